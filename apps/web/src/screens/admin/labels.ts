// The admin screens' words for the core's stored values (states, categories, roles, statuses,
// design types) in the interface language. The core keeps one English label per value for the
// server; each value here has its catalogue message written out as a t() call, so the
// extractor sees every key and the catalogue test checks each one is translated.
import {
  type DesignType,
  isDesignType,
  type OrgCategory,
  SYS_ADMIN,
  type UserRole,
} from '@nibble/core';
import type { TFunction } from 'i18next';

type Translate = TFunction<'admin'>;

/** A stored state in the interface language (shared with the public pages). */
export { cityName, stateName } from '../../layout/stateNames.ts';

const CATEGORY_NAMES: Record<OrgCategory, (t: Translate) => string> = {
  grocery: (t) => t('admin:categories.grocery'),
  pharmacy: (t) => t('admin:categories.pharmacy'),
  restaurant: (t) => t('admin:categories.restaurant'),
  electronics: (t) => t('admin:categories.electronics'),
  textiles: (t) => t('admin:categories.textiles'),
  sports: (t) => t('admin:categories.sports'),
  other: (t) => t('admin:categories.other'),
};

export const categoryName = (category: OrgCategory, t: Translate): string =>
  CATEGORY_NAMES[category](t);

type PlatformRole = UserRole | typeof SYS_ADMIN;

// Reading B of spec §6, plus sys_admin, which only a sys_admin may grant.
const ROLE_NAMES: Record<PlatformRole, (t: Translate) => string> = {
  admin: (t) => t('admin:roles.admin'),
  user: (t) => t('admin:roles.user'),
  operator: (t) => t('admin:roles.operator'),
  service: (t) => t('admin:roles.service'),
  sales: (t) => t('admin:roles.sales'),
  [SYS_ADMIN]: (t) => t('admin:roles.sysAdmin'),
};

/** A global role's label; an unknown role reads 'User', as the core's userRoleLabel does. */
export const platformRoleName = (role: string, t: Translate): string =>
  Object.hasOwn(ROLE_NAMES, role) ? ROLE_NAMES[role as PlatformRole](t) : t('admin:roles.user');

const DESIGN_TYPE_NAMES: Record<DesignType, (t: Translate) => string> = {
  promotion_coupon: (t) => t('admin:designTypes.promotion_coupon'),
  promotion_membercard: (t) => t('admin:designTypes.promotion_membercard'),
  promotion_referafriend: (t) => t('admin:designTypes.promotion_referafriend'),
  promotion_friendsandfamily: (t) => t('admin:designTypes.promotion_friendsandfamily'),
  restaurant_menu: (t) => t('admin:designTypes.restaurant_menu'),
};

/** A design type's label (spec §2: Promotion, Restaurant …); an unknown type as stored. */
export const designTypeName = (type: string, t: Translate): string =>
  isDesignType(type) ? DESIGN_TYPE_NAMES[type](t) : type;
