import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { deleteSession } from '../api/session.ts';
import { useSession } from './store.ts';

/**
 * Logout: ends the session on the server, then clears this tab's session and cached data
 * whatever the server said, because the user asked to leave.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { token, signOut } = useSession.getState();
    if (token) {
      await deleteSession(token).catch(() => undefined);
    }
    signOut('user');
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'flags' });
    navigate('/sign-in', { replace: true });
  }, [navigate, queryClient]);
}
