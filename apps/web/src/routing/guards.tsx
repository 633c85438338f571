// The route guards of spec §2 "Route guarding", one small component per rule, beside the route
// table that names them (table.ts). Each renders its child routes (<Outlet/>) or redirects.
import { FLAG_DEFAULTS, type FlagName, isPlatformAdmin } from '@nibble/core';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { PageLoader } from '../layout/Preloader.tsx';
import { NotFoundScreen } from '../screens/public/NotFoundScreen.tsx';
import { useFlagsQuery } from '../session/flags.ts';
import { afterSignIn, designPath, type FromState, PATHS } from '../session/paths.ts';
import { useSession } from '../session/store.ts';

/** Not signed in: to sign-in, remembering where the visitor was going. */
export function RequireSignIn({ children }: { children?: ReactNode }) {
  const signedIn = useSession((s) => s.signedIn);
  const location = useLocation();
  if (!signedIn) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={PATHS.signIn} replace state={state} />;
  }
  return children ?? <Outlet />;
}

/**
 * Home, City, Page, Privacy and Sign-in are for visitors. A signed-in user goes to the
 * organisations list, or, just after signing in, back to where they were going.
 */
export function PublicOnly({ children }: { children?: ReactNode }) {
  const signedIn = useSession((s) => s.signedIn);
  const location = useLocation();
  if (signedIn) return <Navigate to={afterSignIn(location.state)} replace />;
  return children ?? <Outlet />;
}

/** Organisation-context routes need a chosen organisation and are closed in design mode. */
export function OrgContext({ children }: { children?: ReactNode }) {
  const hasOrg = useSession((s) => s.org !== null);
  const design = useSession((s) => s.design);
  if (!hasOrg) return <Navigate to={PATHS.orgs} replace />;
  // To the design's own address when it has one: opening a design from the list enters
  // design mode and goes there, and this redirect must not replace it with a vaguer one.
  if (design) {
    return (
      <Navigate
        to={design.designId === null ? PATHS.design : designPath(design.designId)}
        replace
      />
    );
  }
  return children ?? <Outlet />;
}

/**
 * Admin-context routes. The organisations list itself (`orgsList`) is left once an
 * organisation is chosen: for the Dashboard when flag org_dashboard is on, otherwise for the
 * Design route, whose own guard sends a user not in design mode on to Designs.
 */
export function AdminContext({
  orgsList = false,
  children,
}: {
  orgsList?: boolean;
  children?: ReactNode;
}) {
  const hasOrg = useSession((s) => s.org !== null);
  const flags = useFlagsQuery();
  if (orgsList && hasOrg) {
    if (flags.isPending) return <PageLoader />;
    return (
      <Navigate
        to={(flags.data ?? FLAG_DEFAULTS).org_dashboard === 1 ? PATHS.dashboard : PATHS.design}
        replace
      />
    );
  }
  return children ?? <Outlet />;
}

/**
 * Screens only platform admins may open (the users across organisations): anyone else goes
 * back to the organisations list rather than to a page that only says "not allowed".
 */
export function PlatformAdminOnly({ children }: { children?: ReactNode }) {
  const platformAdmin = useSession((s) => isPlatformAdmin(s.role));
  if (!platformAdmin) return <Navigate to={PATHS.orgs} replace />;
  return children ?? <Outlet />;
}

/**
 * The full-screen editor: needs a chosen organisation, and design mode unless the address
 * names the design (/dashboard/design/{designId}), which then enters design mode itself.
 */
export function DesignRoute({ children }: { children?: ReactNode }) {
  const hasOrg = useSession((s) => s.org !== null);
  const inDesign = useSession((s) => s.design !== null);
  const { designId } = useParams();
  if (!hasOrg) return <Navigate to={PATHS.orgs} replace />;
  if (!inDesign && designId === undefined) return <Navigate to={PATHS.designs} replace />;
  return children ?? <Outlet />;
}

/**
 * Routes behind a feature flag. When the flag is off the route does not exist (not-found
 * page), unless `otherwise` names where to go instead. Waits for the server's flags so a
 * route that is switched on never flashes the not-found page.
 */
export function FlagRoute({
  flag,
  otherwise,
  children,
}: {
  flag: FlagName;
  otherwise?: string;
  children?: ReactNode;
}) {
  const flags = useFlagsQuery();
  if (flags.isPending) return <PageLoader />;
  const on = (flags.data ?? FLAG_DEFAULTS)[flag] === 1;
  if (!on) return otherwise ? <Navigate to={otherwise} replace /> : <NotFoundScreen />;
  return children ?? <Outlet />;
}
