// How the designs screen names design types (spec §2): Promotion for promotion_coupon,
// Restaurant for restaurant_menu, the others by their settings' labels (spec §9), in the
// interface language. Each name is written out as a t() call so the extractor sees it.
import { DESIGN_TYPE_IDS, type DesignType, isDesignType } from '@nibble/core';
import type { TFunction } from 'i18next';

type Translate = TFunction<'dashboard'>;
/** Any namespace's t() (the admin screens' too): the key names its namespace. */
type TranslateType = (key: `dashboard:designTypes.${string}`) => string;

// The list's words for a type (its badge and filter): DESIGN_TYPES[type].label.
const LABELS: Record<DesignType, (t: TranslateType) => string> = {
  promotion_coupon: (t) => t('dashboard:designTypes.label.promotionCoupon'),
  promotion_membercard: (t) => t('dashboard:designTypes.label.memberCard'),
  promotion_referafriend: (t) => t('dashboard:designTypes.label.referAFriend'),
  promotion_friendsandfamily: (t) => t('dashboard:designTypes.label.friendsAndFamily'),
  restaurant_menu: (t) => t('dashboard:designTypes.label.restaurantMenu'),
};

// What the New design dialog offers to make: DESIGN_TYPES[type].name.
const NAMES: Record<DesignType, (t: TranslateType) => string> = {
  promotion_coupon: (t) => t('dashboard:designTypes.name.promotionCoupon'),
  promotion_membercard: (t) => t('dashboard:designTypes.name.memberCard'),
  promotion_referafriend: (t) => t('dashboard:designTypes.name.referAFriend'),
  promotion_friendsandfamily: (t) => t('dashboard:designTypes.name.friendsAndFamily'),
  restaurant_menu: (t) => t('dashboard:designTypes.name.restaurantMenu'),
};

/** The type as the list names it; a type the app does not know shows as stored. */
export const typeName = (type: string, t: TranslateType): string =>
  isDesignType(type) ? LABELS[type](t) : type;

/** The type as the New design dialog names it. */
export const typeNameToCreate = (type: DesignType, t: TranslateType): string => NAMES[type](t);

/** The list filter: every design, or one type. */
export type TypeFilter = DesignType | 'all';

export const typeFilters = (t: Translate): { value: TypeFilter; label: string }[] => [
  { value: 'all', label: t('dashboard:designs.allTypes') },
  ...DESIGN_TYPE_IDS.map((type) => ({ value: type, label: typeName(type, t) })),
];
