import type { QueryClient } from '@tanstack/react-query';
import { flagsQueryKey } from './flags.ts';
import { useSession } from './store.ts';

/**
 * Whatever ends the session (Logout, or a 401 from the server), the next user of this tab
 * must not see the last one's cached data. Flags belong to the server, not the user, and stay.
 * Answers the unsubscribe function.
 */
export function dropDataOnSignOut(queryClient: QueryClient): () => void {
  return useSession.subscribe((now, before) => {
    if (before.signedIn && !now.signedIn) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== flagsQueryKey[0] });
    }
  });
}
