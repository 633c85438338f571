import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrgAnalytics } from '../../api/analytics.ts';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { chosenOrg } from '../../test/records.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import DashboardScreen from './DashboardScreen.tsx';

const fetchMock = mockFetchEachTest();

const FIGURES: OrgAnalytics = {
  designsByState: { NEW: 5, PUBLISHED: 3, DISABLED: 1 },
  active: 2,
  perDay: [{ day: '2026-11-21', views: 9, scans: 4 }],
};

describe('Dashboard (flag org_dashboard)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSession.setState({
      ...SIGNED_OUT,
      signedIn: true,
      token: 't',
      role: 'user',
      org: chosenOrg({
        orgId: 4,
        orgName: 'Malabar Mart',
        orgState: 'kerala',
        orgRole: 'org_owner',
      }),
    });
  });

  it("shows the organisation's designs by state, active publications and daily figures", async () => {
    fetchMock.mockResolvedValue(jsonResponse(FIGURES));
    renderRoutes([{ path: '/dashboard', element: <DashboardScreen /> }], { path: '/dashboard' });
    expect((await screen.findByText('Not published')).parentElement).toHaveTextContent('5');
    expect(screen.getByText('Published').parentElement).toHaveTextContent('3');
    expect(screen.getByText('Disabled').parentElement).toHaveTextContent('1');
    expect(screen.getByText('Active now').parentElement).toHaveTextContent('2');
    const perDay = screen.getByRole('table', { name: 'Views and scans per day' });
    expect(within(perDay).getByRole('row', { name: '21/11/2026 9 4' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/org/4/analytics');
  });

  it('sends staff who do not run the organisation on to Designs', async () => {
    const org = useSession.getState().org;
    useSession.setState({ org: org && { ...org, orgRole: 'org_employee' } });
    const { router } = renderRoutes(
      [
        { path: '/dashboard', element: <DashboardScreen /> },
        { path: '/dashboard/designs', element: <p>designs</p> },
      ],
      { path: '/dashboard' },
    );
    expect(await screen.findByText('designs')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/designs');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
