// Each route's document title (what a browser tab, history and a screen reader announce), one
// row per path of the route table. Public pages name the city they list.
import type { FlagName, Flags } from '@nibble/core';
import { matchPath } from 'react-router';
import { PRODUCT_NAME } from '../../public/title.ts';

export { PRODUCT_NAME };

type Title = string | ((params: Record<string, string | undefined>) => string);

const TITLES: [pattern: string, title: Title, flag?: FlagName][] = [
  ['/', 'Home'],
  ['/State/:state/City/:city', ({ city }) => `Offers in ${city ?? 'the city'}`],
  ['/Page/:page', 'Offer'],
  ['/sign-in', 'Sign in'],
  ['/sign-up', 'Create an account', 'registration'],
  ['/forgot-password', 'Forgot password', 'forgot_password'],
  ['/reset-password', 'Reset password', 'reset_password'],
  ['/lock', 'Locked'],
  ['/404', 'Page not found'],
  ['/500', 'Server error'],
  ['/privacy', 'Privacy policy'],
  ['/activate', 'Activate your account'],
  ['/dashboard', 'Dashboard'],
  ['/dashboard/transactions', 'Transactions'],
  ['/dashboard/bootstrap-tables', 'Tables'],
  ['/dashboard/billing', 'Billing'],
  ['/dashboard/invoice', 'Invoice'],
  ['/dashboard/upgrade', 'Upgrade'],
  ['/dashboard/widgets', 'Widgets'],
  ['/components/widgets', 'Widget components'],
  ['/dashboard/orgs', 'Organizations'],
  ['/dashboard/orgs/users', 'All users'],
  ['/dashboard/orgs/analytics', 'Analytics'],
  ['/dashboard/settings', 'Settings'],
  ['/dashboard/design/:designId?', 'Design editor'],
  ['/dashboard/designs', 'Designs'],
  ['/dashboard/campaigns', 'Campaigns'],
  ['/dashboard/forms', 'Forms'],
  ['/dashboard/users', 'Users'],
  ['/app/coupons/summary', 'Coupons summary'],
  ['/app/coupons/design', 'Coupon design'],
  ['/app/coupons/configuration', 'Coupon configuration'],
];

/** Translates a catalogue key with values (i18next's `t`); English stays the table's text. */
export type TitleTranslator = (key: string, values: Record<string, string>) => string;

// Routes whose screens are translated so far, written out as t() calls so the extractor sees
// them; the others keep the table's English title until their screens are translated too.
const TRANSLATED_TITLES: Record<string, (t: TitleTranslator, city?: string) => string> = {
  '/': (t) => t('titles.home', {}),
  '/State/:state/City/:city': (t, city) =>
    city ? t('titles.city', { city }) : t('titles.cityUnknown', {}),
  '/Page/:page': (t) => t('titles.page', {}),
  '/sign-in': (t) => t('titles.signIn', {}),
  '/forgot-password': (t) => t('titles.forgotPassword', {}),
  '/sign-up': (t) => t('titles.signUp', {}),
  '/reset-password': (t) => t('titles.resetPassword', {}),
  '/lock': (t) => t('titles.lock', {}),
  '/activate': (t) => t('titles.activate', {}),
  '/404': (t) => t('titles.notFound', {}),
  '/500': (t) => t('titles.serverError', {}),
  '/privacy': (t) => t('frame.privacy', {}),
  // The signed-in screens' titles live with their messages (loaded before any of them shows).
  '/dashboard': (t) => t('dashboard:titles.dashboard', {}),
  '/dashboard/transactions': (t) => t('dashboard:titles.transactions', {}),
  '/dashboard/bootstrap-tables': (t) => t('dashboard:titles.tables', {}),
  '/dashboard/billing': (t) => t('dashboard:titles.billing', {}),
  '/dashboard/invoice': (t) => t('dashboard:titles.invoice', {}),
  '/dashboard/upgrade': (t) => t('dashboard:titles.upgrade', {}),
  '/dashboard/widgets': (t) => t('dashboard:titles.widgets', {}),
  '/components/widgets': (t) => t('dashboard:titles.widgetComponents', {}),
  '/dashboard/orgs': (t) => t('dashboard:titles.organizations', {}),
  '/dashboard/orgs/users': (t) => t('dashboard:titles.allUsers', {}),
  '/dashboard/orgs/analytics': (t) => t('dashboard:titles.analytics', {}),
  '/dashboard/settings': (t) => t('dashboard:titles.settings', {}),
  '/dashboard/design/:designId?': (t) => t('dashboard:titles.designEditor', {}),
  '/dashboard/designs': (t) => t('dashboard:titles.designs', {}),
  '/dashboard/campaigns': (t) => t('dashboard:titles.campaigns', {}),
  '/dashboard/forms': (t) => t('dashboard:titles.forms', {}),
  '/dashboard/users': (t) => t('dashboard:titles.users', {}),
  '/app/coupons/summary': (t) => t('dashboard:titles.couponsSummary', {}),
  '/app/coupons/design': (t) => t('dashboard:titles.couponDesign', {}),
  '/app/coupons/configuration': (t) => t('dashboard:titles.couponConfiguration', {}),
};

const translated = (
  pattern: string,
  english: string,
  params: Record<string, string | undefined>,
  t?: TitleTranslator,
): string => {
  const title = TRANSLATED_TITLES[pattern];
  return t && title ? title(t, params.city) : english;
};

/** The feature flag a path needs, if any (its screen is the not-found page while off). */
export function routeFlag(pathname: string): FlagName | undefined {
  return TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[2];
}

/**
 * "Designs · Nibble Studio"; a path outside the table, or behind a flag that is off, is the
 * not-found page. Without `flags` a flagged path keeps its own title.
 */
export function routeTitle(pathname: string, flags?: Flags, t?: TitleTranslator): string {
  for (const [pattern, title, flag] of TITLES) {
    const match = matchPath(pattern, pathname);
    if (match) {
      if (flag && flags && flags[flag] !== 1) break;
      const text = typeof title === 'string' ? title : title(match.params);
      return `${translated(pattern, text, match.params, t)} · ${PRODUCT_NAME}`;
    }
  }
  return `${translated('/404', 'Page not found', {}, t)} · ${PRODUCT_NAME}`;
}

/** Every path of the table, for tests that walk them. */
export const TITLED_PATTERNS: readonly string[] = TITLES.map(([pattern]) => pattern);
