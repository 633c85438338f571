// The designs a user kept on the device go with their session (issue 17). The editor registers
// this at start (start.tsx), so the session store knows nothing of the live room's IndexedDB.
import { useSession } from '../../session/store.ts';
import { clearOfflineCopies, userKeyOf } from './offlineCopies.ts';

/** Clears the leaving user's offline copies whenever a session ends; answers the unsubscribe. */
export function clearOfflineCopiesOnSignOut(): () => void {
  return useSession.subscribe((now, before) => {
    if (before.signedIn && !now.signedIn) {
      void clearOfflineCopies(userKeyOf(before.email || before.phone));
    }
  });
}
