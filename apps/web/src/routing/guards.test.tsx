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

    it('organisation-context routes need a chosen organisation', async () => {
      await landsOn('/dashboard/users', '/dashboard/orgs');
    });

    it('organisation-context routes open once an organisation is chosen', async () => {
      chooseOrg();
      await landsOn('/dashboard/users', '/dashboard/users');
      expect(screen.getByText('screen:users')).toBeInTheDocument();
    });

    it('organisation-context routes redirect to Design in design mode', async () => {
      chooseOrg();
      enterDesign();
      await landsOn('/dashboard/users', '/dashboard/design');
      expect(screen.getByText('screen:design')).toBeInTheDocument();
    });

    it('with an organisation chosen, the orgs route goes to Dashboard when org_dashboard is on', async () => {
      chooseOrg();
      await landsOn('/dashboard/orgs', '/dashboard', { org_dashboard: 1 });
      expect(screen.getByText('screen:dashboard')).toBeInTheDocument();
    });

    it('with an organisation chosen, the orgs route goes to Design (then Designs) when org_dashboard is off', async () => {
      chooseOrg();
      await landsOn('/dashboard/orgs', '/dashboard/designs', { org_dashboard: 0 });
    });

    it('with an organisation chosen and design mode on, the orgs route reaches the editor', async () => {
      chooseOrg();
      enterDesign();
      await landsOn('/dashboard/orgs', '/dashboard/design');
    });

    it('other admin routes stay open with an organisation chosen', async () => {
      chooseOrg();
      await landsOn('/dashboard/orgs/users', '/dashboard/orgs/users');
    });

    it('the Design route needs an organisation', async () => {
      enterDesign();
      await landsOn('/dashboard/design', '/dashboard/orgs');
    });

    it('the Design route needs design mode', async () => {
      chooseOrg();
      await landsOn('/dashboard/design', '/dashboard/designs');
    });

    it("a design's own address opens the editor without design mode", async () => {
      chooseOrg();
      await landsOn('/dashboard/design/42', '/dashboard/design/42');
      expect(screen.getByText('screen:design')).toBeInTheDocument();
    });

    it('a flagged route is not found while its flag is off', async () => {
      chooseOrg();
      await landsOn('/dashboard/campaigns', '/dashboard/campaigns', { org_campaigns: 0 });
      expect(screen.getByText(/Page not found\./)).toBeInTheDocument();
      expect(screen.queryByText('screen:campaigns')).not.toBeInTheDocument();
    });

    it('a flagged route opens when its flag is on', async () => {
      chooseOrg();
      await landsOn('/dashboard/campaigns', '/dashboard/campaigns', { org_campaigns: 1 });
      expect(screen.getByText('screen:campaigns')).toBeInTheDocument();
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
