import type { Flags } from '@nibble/core';
import { screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_OUT, useSession } from '../session/store.ts';
import { signInAnswer } from '../test/records.ts';
import { renderRoutes } from '../test/render.tsx';
import {
  AdminContext,
  DesignRoute,
  FlagRoute,
  OrgContext,
  PublicOnly,
  RequireSignIn,
} from './guards.tsx';

const at = (name: string) => <p>screen:{name}</p>;

// The guards arranged as in routes.tsx, with marker screens instead of the real ones.
const routes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [
      { path: '/', element: at('home') },
      { path: '/State/:state/City/:city', element: at('city') },
      { path: '/Page/:page', element: at('page') },
      { path: '/privacy', element: at('privacy') },
      { path: '/sign-in', element: at('sign-in') },
    ],
  },
  { path: '/lock', element: at('lock') },
  {
    element: <FlagRoute flag="registration" />,
    children: [{ path: '/sign-up', element: at('sign-up') }],
  },
  {
    element: <RequireSignIn />,
    children: [
      {
        element: <DesignRoute />,
        children: [{ path: '/dashboard/design/:designId?', element: at('design') }],
      },
      {
        element: <Outlet />,
        children: [
          {
            element: <AdminContext orgsList />,
            children: [{ path: '/dashboard/orgs', element: at('orgs') }],
          },
          {
            element: <AdminContext />,
            children: [{ path: '/dashboard/orgs/users', element: at('orgs-users') }],
          },
        ],
      },
      {
        element: <OrgContext />,
        children: [
          {
            element: <FlagRoute flag="org_dashboard" otherwise="/dashboard/designs" />,
            children: [{ path: '/dashboard', element: at('dashboard') }],
          },
          { path: '/dashboard/designs', element: at('designs') },
          { path: '/dashboard/users', element: at('users') },
          {
            element: <FlagRoute flag="org_campaigns" />,
            children: [{ path: '/dashboard/campaigns', element: at('campaigns') }],
          },
        ],
      },
    ],
  },
];

const signIn = () => useSession.getState().signIn(signInAnswer({ id: 't', role: 'sys_admin' }));
const chooseOrg = () =>
  useSession.getState().selectOrg({
    id: 3,
    name: 'Kannur Bakes',
    address: 'Fort Road',
    city: 'Kannur',
    state: 'kerala',
    phone: '9876543210',
  });
const enterDesign = () => useSession.getState().enterDesign('promotion_coupon', 'Coupon');

async function landsOn(
  path: string,
  expected: string,
  flags: Partial<Flags> = {},
  state?: unknown,
) {
  const { router } = renderRoutes(routes, { path, flags, state });
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  return router;
}

describe('route guarding (spec §2)', () => {
  beforeEach(() => useSession.setState(SIGNED_OUT));

  describe('not signed in', () => {
    it.each(['/dashboard/orgs', '/dashboard/designs', '/dashboard/design', '/dashboard'])(
      '%s redirects to sign-in, keeping the origin',
      async (path) => {
        const router = await landsOn(`${path}`, '/sign-in');
        expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
        expect(screen.getByText('screen:sign-in')).toBeInTheDocument();
      },
    );

    it('public pages stay reachable', async () => {
      await landsOn('/State/kerala/City/Kannur', '/State/kerala/City/Kannur');
      expect(screen.getByText('screen:city')).toBeInTheDocument();
    });
  });

  describe('signed in', () => {
    beforeEach(signIn);

    it.each(['/', '/State/kerala/City/Kannur', '/Page/12', '/privacy', '/sign-in'])(
      '%s redirects to the organisations list',
      async (path) => {
        await landsOn(path, '/dashboard/orgs');
        expect(screen.getByText('screen:orgs')).toBeInTheDocument();
      },
    );

    it('sign-in returns to the origin location after signing in', async () => {
      await landsOn(
        '/sign-in',
        '/dashboard/orgs/users',
        {},
        {
          from: { pathname: '/dashboard/orgs/users' },
        },
      );
    });

    it('the lock screen is public and does not redirect', async () => {
      await landsOn('/lock', '/lock');
    });

    // Where an address lands once signed in, by what the session holds: an organisation
    // chosen, design mode on, the flags. `shows` is the screen it then shows, where checked.
    it.each([
      {
        what: 'organisation-context routes need a chosen organisation',
        org: false,
        design: false,
        path: '/dashboard/users',
        lands: '/dashboard/orgs',
      },
      {
        what: 'organisation-context routes open once an organisation is chosen',
        org: true,
        design: false,
        path: '/dashboard/users',
        lands: '/dashboard/users',
        shows: 'screen:users',
      },
      {
        what: 'organisation-context routes redirect to Design in design mode',
        org: true,
        design: true,
        path: '/dashboard/users',
        lands: '/dashboard/design',
        shows: 'screen:design',
      },
      {
        what: 'with an organisation chosen, the orgs route goes to Dashboard when org_dashboard is on',
        org: true,
        design: false,
        path: '/dashboard/orgs',
        lands: '/dashboard',
        flags: { org_dashboard: 1 },
        shows: 'screen:dashboard',
      },
      {
        what: 'with an organisation chosen, the orgs route goes to Design (then Designs) when org_dashboard is off',
        org: true,
        design: false,
        path: '/dashboard/orgs',
        lands: '/dashboard/designs',
        flags: { org_dashboard: 0 },
      },
      {
        what: 'with an organisation chosen and design mode on, the orgs route reaches the editor',
        org: true,
        design: true,
        path: '/dashboard/orgs',
        lands: '/dashboard/design',
      },
      {
        what: 'other admin routes stay open with an organisation chosen',
        org: true,
        design: false,
        path: '/dashboard/orgs/users',
        lands: '/dashboard/orgs/users',
      },
      {
        what: 'the Design route needs an organisation',
        org: false,
        design: true,
        path: '/dashboard/design',
        lands: '/dashboard/orgs',
      },
      {
        what: 'the Design route needs design mode',
        org: true,
        design: false,
        path: '/dashboard/design',
        lands: '/dashboard/designs',
      },
      {
        what: "a design's own address opens the editor without design mode",
        org: true,
        design: false,
        path: '/dashboard/design/42',
        lands: '/dashboard/design/42',
        shows: 'screen:design',
      },
      {
        what: 'a flagged route opens when its flag is on',
        org: true,
        design: false,
        path: '/dashboard/campaigns',
        lands: '/dashboard/campaigns',
        flags: { org_campaigns: 1 },
        shows: 'screen:campaigns',
      },
    ] as {
      what: string;
      org: boolean;
      design: boolean;
      path: string;
      lands: string;
      flags?: Partial<Flags>;
      shows?: string;
    }[])('$what', async ({ org, design, path, lands, flags, shows }) => {
      if (org) chooseOrg();
      if (design) enterDesign();
      await landsOn(path, lands, flags);
      if (shows) expect(screen.getByText(shows)).toBeInTheDocument();
    });

    it('a flagged route is not found while its flag is off', async () => {
      chooseOrg();
      await landsOn('/dashboard/campaigns', '/dashboard/campaigns', { org_campaigns: 0 });
      expect(screen.getByText(/Page not found\./)).toBeInTheDocument();
      expect(screen.queryByText('screen:campaigns')).not.toBeInTheDocument();
    });
  });

  it('sign-up exists only when flag registration is on', async () => {
    await landsOn('/sign-up', '/sign-up', { registration: 0 });
    expect(screen.getByText(/Page not found\./)).toBeInTheDocument();
  });

  it('sign-up opens when flag registration is on', async () => {
    await landsOn('/sign-up', '/sign-up', { registration: 1 });
    expect(screen.getByText('screen:sign-up')).toBeInTheDocument();
  });
});
