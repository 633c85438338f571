// The roles of spec §6 in the interface language. The core names each role in English for
// the server; here every role has its catalogue message, written out as t() calls so the
// extractor sees them.
import type { OrgRole, UserRole } from '@nibble/core';
import { isOrgRole, isUserRole, SYS_ADMIN } from '@nibble/core';

/** Any namespace's t() (the admin screens' too): the key names its namespace. */
type Translate = (key: `dashboard:roles.${string}`) => string;

const ORG_ROLE_NAMES: Record<OrgRole, (t: Translate) => string> = {
  org_owner: (t) => t('dashboard:roles.orgOwner'),
  org_admin: (t) => t('dashboard:roles.orgAdmin'),
  org_operator: (t) => t('dashboard:roles.orgOperator'),
  org_service: (t) => t('dashboard:roles.orgService'),
  org_employee: (t) => t('dashboard:roles.orgEmployee'),
  org_contractor: (t) => t('dashboard:roles.orgContractor'),
};

const USER_ROLE_NAMES: Record<UserRole, (t: Translate) => string> = {
  admin: (t) => t('dashboard:roles.admin'),
  user: (t) => t('dashboard:roles.user'),
  operator: (t) => t('dashboard:roles.operator'),
  service: (t) => t('dashboard:roles.service'),
  sales: (t) => t('dashboard:roles.sales'),
};

/** A member's role inside an organisation (reading A); an unknown one is a plain user. */
export const orgRoleName = (role: string, t: Translate): string =>
  isOrgRole(role) ? ORG_ROLE_NAMES[role](t) : t('dashboard:roles.user');

/** A role on the platform (reading B), the system administrator included. */
export const platformRoleName = (role: string, t: Translate): string =>
  role === SYS_ADMIN
    ? t('dashboard:roles.sysAdmin')
    : isUserRole(role)
      ? USER_ROLE_NAMES[role](t)
      : t('dashboard:roles.user');
