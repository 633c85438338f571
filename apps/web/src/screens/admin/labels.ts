// The admin screens' words for the core's stored values (states, categories, roles, design
// types) in the interface language. The core keeps one English label per value for the
// server; each value here has its catalogue message written out as a t() call, so the
// extractor sees every key and the catalogue test checks each one is translated. Roles and
// design types read as on the dashboard, so their one catalogue is the dashboard's.
import type { OrgCategory } from '@nibble/core';
import type { TFunction } from 'i18next';

type Translate = TFunction<'admin'>;

/** A global role's label (reading B of spec §6, sys_admin included): the dashboard's words. */
export { platformRoleName } from '../../layout/roleNames.ts';
/** A stored state in the interface language (shared with the public pages). */
export { cityName, stateName } from '../../layout/stateNames.ts';
/** A design type's label (spec §2: Promotion, Restaurant …): the designs list's words. */
export { typeName as designTypeName } from '../org/designs/designTypes.ts';

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
