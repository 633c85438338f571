import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { deleteSession } from '../api/session.ts';
import { useSession } from './store.ts';

/**
 * Logout: ends the session on the server, then clears this tab's session whatever the server
 * said, because the user asked to leave. (main.tsx drops the cached data on any sign-out.)
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    const { token, signOut } = useSession.getState();
    if (token) {
      await deleteSession(token).catch(() => undefined);
    }
    signOut('user');
    navigate('/sign-in', { replace: true });
  }, [navigate]);
}
