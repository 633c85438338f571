import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import HomeScreen from './HomeScreen.tsx';

const routes = [
  { path: '/', element: <HomeScreen /> },
  { path: '/State/:state/City/:city', element: <p>city screen</p> },
];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('Home', () => {
  it('shows the tagline, the app QR code, the scan prompt and the privacy link', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    renderRoutes(routes);
    expect(
      screen.getByRole('heading', { name: 'To-go app for real-world contents.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for the Nibble app' })).toHaveAttribute(
      'src',
      '/api/v1/nibble-qrcode',
    );
    expect(screen.getByText('Scan the code using the app')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('navigates to the city page picked in the dropdown', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse([
        { state: 'kerala', city: 'Kannur' },
        { state: 'tamil_nadu', city: 'Chennai' },
      ]),
    );
    const { router } = renderRoutes(routes);
    const picker = screen.getByRole('textbox', { name: 'Select a city' });
    await vi.waitFor(() => expect(picker).toBeEnabled());
    await userEvent.click(picker);
    await userEvent.type(picker, 'chen');
    await userEvent.click(await screen.findByRole('option', { name: 'Chennai', hidden: true }));
    expect(router.state.location.pathname).toBe('/State/tamil_nadu/City/Chennai');
  });
});
