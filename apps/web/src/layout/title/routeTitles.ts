// Each route's document title (what a browser tab, history and a screen reader announce), one
// row per path of the route table. Public pages name the city they list.
import { matchPath } from 'react-router';

export const PRODUCT_NAME = 'Nibble Studio';

type Title = string | ((params: Record<string, string | undefined>) => string);

const TITLES: [pattern: string, title: Title][] = [
  ['/', 'Home'],
  ['/State/:state/City/:city', ({ city }) => `Offers in ${city ?? 'the city'}`],
  ['/Page/:page', 'Offer'],
  ['/sign-in', 'Sign in'],
  ['/sign-up', 'Create an account'],
  ['/forgot-password', 'Forgot password'],
  ['/reset-password', 'Reset password'],
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
  ['/dashboard/design', 'Design editor'],
  ['/dashboard/designs', 'Designs'],
  ['/dashboard/campaigns', 'Campaigns'],
  ['/dashboard/forms', 'Forms'],
  ['/dashboard/users', 'Users'],
  ['/app/coupons/summary', 'Coupons summary'],
  ['/app/coupons/design', 'Coupon design'],
  ['/app/coupons/configuration', 'Coupon configuration'],
];

/** "Designs · Nibble Studio"; a path outside the table is the not-found page. */
export function routeTitle(pathname: string): string {
  for (const [pattern, title] of TITLES) {
    const match = matchPath(pattern, pathname);
    if (match) {
      const text = typeof title === 'string' ? title : title(match.params);
      return `${text} · ${PRODUCT_NAME}`;
    }
  }
  return `Page not found · ${PRODUCT_NAME}`;
}

/** Every path of the table, for tests that walk them. */
export const TITLED_PATTERNS: readonly string[] = TITLES.map(([pattern]) => pattern);
