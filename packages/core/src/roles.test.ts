import { describe, expect, it } from 'vitest';
import {
  FALLBACK_ROLE_LABEL,
  isOnline,
  isOrgRole,
  isPlatformAdmin,
  isSysAdmin,
  isUserRole,
  mayManageOrg,
  ORG_ROLE_IDS,
  orgRoleLabel,
  USER_ROLE_IDS,
  userRoleLabel,
} from './roles.ts';

describe('reading A: organisation roles', () => {
  it.each([
    ['org_owner', 'Owner'],
    ['org_admin', 'Administrator'],
    ['org_operator', 'Operator'],
    ['org_service', 'Service Provider'],
    ['org_employee', 'Employee'],
    ['org_contractor', 'Contractor'],
  ])('%s is labelled %s', (role, label) => {
    expect(orgRoleLabel(role)).toBe(label);
    expect(isOrgRole(role)).toBe(true);
  });

  it('lists the six roles in the spec order', () => {
    expect(ORG_ROLE_IDS).toEqual([
      'org_owner',
      'org_admin',
      'org_operator',
      'org_service',
      'org_employee',
      'org_contractor',
    ]);
  });
});

describe('reading B: user list roles', () => {
  it.each([
    ['admin', 'Administrator'],
    ['user', 'User'],
    ['operator', 'Operator'],
    ['service', 'Service Provider'],
    ['sales', 'Sales Manager'],
  ])('%s is labelled %s', (role, label) => {
    expect(userRoleLabel(role)).toBe(label);
    expect(isUserRole(role)).toBe(true);
  });

  it('lists the five roles in the spec order', () => {
    expect(USER_ROLE_IDS).toEqual(['admin', 'user', 'operator', 'service', 'sales']);
  });
});

describe('unknown roles', () => {
  // Inherited object keys must not pass for roles: they would label a user with a function.
  it.each(['', 'owner', 'sys_admin', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    '%s falls back to the label User and is no role of either reading',
    (role) => {
      expect(FALLBACK_ROLE_LABEL).toBe('User');
      expect(orgRoleLabel(role)).toBe('User');
      expect(userRoleLabel(role)).toBe('User');
      expect(isOrgRole(role)).toBe(false);
      expect(isUserRole(role)).toBe(false);
    },
  );

  it('non-strings are no roles', () => {
    for (const value of [undefined, null, 1, {}]) {
      expect(isOrgRole(value)).toBe(false);
      expect(isUserRole(value)).toBe(false);
    }
  });
});

describe('platform roles', () => {
  it('sys_admin is the hidden system administrator', () => {
    expect(isSysAdmin('sys_admin')).toBe(true);
    expect(isSysAdmin('admin')).toBe(false);
    expect(isSysAdmin('org_admin')).toBe(false);
  });

  it('sys_admin and admin are platform administrators, nobody else', () => {
    expect(isPlatformAdmin('sys_admin')).toBe(true);
    expect(isPlatformAdmin('admin')).toBe(true);
    for (const role of ['user', 'org_admin', 'org_owner', 'sales', '']) {
      expect(isPlatformAdmin(role)).toBe(false);
    }
  });
});

describe('member status', () => {
  it('1 and 2 are online, 0 is offline', () => {
    expect(isOnline(0)).toBe(false);
    expect(isOnline(1)).toBe(true);
    expect(isOnline(2)).toBe(true);
    expect(isOnline(3)).toBe(false);
  });
});

describe('who manages an organisation', () => {
  it('platform admins always; members only as owner or administrator', () => {
    expect(mayManageOrg('sys_admin', null)).toBe(true);
    expect(mayManageOrg('admin', undefined)).toBe(true);
    expect(mayManageOrg('user', 'org_owner')).toBe(true);
    expect(mayManageOrg('user', 'org_admin')).toBe(true);
    for (const role of ['org_employee', 'org_operator', 'org_contractor', 'toString', '', null]) {
      expect(mayManageOrg('user', role)).toBe(false);
    }
  });
});
