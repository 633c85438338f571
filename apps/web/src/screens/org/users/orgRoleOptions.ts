import { ORG_ROLE_IDS } from '@nibble/core';
import type { TFunction } from 'i18next';
import { orgRoleName } from '../../../layout/roleNames.ts';

/** Reading A roles for the role selects of the organisation's Users screen. */
export const orgRoleOptions = (t: TFunction<'dashboard'>) =>
  ORG_ROLE_IDS.map((value) => ({ value, label: orgRoleName(value, t) }));
