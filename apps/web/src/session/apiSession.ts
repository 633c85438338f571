// The session's side of the api client's seam (api/client.ts configureApi): calls carry this
// tab's token, and a 401 for that same token signs the tab out (spec §4 "Session").
import { configureApi } from '../api/client.ts';
import { useSession } from './store.ts';

export function connectApiToSession(): void {
  configureApi({
    token: () => useSession.getState().token,
    onUnauthorized: (token) => {
      const { token: current, signOut } = useSession.getState();
      // A 401 for a token already replaced (signed out and in again meanwhile) ends nothing.
      if (current === token) signOut('unauthorized');
    },
  });
}
