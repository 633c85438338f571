import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '../../api/analytics.ts';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import AnalyticsScreen from './AnalyticsScreen.tsx';

const fetchMock = mockFetchEachTest();

const FIGURES: AdminAnalytics = {
  totals: { orgs: 3, users: 12, designs: 9, published: 4, active: 2 },
  designsByType: { promotion_coupon: 6, restaurant_menu: 3 },
  perDay: [
    { day: '2026-11-20', views: 15, scans: 4 },
    { day: '2026-11-21', views: 22, scans: 7 },
  ],
  timeZone: 'Asia/Kolkata',
};

describe('Analytics (admin context)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 't', role: 'admin' });
  });

  it("shows the server's totals and the charts' figures as tables", async () => {
    fetchMock.mockResolvedValue(jsonResponse(FIGURES));
    renderRoutes([{ path: '/a', element: <AnalyticsScreen /> }], { path: '/a' });
    const users = (await screen.findByText('Users')).parentElement;
    expect(users).toHaveTextContent('12');
    expect(screen.getByText('Organisations').parentElement).toHaveTextContent('3');
    expect(screen.getByText('Active now').parentElement).toHaveTextContent('2');

    const byType = screen.getByRole('table', { name: 'Designs by type' });
    expect(within(byType).getByRole('row', { name: 'Promotion 6' })).toBeInTheDocument();
    expect(within(byType).getByRole('row', { name: 'Restaurant 3' })).toBeInTheDocument();
    const perDay = screen.getByRole('table', { name: 'Views and scans per day' });
    expect(within(perDay).getByRole('row', { name: '21/11/2026 22 7' })).toBeInTheDocument();
    // The days are the platform zone's, and the chart says so.
    expect(screen.getByText(/Days are counted by India Standard Time\./)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/admin/analytics');
  });

  it('says when the figures cannot be loaded', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'forbidden', message: 'Only administrators' } }, 403),
    );
    renderRoutes([{ path: '/a', element: <AnalyticsScreen /> }], { path: '/a' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators');
  });
});
