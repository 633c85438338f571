import { FLAG_DEFAULTS } from '@nibble/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/setup.ts';
import { SIGNED_OUT, useSession } from '../session/store.ts';
import { renderRoutes } from '../test/render.tsx';
import { AdminLayout, adminNavItems } from './AdminLayout.tsx';
import type { NavItem } from './DashboardShell.tsx';
import { navName } from './navNames.ts';
import { OrgLayout, orgNavItems } from './OrgLayout.tsx';

// The English names of the entries, as the sidebar shows them by default.
const labels = (items: NavItem[]) =>
  items.map((item) => navName(item.name, i18n.getFixedT('en', 'dashboard')));

describe('sidebars (spec §2 Navigation)', () => {
  it('admin sidebar shows Users only to sys_admin and admin, Analytics to those it has figures for', () => {
    expect(labels(adminNavItems('sys_admin'))).toEqual(['Organizations', 'Users', 'Analytics']);
    expect(labels(adminNavItems('admin'))).toEqual(['Organizations', 'Users', 'Analytics']);
    // An owner or administrator of an organisation sees its figures; other staff see none.
    expect(labels(adminNavItems('operator', true))).toEqual(['Organizations', 'Analytics']);
    expect(labels(adminNavItems('operator'))).toEqual(['Organizations']);
  });

  it('organisation sidebar shows flagged entries only when their flag is on', () => {
    expect(labels(orgNavItems({ ...FLAG_DEFAULTS }))).toEqual(['Designs', 'Users']);
    expect(
      labels(
        orgNavItems({
          ...FLAG_DEFAULTS,
          org_dashboard: 1,
          org_campaigns: 1,
          org_forms: 1,
          org_widgets: 1,
        }),
      ),
    ).toEqual(['Dashboard', 'Campaigns', 'Forms', 'Widgets', 'Designs', 'Users']);
    expect(labels(orgNavItems({ ...FLAG_DEFAULTS, org_forms: 1 }))).toEqual([
      'Forms',
      'Designs',
      'Users',
    ]);
  });
});

describe('top bar (spec §2 Navigation)', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    useSession.setState(SIGNED_OUT);
    useSession.getState().signIn({
      status: '1',
      id: 'tok-9',
      name: 'Asha Menon',
      phone: '9999999999',
      role: 'sys_admin',
      mode: 0,
      email: '',
    });
    useSession.getState().selectOrg({
      id: 3,
      name: 'Malabar Fresh Mart',
      address: '12 Fort Road',
      city: 'Kannur',
      state: 'tamil_nadu',
      phone: '9876543210',
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const renderOrg = () =>
    renderRoutes(
      [
        { element: <OrgLayout />, children: [{ path: '/dashboard/users', element: <p>users</p> }] },
        { element: <AdminLayout />, children: [{ path: '/dashboard/orgs', element: <p>orgs</p> }] },
        { path: '/dashboard/designs', element: <p>designs</p> },
        { path: '/sign-in', element: <p>sign in page</p> },
      ],
      { path: '/dashboard/users' },
    );

  it('shows the organisation with its address, city, state label and phone', () => {
    renderOrg();
    expect(screen.getAllByText('Malabar Fresh Mart').length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('12 Fort Road · Kannur · Tamil Nadu · 9876543210').length,
    ).toBeGreaterThan(0);
  });

  it('the back arrow clears the organisation outside design mode', async () => {
    const { router } = renderOrg();
    await userEvent.click(screen.getAllByRole('button', { name: 'Back to organisations' })[0]!);
    expect(useSession.getState().org).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard/orgs');
  });

  it('the back arrow leaves design mode first, keeping the organisation', async () => {
    useSession.getState().enterDesign('promotion_coupon', 'Coupon');
    const { router } = renderOrg();
    expect(screen.queryByText(/Fort Road/)).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Leave design mode' })[0]!);
    expect(useSession.getState().design).toBeNull();
    expect(useSession.getState().org?.orgName).toBe('Malabar Fresh Mart');
    expect(router.state.location.pathname).toBe('/dashboard/designs');
  });

  it('Logout deletes the session on the server, then clears it here', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { router } = renderOrg();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'User menu for Asha Menon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/session/tok-9');
    expect(init?.method).toBe('DELETE');
    expect(useSession.getState()).toMatchObject({ signedIn: false, token: '', org: null });
  });

  it('Logout still signs out when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const { router } = renderOrg();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'User menu for Asha Menon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(useSession.getState().signedIn).toBe(false);
  });

  it('the sidebar links follow the flags', () => {
    renderOrg();
    const nav = screen.getByRole('navigation', { name: 'Organisation navigation' });
    expect(within(nav).getByRole('link', { name: 'Designs' })).toHaveAttribute(
      'href',
      '/dashboard/designs',
    );
    expect(within(nav).queryByRole('link', { name: 'Campaigns' })).not.toBeInTheDocument();
  });

  it('speaks Malayalam: state, sidebar, back arrow and user menu button', async () => {
    await i18n.changeLanguage('ml');
    renderOrg();
    expect(screen.getAllByText('12 Fort Road · കണ്ണൂർ · തമിഴ്നാട് · 9876543210').length).toBeGreaterThan(
      0,
    );
    const nav = screen.getByRole('navigation', { name: 'മെനു: സ്ഥാപനം' });
    expect(within(nav).getByRole('link', { name: 'ഡിസൈനുകൾ' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'ഉപയോക്താക്കൾ' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'സ്ഥാപനങ്ങളിലേക്ക് മടങ്ങുക' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Asha Menon – ഉപയോക്തൃ മെനു' })).toBeInTheDocument();
  });
});
