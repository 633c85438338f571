// Roles on the global user list: reading B, plus sys_admin which only a sys_admin may grant.
import { SYS_ADMIN, USER_ROLE_IDS } from '@nibble/core';
import type { TFunction } from 'i18next';
import { platformRoleName } from '../labels.ts';

export const platformRoleOptions = (includeSysAdmin: boolean, t: TFunction<'admin'>) =>
  [...USER_ROLE_IDS, ...(includeSysAdmin ? [SYS_ADMIN] : [])].map((value) => ({
    value,
    label: platformRoleName(value, t),
  }));

/** The stored statuses with their number, as an operator knows them (1 and 2 are online). */
export const statusOptions = (t: TFunction<'admin'>) => [
  { value: '0', label: t('admin:users.statusOption.offline', { status: 0 }) },
  { value: '1', label: t('admin:users.statusOption.online', { status: 1 }) },
  { value: '2', label: t('admin:users.statusOption.online', { status: 2 }) },
];
