import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { createRoutesFromElements } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes, Root } from './routes.tsx';
import { ROUTES } from './routing/table.ts';
import { SIGNED_OUT, useSession } from './session/store.ts';
import { signInAnswer } from './test/records.ts';
import { jsonResponse, renderRoutes } from './test/render.tsx';

const ALL_FLAGS_ON = {
  registration: 1,
  forgot_password: 1,
  remember_me: 1,
  org_dashboard: 1,
  org_campaigns: 1,
  org_forms: 1,
  org_widgets: 1,
  reset_password: 1,
  campaign_state: 1,
} as const;

const routes = createRoutesFromElements(appRoutes);
const notFound = /Page not found\./;

const signInWithOrg = () => {
  useSession.getState().signIn(signInAnswer({ id: 't', role: 'sys_admin' }));
  useSession.getState().selectOrg({
    id: 1,
    name: 'Malabar Fresh Mart',
    address: '12 Fort Road',
    city: 'Kannur',
    state: 'kerala',
    phone: '9876543210',
  });
};

/**
 * The path stays, its lazily loaded screen renders a page heading (h1), and it is not the
 * not-found page. Headings are not compared: real screens replace the placeholders.
 */
async function opensScreen(path: string) {
  const { router } = renderRoutes(routes, { path, flags: ALL_FLAGS_ON });
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 3000 });
  expect(router.state.location.pathname).toBe(new URL(path, 'http://x').pathname);
  expect(screen.queryByText(notFound)).not.toBeInTheDocument();
}

describe('route table (spec §2)', () => {
  // Screens that load data get a plain refusal: this suite is about routing, not data.
  beforeEach(() => {
    useSession.setState(SIGNED_OUT);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'not_found', message: 'No data here' } }, 404),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    '/sign-in',
    '/privacy',
    '/State/kerala/City/Kannur',
    '/activate?code=abc',
    '/sign-up',
    '/forgot-password',
    '/reset-password?code=abc',
  ])('public %s opens its screen', async (path) => {
    await opensScreen(path);
  });

  it.each(
    // Every signed-in screen of the table but the editor and the organisations list, whose
    // guards send a user with an organisation elsewhere (tested on their own below).
    ROUTES.filter(
      ({ layers }) =>
        layers.includes('signed-in') && !layers.includes('design') && !layers.includes('orgs-list'),
    ).map(({ path }) => path),
  )('signed in with an organisation, %s opens its screen', async (path) => {
    signInWithOrg();
    await opensScreen(path);
  });

  it('signed in without an organisation, the orgs route opens the organisations screen', async () => {
    signInWithOrg();
    useSession.getState().resetOrg();
    await opensScreen('/dashboard/orgs');
  });

  it('signed in without an organisation, Settings opens (the user menu offers it everywhere)', async () => {
    signInWithOrg();
    useSession.getState().resetOrg();
    await opensScreen('/dashboard/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('an owner opens the Analytics of the organisation they run; an employee is not sent there', async () => {
    useSession.getState().signIn({
      status: '1',
      id: 't',
      name: 'Owner',
      phone: '9000000001',
      role: 'user',
      mode: 0,
      email: '',
    });
    const org = { id: 4, name: 'Kannur Fresh', address: '', city: 'Kannur', state: 'kerala' };
    const answer = (memberRole: string) =>
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/v1/orgs'
          ? jsonResponse([
              { ...org, phone: '9000000000', status: 1, category: '', postcode: '', memberRole },
            ])
          : jsonResponse({
              designsByState: { NEW: 1, PUBLISHED: 0, DISABLED: 0 },
              active: 0,
              perDay: [],
            }),
      );
    const owner = answer('org_owner');
    vi.stubGlobal('fetch', owner);
    const first = renderRoutes(routes, { path: '/dashboard/orgs/analytics' });
    expect(await screen.findByText("How Kannur Fresh's designs are doing.")).toBeInTheDocument();
    expect(owner.mock.calls.map(([url]) => String(url))).toContain('/api/v1/org/4/analytics');
    expect(first.router.state.location.pathname).toBe('/dashboard/orgs/analytics');
    first.unmount();

    vi.stubGlobal('fetch', answer('org_employee'));
    const second = renderRoutes(routes, { path: '/dashboard/orgs/analytics' });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/dashboard/orgs'));
    second.unmount();
    // The users across organisations are for platform admins only, not a "not allowed" page.
    const third = renderRoutes(routes, { path: '/dashboard/orgs/users' });
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/dashboard/orgs'));
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
  });

  it('a content page the server does not know shows the not-found page', async () => {
    const { router } = renderRoutes(routes, { path: '/Page/12' });
    expect(await screen.findByText(notFound, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Page/12');
  });

  it('sets the document title of the route a visitor ends on', async () => {
    signInWithOrg();
    renderRoutes(routes, { path: '/dashboard/designs' });
    await waitFor(() => expect(document.title).toBe('Designs · Nibble Studio'));
  });

  it('unknown paths show the not-found page', async () => {
    renderRoutes(routes, { path: '/no/such/place' });
    expect(await screen.findByText(notFound)).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Nibble Studio');
    expect(screen.getByRole('link', { name: /Go back home/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('/500 shows the server-error text', async () => {
    renderRoutes(routes, { path: '/500' });
    expect(
      await screen.findByText(
        'Something has gone seriously wrong; we should be back by the time you finish your coffee.',
      ),
    ).toBeInTheDocument();
  });

  it('/dashboard without flag org_dashboard goes to Designs', async () => {
    signInWithOrg();
    const { router } = renderRoutes(routes, { path: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/designs'));
  });

  it('the Design route lazy-loads the editor screen in design mode', async () => {
    signInWithOrg();
    useSession.getState().enterDesign('promotion_coupon', 'Coupon');
    const { router } = renderRoutes(routes, { path: '/dashboard/design' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/design'));
    await waitFor(() => expect(screen.queryByText(notFound)).not.toBeInTheDocument());
  });
});

function Broken(): never {
  throw new Error('a screen that fails to render');
}

const serverError =
  'Something has gone seriously wrong; we should be back by the time you finish your coffee.';

describe('the route root', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the server-error page when a screen fails, and recovers on the next path', async () => {
    // React reports the caught error on the console; the test is about what the visitor sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(
      [
        {
          element: <Root />,
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/fine', element: <h1>Fine</h1> },
          ],
        },
      ],
      { path: '/broken' },
    );
    expect(await screen.findByText(serverError)).toBeInTheDocument();

    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByText(serverError)).not.toBeInTheDocument();
  });
});
