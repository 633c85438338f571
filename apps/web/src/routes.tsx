// The route table of spec §2, one row per path, with its guard. Screens load lazily; the
// editor is its own chunk that only the Design route asks for. What only signed-in users
// need (dashboard frames, modals, notifications, most of Mantine's CSS) loads lazily too, so
// the public pages stay light.
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, Route, useLocation } from 'react-router';
import { SIGNED_IN_NAMESPACES } from './i18n/namespaces.ts';
import { loadNamespaces } from './i18n/setup.ts';
import { PageLoader, Preloader } from './layout/Preloader.tsx';
import { ScrollToTop } from './layout/ScrollToTop.tsx';
import { DocumentTitle } from './layout/title/DocumentTitle.tsx';
import { NotFoundScreen } from './screens/public/NotFoundScreen.tsx';
import ServerErrorScreen from './screens/public/ServerErrorScreen.tsx';
import {
  AdminContext,
  DesignRoute,
  FlagRoute,
  OrgContext,
  PlatformAdminOnly,
  PublicOnly,
  RequireSignIn,
} from './session/guards.tsx';

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

const screen = {
  // public
  Home: lazy(() => import('./screens/public/HomeScreen.tsx')),
  City: lazy(() => import('./screens/public/CityScreen.tsx')),
  Page: lazy(() => import('./screens/public/PageScreen.tsx')),
  Privacy: lazy(() => import('./screens/public/PrivacyScreen.tsx')),
  Activate: lazy(() => import('./screens/auth/ActivateScreen.tsx')),
  // auth
  SignIn: lazy(() => import('./screens/auth/SignInScreen.tsx')),
  SignUp: lazy(() => import('./screens/auth/SignUpScreen.tsx')),
  ForgotPassword: lazy(() => import('./screens/auth/ForgotPasswordScreen.tsx')),
  ResetPassword: lazy(() => import('./screens/auth/ResetPasswordScreen.tsx')),
  Lock: lazy(() => import('./screens/auth/LockScreen.tsx')),
  // admin context
  Orgs: lazy(() => import('./screens/admin/OrgsScreen.tsx')),
  OrgsUsers: lazy(() => import('./screens/admin/OrgsUsersScreen.tsx')),
  Analytics: lazy(() => import('./screens/admin/AnalyticsScreen.tsx')),
  // organisation context
  Dashboard: lazy(() => import('./screens/org/DashboardScreen.tsx')),
  Settings: lazy(() => import('./screens/org/SettingsScreen.tsx')),
  Designs: lazy(() => import('./screens/org/DesignsScreen.tsx')),
  Campaigns: lazy(() => import('./screens/samples/CampaignsScreen.tsx')),
  Forms: lazy(() => import('./screens/samples/FormsScreen.tsx')),
  Users: lazy(() => import('./screens/org/UsersScreen.tsx')),
  Editor: lazy(() => import('./editor/EditorScreen.tsx')),
  // samples and placeholders
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
};

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
 * The whole table as `<Route>` elements, mounted with `<Routes>` (main.tsx). Decision: the
 * declarative router, not a data router: no screen uses loaders or actions, and the data
 * router's code was 16 KB gzip on every public page.
 */
export const appRoutes = (
  <Route element={<Root />}>
    {/* Public routes show the preloader on entry. */}
    <Route element={<Preloader />}>
      <Route element={<PublicOnly />}>
        <Route path="/" element={<screen.Home />} />
        <Route path="/State/:state/City/:city" element={<screen.City />} />
        <Route path="/Page/:page" element={<screen.Page />} />
        <Route path="/privacy" element={<screen.Privacy />} />
        <Route path="/sign-in" element={<screen.SignIn />} />
      </Route>
      <Route path="/activate" element={<screen.Activate />} />
      <Route path="/lock" element={<screen.Lock />} />
      <Route path="/404" element={<NotFoundScreen />} />
      <Route path="/500" element={<ServerErrorScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Route>

    {/* Public, only when their flag is on. */}
    <Route element={<FlagRoute flag="registration" />}>
      <Route path="/sign-up" element={<screen.SignUp />} />
    </Route>
    <Route element={<FlagRoute flag="forgot_password" />}>
      <Route path="/forgot-password" element={<screen.ForgotPassword />} />
    </Route>
    <Route element={<FlagRoute flag="reset_password" />}>
      <Route path="/reset-password" element={<screen.ResetPassword />} />
    </Route>

    <Route element={<RequireSignIn />}>
      <Route element={<frame.SignedInProviders />}>
        {/* Full-screen editor: sign-in, a chosen organisation and design mode, or the design's
            own address (/dashboard/design/{designId}); one route, so it stays mounted. */}
        <Route element={<DesignRoute />}>
          <Route path="/dashboard/design/:designId?" element={<screen.Editor />} />
        </Route>

        {/* Admin context: its own sidebar. */}
        <Route element={<frame.AdminLayout />}>
          <Route element={<AdminContext orgsList />}>
            <Route path="/dashboard/orgs" element={<screen.Orgs />} />
          </Route>
          <Route element={<AdminContext />}>
            <Route element={<PlatformAdminOnly />}>
              <Route path="/dashboard/orgs/users" element={<screen.OrgsUsers />} />
            </Route>
            {/* Platform figures, or the organisations the user runs (the screen decides). */}
            <Route path="/dashboard/orgs/analytics" element={<screen.Analytics />} />
          </Route>
        </Route>

        {/* Organisation context: a chosen organisation, outside design mode. */}
        <Route element={<OrgContext />}>
          <Route element={<frame.OrgLayout />}>
            <Route element={<FlagRoute flag="org_dashboard" otherwise="/dashboard/designs" />}>
              <Route path="/dashboard" element={<screen.Dashboard />} />
            </Route>
            <Route path="/dashboard/designs" element={<screen.Designs />} />
            <Route element={<FlagRoute flag="org_campaigns" />}>
              <Route path="/dashboard/campaigns" element={<screen.Campaigns />} />
            </Route>
            <Route element={<FlagRoute flag="org_forms" />}>
              <Route path="/dashboard/forms" element={<screen.Forms />} />
            </Route>
            <Route path="/dashboard/users" element={<screen.Users />} />
          </Route>
        </Route>

        {/* The user's own settings: in the organisation's frame when one is chosen, else in
            the administration's (the user menu offers Settings in both). */}
        <Route element={<frame.CurrentContextLayout />}>
          <Route path="/dashboard/settings" element={<screen.Settings />} />
        </Route>

        {/* Sample and placeholder screens: signed in is enough. */}
        <Route element={<frame.SignedInLayout />}>
          <Route path="/dashboard/transactions" element={<screen.Transactions />} />
          <Route path="/dashboard/bootstrap-tables" element={<screen.BootstrapTables />} />
          <Route path="/dashboard/billing" element={<screen.Billing />} />
          <Route path="/dashboard/invoice" element={<screen.Invoice />} />
          <Route path="/dashboard/upgrade" element={<screen.Upgrade />} />
          <Route path="/dashboard/widgets" element={<screen.Widgets />} />
          <Route path="/components/widgets" element={<screen.ComponentsWidgets />} />
          <Route path="/app/coupons/summary" element={<screen.CouponsSummary />} />
          <Route path="/app/coupons/design" element={<screen.CouponsDesign />} />
          <Route path="/app/coupons/configuration" element={<screen.CouponsConfiguration />} />
        </Route>
      </Route>
    </Route>
  </Route>
);
