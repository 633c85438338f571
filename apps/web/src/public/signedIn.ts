// Whether this tab is signed in, read from the session the full app keeps in sessionStorage
// (session/store.ts, zustand's persist format) without loading the store: the public pages
// are for visitors, and a signed-in user goes on to the full app (the PublicOnly guard).
import { SESSION_STORAGE_KEY } from '../session/storageKey.ts';

export function signedIn(): boolean {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    return (stored as { state?: { signedIn?: unknown } } | null)?.state?.signedIn === true;
  } catch {
    return false;
  }
}
