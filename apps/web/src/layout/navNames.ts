// The sidebar entries' names in the interface language, written out as t() calls so the
// extractor sees them.
import type { TFunction } from 'i18next';

type Translate = TFunction<'dashboard'>;

const NAV_NAMES = {
  organizations: (t: Translate) => t('dashboard:nav.organizations'),
  allUsers: (t: Translate) => t('dashboard:nav.allUsers'),
  analytics: (t: Translate) => t('dashboard:nav.analytics'),
  dashboard: (t: Translate) => t('dashboard:nav.dashboard'),
  campaigns: (t: Translate) => t('dashboard:nav.campaigns'),
  forms: (t: Translate) => t('dashboard:nav.forms'),
  widgets: (t: Translate) => t('dashboard:nav.widgets'),
  designs: (t: Translate) => t('dashboard:nav.designs'),
  users: (t: Translate) => t('dashboard:nav.users'),
} as const;

/** Which screen a sidebar entry opens. */
export type NavName = keyof typeof NAV_NAMES;

export const navName = (name: NavName, t: Translate): string => NAV_NAMES[name](t);

/** The two sidebars, named for assistive technology. */
export type NavArea = 'admin' | 'org';

export const navAreaLabel = (area: NavArea, t: Translate): string =>
  area === 'admin' ? t('dashboard:nav.adminArea') : t('dashboard:nav.orgArea');
