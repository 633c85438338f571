// Both role vocabularies of spec §6. Reading A is a member's role inside an organisation;
// reading B is the role on the global user list. sys_admin and admin are platform roles.

export const ORG_ROLES = {
  org_owner: 'Owner',
  org_admin: 'Administrator',
  org_operator: 'Operator',
  org_service: 'Service Provider',
  org_employee: 'Employee',
  org_contractor: 'Contractor',
} as const;
export type OrgRole = keyof typeof ORG_ROLES;
export const ORG_ROLE_IDS = Object.keys(ORG_ROLES) as OrgRole[];

export const USER_ROLES = {
  admin: 'Administrator',
  user: 'User',
  operator: 'Operator',
  service: 'Service Provider',
  sales: 'Sales Manager',
} as const;
export type UserRole = keyof typeof USER_ROLES;
export const USER_ROLE_IDS = Object.keys(USER_ROLES) as UserRole[];

export const SYS_ADMIN = 'sys_admin';
export type PlatformRole = UserRole | typeof SYS_ADMIN;

export const FALLBACK_ROLE_LABEL = 'User';

// Own keys only: `in` would also accept inherited names such as 'toString' or 'constructor'.
export const isOrgRole = (role: unknown): role is OrgRole =>
  typeof role === 'string' && Object.hasOwn(ORG_ROLES, role);
export const isUserRole = (role: unknown): role is UserRole =>
  typeof role === 'string' && Object.hasOwn(USER_ROLES, role);

export const orgRoleLabel = (role: string): string =>
  isOrgRole(role) ? ORG_ROLES[role] : FALLBACK_ROLE_LABEL;
export const userRoleLabel = (role: string): string =>
  isUserRole(role) ? USER_ROLES[role] : FALLBACK_ROLE_LABEL;

/** Platform administrators see every organisation and the /admin routes. */
export const isPlatformAdmin = (role: string): boolean => role === SYS_ADMIN || role === 'admin';
export const isSysAdmin = (role: string): boolean => role === SYS_ADMIN;

/** Organisation roles that run the organisation: manage its members and read its analytics. */
export const ORG_MANAGER_ROLES: readonly OrgRole[] = ['org_owner', 'org_admin'];
export const isOrgManagerRole = (role: string | null | undefined): boolean =>
  isOrgRole(role) && ORG_MANAGER_ROLES.includes(role);

/**
 * May this user manage the organisation (its members, its analytics)? Platform admins always;
 * others when their own role in it (reading A) is owner or administrator. The server enforces
 * the same rule; screens use it to offer only what will be allowed.
 */
export const mayManageOrg = (
  platformRole: string,
  memberRole: string | null | undefined,
): boolean => isPlatformAdmin(platformRole) || isOrgManagerRole(memberRole);

/** Member status: 0 offline; 1 and 2 online. */
export const isOnline = (status: number): boolean => status === 1 || status === 2;
