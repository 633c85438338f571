// Roles on the global user list: reading B, plus sys_admin which only a sys_admin may grant.
import { SYS_ADMIN, USER_ROLE_IDS } from '@nibble/core';
import type { TFunction } from 'i18next';
import { platformRoleName } from '../labels.ts';

export const platformRoleOptions = (includeSysAdmin: boolean, t: TFunction<'admin'>) =>
  [...USER_ROLE_IDS, ...(includeSysAdmin ? [SYS_ADMIN] : [])].map((value) => ({
    value,
    label: platformRoleName(value, t),
  }));

/**
 * The account states a sys_admin sets: stopped (0) or working (1), in words, never as a raw
 * code (issue 30). A stored 2 also reads as working (spec: 1 and 2 are online); it is offered
 * only to the user who has it, so the list never shows the same word twice otherwise.
 */
export const statusOptions = (t: TFunction<'admin'>, current?: string) => [
  { value: '0', label: t('admin:users.statusOption.offline') },
  { value: '1', label: t('admin:users.statusOption.online') },
  ...(current === '2' ? [{ value: '2', label: t('admin:users.statusOption.online') }] : []),
];
