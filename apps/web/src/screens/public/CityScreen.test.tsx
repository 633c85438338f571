import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import CityScreen from './CityScreen.tsx';

const routes = [
  { path: '/State/:state/City/:city', element: <CityScreen /> },
  { path: '/Page/:page', element: <p>page screen</p> },
];
const fetchMock = mockFetchEachTest();

const content = (id: number, title: string) => ({
  id,
  title,
  preview: '',
  type: 'promotion_coupon',
  template: '',
  code_type: '001',
  publisher_name: 'Malabar Fresh Mart',
  publisher_city: 'Kannur',
});

const page = (items: unknown[], nextCursor: string | null = null) => ({ items, nextCursor });

describe('City page', () => {
  it.each([
    ['ml', 'കേരളം'],
    ['hi', 'केरल'],
  ])('names the state in %s', async (language, state) => {
    fetchMock.mockResolvedValue(jsonResponse(page([content(5, 'Rice offer')])));
    await i18n.changeLanguage(language);
    renderRoutes(routes, { path: '/State/kerala/City/Kannur' });
    expect(await screen.findByText(state)).toBeInTheDocument();
    expect(screen.queryByText('Kerala')).not.toBeInTheDocument();
  });

  it('shows a card per content with title, QR code, publisher name and city, linking to its page', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(page([content(5, 'Rice offer'), content(3, 'Tea offer')])),
    );
    renderRoutes(routes, { path: '/State/kerala/City/Kannur' });

    expect(
      await screen.findByRole('heading', { name: 'Rice offer' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contents in Kannur' })).toBeInTheDocument();
    expect(screen.getByText('Kerala')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /offer/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/Page/5', '/Page/3']);
    expect(screen.getByRole('img', { name: 'QR code for Tea offer' })).toHaveAttribute(
      'src',
      '/api/v1/qrcode/001:3',
    );
    expect(screen.getAllByText('Malabar Fresh Mart')).toHaveLength(2);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/contents-city?city=Kannur&limit=24');
    // The only page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Show more offers' })).not.toBeInTheDocument();
  });

  it('shows a friendly empty state for a city without content', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page([])));
    renderRoutes(routes, { path: '/State/goa/City/Atlantis' });
    expect(
      await screen.findByRole('heading', { name: 'Nothing in Atlantis yet' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another city' })).toHaveAttribute('href', '/');
  });

  it('shows an error with a retry when the listing fails', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    renderRoutes(routes, { path: '/State/kerala/City/Kannur' });
    expect(
      await screen.findByText('The contents could not be loaded', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('loads the next page with the Show more offers button, keeping the first', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(page([content(9, 'Fish offer')], 'CURSOR1')))
      .mockResolvedValueOnce(jsonResponse(page([content(8, 'Milk offer')])));
    renderRoutes(routes, { path: '/State/kerala/City/Kannur' });
    await screen.findByRole('heading', { name: 'Fish offer' }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Show more offers' }));
    expect(
      await screen.findByRole('heading', { name: 'Milk offer' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fish offer' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(
      '/api/v1/contents-city?city=Kannur&limit=24&cursor=CURSOR1',
    );
    expect(screen.queryByRole('button', { name: 'Show more offers' })).not.toBeInTheDocument();
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    // A stand-in observer that reports the sentinel as visible as soon as it is observed.
    class SeenAtOnce {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      disconnect() {}
      unobserve() {}
    }
    vi.stubGlobal('IntersectionObserver', SeenAtOnce);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(page([content(9, 'Fish offer')], 'CURSOR1')))
      .mockResolvedValueOnce(jsonResponse(page([content(8, 'Milk offer')])));
    renderRoutes(routes, { path: '/State/kerala/City/Kannur' });
    expect(
      await screen.findByRole('heading', { name: 'Milk offer' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when a later page fails and lets the visitor try again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(page([content(9, 'Fish offer')], 'CURSOR1')))
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockResolvedValueOnce(jsonResponse(page([content(8, 'Milk offer')])));
    renderRoutes(routes, { path: '/State/kerala/City/Kannur' });
    await screen.findByRole('heading', { name: 'Fish offer' }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Show more offers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More offers could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Fish offer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more offers' }));
    expect(
      await screen.findByRole('heading', { name: 'Milk offer' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
