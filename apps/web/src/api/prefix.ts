/** Where the API lives (spec §7): every call and QR image URL starts with it. */
export const API_PREFIX = '/api/v1';
