// What the signed-in user may do, from the session, so screens offer only what the server
// will allow (the server checks every request itself). The rules are core's.
import { isPlatformAdmin, mayManageOrg } from '@nibble/core';
import { useSession } from './store.ts';

/** May manage the chosen organisation: its users, roles and analytics. */
export const useMayManageOrg = (): boolean =>
  useSession((s) => mayManageOrg(s.role, s.org?.orgRole));

/** Platform admin: the global users list, platform analytics, organisations. */
export const useIsPlatformAdmin = (): boolean => useSession((s) => isPlatformAdmin(s.role));
