import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import PageScreen from './PageScreen.tsx';

const routes = [{ path: '/Page/:page', element: <PageScreen /> }];
const fetchMock = mockFetchEachTest();

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('Page screen', () => {
  it('shows the title, QR code, preview and validity of a published content', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        id: 12,
        title: 'Weekend Vegetable Sale',
        preview: '/api/v1/design-image/3/path/design-1',
        type: 'promotion_coupon',
        template: '',
        code_type: '001',
        publisher_name: 'Malabar Fresh Mart',
        publisher_city: 'Kannur',
        // Midnight at the start and the last instant of the end day in India …
        publish_start: '2026-11-19T18:30:00.000Z',
        publish_end: '2026-12-22T18:29:59.999Z',
        valid_from: '2026-11-20',
        valid_to: '2026-12-22',
      }),
    );
    // … seen from a browser in California, where the start instant is still 19 November.
    process.env.TZ = 'America/Los_Angeles';
    renderRoutes(routes, { path: '/Page/12' });

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Weekend Vegetable Sale', level: 1 },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for Weekend Vegetable Sale' })).toHaveAttribute(
      'src',
      '/api/v1/qrcode/001:12',
    );
    expect(screen.getByRole('img', { name: 'Preview of Weekend Vegetable Sale' })).toHaveAttribute(
      'src',
      '/api/v1/design-image/3/path/design-1',
    );
    expect(screen.getByText('Valid 20/11/2026 – 22/12/2026')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/contents-id?pageId=12');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('shows the not-found page for an unknown or unpublished id', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'not_found', message: 'Page not found' } }, 404),
    );
    renderRoutes(routes, { path: '/Page/404404' });
    expect(await screen.findByText('Page not found.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('shows the not-found page for an id that is not a number, without asking', async () => {
    renderRoutes(routes, { path: '/Page/abc' });
    expect(await screen.findByText('Page not found.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the server fails', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    renderRoutes(routes, { path: '/Page/7' });
    expect(
      await screen.findByText('This content could not be loaded', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
