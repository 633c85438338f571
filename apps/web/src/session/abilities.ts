// What the signed-in user may do, from the session, so screens offer only what the server
// will allow (the server checks every request itself). The rules are core's.
import { isOrgManagerRole, isPlatformAdmin, mayManageOrg, type Org } from '@nibble/core';
import { useQuery } from '@tanstack/react-query';
import { listOrgs, orgsQueryKey } from '../api/orgs.ts';
import { useSession } from './store.ts';

/** May manage the chosen organisation: its users, roles and analytics. */
export const useMayManageOrg = (): boolean =>
  useSession((s) => mayManageOrg(s.role, s.org?.orgRole));

/** Platform admin: the global users list, platform analytics, organisations. */
export const useIsPlatformAdmin = (): boolean => useSession((s) => isPlatformAdmin(s.role));

/**
 * The organisations this user runs (owner or administrator), from GET /orgs, which the
 * organisations screen asks for too. `pending` until it answers.
 */
export function useManagedOrgs(): { pending: boolean; orgs: Org[] } {
  const orgs = useQuery({ queryKey: orgsQueryKey, queryFn: ({ signal }) => listOrgs(signal) });
  return {
    pending: orgs.isPending,
    orgs: (orgs.data ?? []).filter((org) => isOrgManagerRole(org.memberRole)),
  };
}
