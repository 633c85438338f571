/** Where the per-tab session is kept (sessionStorage; store.ts and the public entry read it). */
export const SESSION_STORAGE_KEY = 'nibble.session';
