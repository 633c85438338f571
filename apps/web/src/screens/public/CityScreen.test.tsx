import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import CityScreen from './CityScreen.tsx';

const routes = [
  { path: '/State/:state/City/:city', element: <CityScreen /> },
  { path: '/Page/:page', element: <p>page screen</p> },
];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

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

describe('City page', () => {
  it.each([
    ['ml', 'കേരളം'],
    ['hi', 'केरल'],
  ])('names the state in %s', async (language, state) => {
    fetchMock.mockResolvedValue(jsonResponse([content(5, 'Rice offer')]));
    await i18n.changeLanguage(language);
    renderRoutes(routes, { path: '/State/kerala/City/Kannur' });
    expect(await screen.findByText(state)).toBeInTheDocument();
    expect(screen.queryByText('Kerala')).not.toBeInTheDocument();
  });

  it('shows a card per content with title, QR code, publisher name and city, linking to its page', async () => {
    fetchMock.mockResolvedValue(jsonResponse([content(5, 'Rice offer'), content(3, 'Tea offer')]));
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
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/contents-city?city=Kannur');
  });

  it('shows a friendly empty state for a city without content', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
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
});
