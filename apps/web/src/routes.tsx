// The router, built from the route table (routing/table.ts): each row's frames and guards
// become layout routes, shared by the rows that stand in the same ones, so a frame stays
// mounted while its screens change. Screens load lazily; the editor is its own chunk that only
// the Design route asks for. What only signed-in users need (dashboard frames, modals,
// notifications, most of Mantine's CSS) loads lazily too, so the public pages stay light.
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, Route, useLocation } from 'react-router';
import { SIGNED_IN_NAMESPACES } from './i18n/namespaces.ts';
import { loadNamespaces } from './i18n/setup.ts';
import { PageLoader, Preloader } from './layout/Preloader.tsx';
import { ScrollToTop } from './layout/ScrollToTop.tsx';
import { DocumentTitle } from './routing/DocumentTitle.tsx';
import {
  AdminContext,
  DesignRoute,
  FlagRoute,
  OrgContext,
  PlatformAdminOnly,
  PublicOnly,
  RequireSignIn,
} from './routing/guards.tsx';
import { type Layer, ROUTES, type RouteRow, type ScreenName } from './routing/table.ts';
import { NotFoundScreen } from './screens/public/NotFoundScreen.tsx';
import ServerErrorScreen from './screens/public/ServerErrorScreen.tsx';

const frame = {
  // The signed-in screens' messages come with their providers, so no screen shows a bare key.
  SignedInProviders: lazy(() =>
    Promise.all([
      import('./layout/SignedInProviders.tsx'),
      loadNamespaces(SIGNED_IN_NAMESPACES),
    ]).then(([providers]) => providers),
  ),
  AdminLayout: lazy(() =>
    import('./layout/AdminLayout.tsx').then((m) => ({ default: m.AdminLayout })),
  ),
  OrgLayout: lazy(() => import('./layout/OrgLayout.tsx').then((m) => ({ default: m.OrgLayout }))),
  CurrentContextLayout: lazy(() =>
    import('./layout/CurrentContextLayout.tsx').then((m) => ({
      default: m.CurrentContextLayout,
    })),
  ),
  SignedInLayout: lazy(() =>
    import('./layout/SignedInLayout.tsx').then((m) => ({ default: m.SignedInLayout })),
  ),
};

/**
 * The editor's chunk. The app's start asks for it too when it opens at the editor's address
 * (start.tsx), so it loads while the signed-in frame does rather than after it.
 */
export const loadEditorScreen = () => import('./editor/EditorScreen.tsx');

/** Every screen the table names: lazily loaded, but the two the router falls back on. */
const SCREENS: Record<ScreenName, ComponentType> = {
  Home: lazy(() => import('./screens/public/HomeScreen.tsx')),
  City: lazy(() => import('./screens/public/CityScreen.tsx')),
  Page: lazy(() => import('./screens/public/PageScreen.tsx')),
  Privacy: lazy(() => import('./screens/public/PrivacyScreen.tsx')),
  SignIn: lazy(() => import('./screens/auth/SignInScreen.tsx')),
  Activate: lazy(() => import('./screens/auth/ActivateScreen.tsx')),
  Lock: lazy(() => import('./screens/auth/LockScreen.tsx')),
  SignUp: lazy(() => import('./screens/auth/SignUpScreen.tsx')),
  ForgotPassword: lazy(() => import('./screens/auth/ForgotPasswordScreen.tsx')),
  ResetPassword: lazy(() => import('./screens/auth/ResetPasswordScreen.tsx')),
  Orgs: lazy(() => import('./screens/admin/OrgsScreen.tsx')),
  OrgsUsers: lazy(() => import('./screens/admin/OrgsUsersScreen.tsx')),
  Analytics: lazy(() => import('./screens/admin/AnalyticsScreen.tsx')),
  Dashboard: lazy(() => import('./screens/org/DashboardScreen.tsx')),
  Designs: lazy(() => import('./screens/org/DesignsScreen.tsx')),
  Campaigns: lazy(() => import('./screens/samples/CampaignsScreen.tsx')),
  Forms: lazy(() => import('./screens/samples/FormsScreen.tsx')),
  Users: lazy(() => import('./screens/org/UsersScreen.tsx')),
  Settings: lazy(() => import('./screens/org/SettingsScreen.tsx')),
  Transactions: lazy(() => import('./screens/samples/TransactionsScreen.tsx')),
  BootstrapTables: lazy(() => import('./screens/samples/BootstrapTablesScreen.tsx')),
  Billing: lazy(() => import('./screens/samples/BillingScreen.tsx')),
  Invoice: lazy(() => import('./screens/samples/InvoiceScreen.tsx')),
  Upgrade: lazy(() => import('./screens/samples/UpgradeScreen.tsx')),
  Widgets: lazy(() => import('./screens/samples/WidgetsScreen.tsx')),
  ComponentsWidgets: lazy(() => import('./screens/samples/ComponentsWidgetsScreen.tsx')),
  CouponsSummary: lazy(() => import('./screens/samples/CouponsSummaryScreen.tsx')),
  CouponsDesign: lazy(() => import('./screens/samples/CouponsDesignScreen.tsx')),
  CouponsConfiguration: lazy(() => import('./screens/samples/CouponsConfigurationScreen.tsx')),
  Editor: lazy(loadEditorScreen),
  NotFound: NotFoundScreen,
  ServerError: ServerErrorScreen,
};

/** What each layer of the table draws around the routes inside it. */
const LAYERS: Record<Layer, ReactElement> = {
  preloader: <Preloader />,
  'public-only': <PublicOnly />,
  'signed-in': <RequireSignIn />,
  'signed-in-frame': <frame.SignedInProviders />,
  design: <DesignRoute />,
  'admin-frame': <frame.AdminLayout />,
  'orgs-list': <AdminContext orgsList />,
  'admin-context': <AdminContext />,
  'platform-admin': <PlatformAdminOnly />,
  'org-context': <OrgContext />,
  'org-frame': <frame.OrgLayout />,
  'current-frame': <frame.CurrentContextLayout />,
  'samples-frame': <frame.SignedInLayout />,
};

/** A row's own route, behind its flag when it has one. */
function leaf(row: RouteRow): ReactElement {
  const Screen = SCREENS[row.screen];
  const route = <Route key={row.path} path={row.path} element={<Screen />} />;
  if (!row.flag) return route;
  return (
    <Route
      key={`flag:${row.path}`}
      element={<FlagRoute flag={row.flag} otherwise={row.otherwise} />}
    >
      {route}
    </Route>
  );
}

type Entry = { row: RouteRow } | { layer: Layer; rows: RouteRow[] };

/** The rows nested under their layers; rows sharing a layer at the same depth share its route. */
function nest(rows: readonly RouteRow[], depth: number): ReactElement[] {
  const entries: Entry[] = [];
  const groups = new Map<Layer, RouteRow[]>();
  for (const row of rows) {
    const layer = row.layers[depth];
    if (layer === undefined) {
      entries.push({ row });
      continue;
    }
    const group = groups.get(layer);
    if (group) group.push(row);
    else {
      const members = [row];
      groups.set(layer, members);
      entries.push({ layer, rows: members });
    }
  }
  return entries.map((entry) =>
    'row' in entry ? (
      leaf(entry.row)
    ) : (
      <Route key={`${depth}:${entry.layer}`} element={LAYERS[entry.layer]}>
        {nest(entry.rows, depth + 1)}
      </Route>
    ),
  );
}

/**
 * A screen that fails to render (or whose chunk fails to load) shows the server-error page;
 * going to another path tries again.
 */
export function Root() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <ErrorBoundary FallbackComponent={ServerErrorScreen} resetKeys={[pathname]}>
        <Suspense fallback={<PageLoader fullScreen />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/**
 * The whole table as `<Route>` elements, mounted with `<Routes>` (start.tsx). Decision: the
 * declarative router, not a data router: no screen uses loaders or actions, and the data
 * router's code was 16 KB gzip on every public page.
 */
export const appRoutes = <Route element={<Root />}>{nest(ROUTES, 0)}</Route>;
