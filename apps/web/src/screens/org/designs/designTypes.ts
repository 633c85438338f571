// How the designs screen names design types (spec §2): Promotion for promotion_coupon,
// Restaurant for restaurant_menu, the others by their settings' labels (spec §9).
import { DESIGN_TYPE_IDS, DESIGN_TYPES, type DesignType, isDesignType } from '@nibble/core';

export const typeLabel = (type: string): string =>
  isDesignType(type) ? DESIGN_TYPES[type].label : type;

/** The list filter: every design, or one type. */
export type TypeFilter = DesignType | 'all';

export const TYPE_FILTERS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...DESIGN_TYPE_IDS.map((type) => ({ value: type, label: typeLabel(type) })),
];
