import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminContext } from '../../routing/guards.tsx';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { ORGS } from '../../test/records.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import OrgsScreen from './OrgsScreen.tsx';

const fetchMock = mockFetchEachTest();

const renderOrgs = (role: string, orgDashboard: 0 | 1 = 0) => {
  useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 't', role });
  return renderRoutes(
    [
      {
        element: <AdminContext orgsList />,
        children: [{ path: '/dashboard/orgs', element: <OrgsScreen /> }],
      },
      { path: '/dashboard', element: <p>org dashboard</p> },
      { path: '/dashboard/design', element: <p>design route</p> },
    ],
    { path: '/dashboard/orgs', flags: { org_dashboard: orgDashboard } },
  );
};

describe('Organisations screen (spec §2)', { timeout: 30_000 }, () => {
  it('lists name, address, city, state, phone and the status in words', async () => {
    fetchMock.mockResolvedValue(jsonResponse(ORGS));
    renderOrgs('admin');
    const list = await screen.findByRole('list', { name: 'Organisations' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveAccessibleName('Choose Malabar Mart');
    expect(first).toHaveTextContent('14 Fort Road, Kannur, Tamil Nadu');
    expect(first).toHaveTextContent('4972701234');
    expect(first).toHaveTextContent('Online');
    expect(second).toHaveTextContent('Offline');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/orgs');
  });

  it("shows 'New Organization' to platform admins only", async () => {
    fetchMock.mockResolvedValue(jsonResponse(ORGS));
    renderOrgs('admin');
    expect(screen.getByRole('button', { name: 'New Organization' })).toBeInTheDocument();
  });

  it('hides it from other users', async () => {
    fetchMock.mockResolvedValue(jsonResponse(ORGS));
    renderOrgs('user');
    await screen.findByRole('list', { name: 'Organisations' });
    expect(screen.queryByRole('button', { name: 'New Organization' })).not.toBeInTheDocument();
  });

  it('chooses an organisation and follows the org_dashboard flag', async () => {
    fetchMock.mockResolvedValue(jsonResponse(ORGS));
    const { router } = renderOrgs('admin', 1);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Choose Quiet Shop' }));
    expect(await screen.findByText('org dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(useSession.getState().org).toEqual({
      orgId: 8,
      orgName: 'Quiet Shop',
      orgAddress: 'Beach Road',
      orgCity: 'Kozhikode',
      orgState: 'kerala',
      orgPhone: '4952701234',
      orgRole: null,
    });
  });

  it('shows an empty state', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    renderOrgs('admin');
    expect(await screen.findByText('No organisations yet')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: 'forbidden', message: 'Not allowed here' } }, 403),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(ORGS));
    renderOrgs('admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not allowed here');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Organisations' })).toBeInTheDocument();
  });
});
