// Roles on the global user list: reading B, plus sys_admin which only a sys_admin may grant.
import { SYS_ADMIN, USER_ROLE_IDS, USER_ROLES, userRoleLabel } from '@nibble/core';

export const SYS_ADMIN_LABEL = 'System Administrator';

/** Reading B label; sys_admin is named rather than falling back to 'User'. */
export const platformRoleLabel = (role: string): string =>
  role === SYS_ADMIN ? SYS_ADMIN_LABEL : userRoleLabel(role);

export const platformRoleOptions = (includeSysAdmin: boolean) => [
  ...USER_ROLE_IDS.map((value) => ({ value, label: USER_ROLES[value] })),
  ...(includeSysAdmin ? [{ value: SYS_ADMIN, label: SYS_ADMIN_LABEL }] : []),
];

export const STATUS_OPTIONS = [
  { value: '0', label: 'Offline (0)' },
  { value: '1', label: 'Online (1)' },
  { value: '2', label: 'Online (2)' },
];
