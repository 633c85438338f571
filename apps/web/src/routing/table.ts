// The route table of spec §2, written once: one row per path with its screen, the frames and
// guards it stands in, its feature flag and its document title. The router (routes.tsx), the
// document titles (routing/routeTitles.ts) and the tests that walk every screen are all
// built from it. Plain data (screens and guards are named here, drawn by routes.tsx), so
// Node-side tests and the journeys import it without React.
// Over 300 lines: data, one row per route.
import type { FlagName } from '@nibble/core';

/**
 * A frame or guard a row stands in, outermost first (routes.tsx draws each). Rows that share
 * a prefix share those routes, so a frame stays mounted while its screens change.
 */
export type Layer =
  /** Public routes show the preloader on entry. */
  | 'preloader'
  /** For visitors: a signed-in user goes on to the organisations (or where they were going). */
  | 'public-only'
  /** Signed in, else to sign-in. */
  | 'signed-in'
  /** The signed-in screens' providers and messages, loaded lazily. */
  | 'signed-in-frame'
  /** The full-screen editor: an organisation, and design mode or the design's own address. */
  | 'design'
  /** The administration's sidebar. */
  | 'admin-frame'
  /** The organisations list itself, left once an organisation is chosen. */
  | 'orgs-list'
  /** Admin context. */
  | 'admin-context'
  /** Platform admins only (others go back to the organisations list). */
  | 'platform-admin'
  /** A chosen organisation, outside design mode. */
  | 'org-context'
  /** The organisation's sidebar. */
  | 'org-frame'
  /** The organisation's frame when one is chosen, else the administration's. */
  | 'current-frame'
  /** Sample and placeholder screens: signed in is enough. */
  | 'samples-frame';

/**
 * A screen, by name: routes.tsx holds each one's lazily loaded module (a Record over this
 * name, so a row naming no screen, or a screen no row names, fails the typecheck). Names, not
 * modules, so the table stays data that Node-side tests and the journeys can import.
 */
export type ScreenName =
  | 'Home'
  | 'City'
  | 'Page'
  | 'Privacy'
  | 'SignIn'
  | 'SignUp'
  | 'ForgotPassword'
  | 'ResetPassword'
  | 'Activate'
  | 'Lock'
  | 'NotFound'
  | 'ServerError'
  | 'Orgs'
  | 'OrgsUsers'
  | 'Analytics'
  | 'Dashboard'
  | 'Settings'
  | 'Designs'
  | 'Campaigns'
  | 'Forms'
  | 'Users'
  | 'Editor'
  | 'Transactions'
  | 'BootstrapTables'
  | 'Billing'
  | 'Invoice'
  | 'Upgrade'
  | 'Widgets'
  | 'ComponentsWidgets'
  | 'CouponsSummary'
  | 'CouponsDesign'
  | 'CouponsConfiguration';

export interface RouteRow {
  /** React Router's pattern; '*' is every other path. */
  path: string;
  screen: ScreenName;
  layers: readonly Layer[];
  /** Off: the route does not exist (the not-found page), unless `otherwise` names where to go. */
  flag?: FlagName;
  otherwise?: string;
  /** The document title: its catalogue key, and its English ({{name}} is the path's value). */
  title: { key: string; english: string };
}

const SIGNED_IN = ['signed-in', 'signed-in-frame'] as const;
const PUBLIC = ['preloader', 'public-only'] as const;
const ADMIN = [...SIGNED_IN, 'admin-frame', 'admin-context'] as const;
const ORG = [...SIGNED_IN, 'org-context', 'org-frame'] as const;
const SAMPLES = [...SIGNED_IN, 'samples-frame'] as const;

export const ROUTES: readonly RouteRow[] = [
  // Public
  {
    path: '/',
    screen: 'Home',
    layers: PUBLIC,
    title: { key: 'titles.home', english: 'Home' },
  },
  {
    path: '/State/:state/City/:city',
    screen: 'City',
    layers: PUBLIC,
    title: { key: 'titles.city', english: 'Offers in {{city}}' },
  },
  {
    path: '/Page/:page',
    screen: 'Page',
    layers: PUBLIC,
    title: { key: 'titles.page', english: 'Offer' },
  },
  {
    path: '/privacy',
    screen: 'Privacy',
    layers: PUBLIC,
    title: { key: 'frame.privacy', english: 'Privacy policy' },
  },
  {
    path: '/sign-in',
    screen: 'SignIn',
    layers: PUBLIC,
    title: { key: 'titles.signIn', english: 'Sign in' },
  },
  {
    path: '/activate',
    screen: 'Activate',
    layers: ['preloader'],
    title: { key: 'titles.activate', english: 'Activate your account' },
  },
  {
    path: '/lock',
    screen: 'Lock',
    layers: ['preloader'],
    title: { key: 'titles.lock', english: 'Locked' },
  },
  {
    path: '/404',
    screen: 'NotFound',
    layers: ['preloader'],
    title: { key: 'titles.notFound', english: 'Page not found' },
  },
  {
    path: '/500',
    screen: 'ServerError',
    layers: ['preloader'],
    title: { key: 'titles.serverError', english: 'Server error' },
  },
  // Public, only when their flag is on.
  {
    path: '/sign-up',
    screen: 'SignUp',
    layers: [],
    flag: 'registration',
    title: { key: 'titles.signUp', english: 'Create an account' },
  },
  {
    path: '/forgot-password',
    screen: 'ForgotPassword',
    layers: [],
    flag: 'forgot_password',
    title: { key: 'titles.forgotPassword', english: 'Forgot password' },
  },
  {
    path: '/reset-password',
    screen: 'ResetPassword',
    layers: [],
    flag: 'reset_password',
    title: { key: 'titles.resetPassword', english: 'Reset password' },
  },
  // The full-screen editor: one route, so it stays mounted as the address gains the design's id.
  {
    path: '/dashboard/design/:designId?',
    screen: 'Editor',
    layers: [...SIGNED_IN, 'design'],
    title: { key: 'dashboard:titles.designEditor', english: 'Design editor' },
  },
  // Admin context
  {
    path: '/dashboard/orgs',
    screen: 'Orgs',
    layers: [...SIGNED_IN, 'admin-frame', 'orgs-list'],
    title: { key: 'dashboard:titles.organizations', english: 'Organizations' },
  },
  {
    path: '/dashboard/orgs/users',
    screen: 'OrgsUsers',
    layers: [...ADMIN, 'platform-admin'],
    title: { key: 'dashboard:titles.allUsers', english: 'All users' },
  },
  {
    // Platform figures, or the organisations the user runs (the screen decides).
    path: '/dashboard/orgs/analytics',
    screen: 'Analytics',
    layers: ADMIN,
    title: { key: 'dashboard:titles.analytics', english: 'Analytics' },
  },
  // Organisation context
  {
    path: '/dashboard',
    screen: 'Dashboard',
    layers: ORG,
    flag: 'org_dashboard',
    otherwise: '/dashboard/designs',
    title: { key: 'dashboard:titles.dashboard', english: 'Dashboard' },
  },
  {
    path: '/dashboard/designs',
    screen: 'Designs',
    layers: ORG,
    title: { key: 'dashboard:titles.designs', english: 'Designs' },
  },
  {
    path: '/dashboard/campaigns',
    screen: 'Campaigns',
    layers: ORG,
    flag: 'org_campaigns',
    title: { key: 'dashboard:titles.campaigns', english: 'Campaigns' },
  },
  {
    path: '/dashboard/forms',
    screen: 'Forms',
    layers: ORG,
    flag: 'org_forms',
    title: { key: 'dashboard:titles.forms', english: 'Forms' },
  },
  {
    path: '/dashboard/users',
    screen: 'Users',
    layers: ORG,
    title: { key: 'dashboard:titles.users', english: 'Users' },
  },
  // The user's own settings (the user menu offers them in both contexts).
  {
    path: '/dashboard/settings',
    screen: 'Settings',
    layers: [...SIGNED_IN, 'current-frame'],
    title: { key: 'dashboard:titles.settings', english: 'Settings' },
  },
  // Sample and placeholder screens
  {
    path: '/dashboard/transactions',
    screen: 'Transactions',
    layers: SAMPLES,
    title: { key: 'dashboard:titles.transactions', english: 'Transactions' },
  },
  {
    path: '/dashboard/bootstrap-tables',
    screen: 'BootstrapTables',
    layers: SAMPLES,
    title: { key: 'dashboard:titles.tables', english: 'Tables' },
  },
  {
    path: '/dashboard/billing',
    screen: 'Billing',
    layers: SAMPLES,
    title: { key: 'dashboard:titles.billing', english: 'Billing' },
  },
  {
    path: '/dashboard/invoice',
    screen: 'Invoice',
    layers: SAMPLES,
    title: { key: 'dashboard:titles.invoice', english: 'Invoice' },
  },
  {
    path: '/dashboard/upgrade',
    screen: 'Upgrade',
    layers: SAMPLES,
    title: { key: 'dashboard:titles.upgrade', english: 'Upgrade' },
  },
  {
    path: '/dashboard/widgets',
    screen: 'Widgets',
    layers: SAMPLES,
    title: { key: 'dashboard:titles.widgets', english: 'Widgets' },
  },
  {
    path: '/components/widgets',
    screen: 'ComponentsWidgets',
    layers: SAMPLES,
    title: { key: 'dashboard:titles.widgetComponents', english: 'Widget components' },
  },
  {
    path: '/app/coupons/summary',
    screen: 'CouponsSummary',
    layers: SAMPLES,
    title: { key: 'dashboard:titles.couponsSummary', english: 'Coupons summary' },
  },
  {
    path: '/app/coupons/design',
    screen: 'CouponsDesign',
    layers: SAMPLES,
    title: { key: 'dashboard:titles.couponDesign', english: 'Coupon design' },
  },
  {
    path: '/app/coupons/configuration',
    screen: 'CouponsConfiguration',
    layers: SAMPLES,
    title: { key: 'dashboard:titles.couponConfiguration', english: 'Coupon configuration' },
  },
  // Anything else
  {
    path: '*',
    screen: 'NotFound',
    layers: ['preloader'],
    title: { key: 'titles.notFound', english: 'Page not found' },
  },
];

const notFoundRow = ROUTES.find((row) => row.path === '/404');
if (!notFoundRow) throw new Error('the route table has no /404 row');
/** The row of the not-found page (the title of any path outside the table). */
export const NOT_FOUND_ROW: RouteRow = notFoundRow;

/** The rows of one frame, e.g. every sample screen (for tests that walk them). */
export const pathsIn = (layer: Layer): string[] =>
  ROUTES.filter((row) => row.layers.includes(layer)).map((row) => row.path);
