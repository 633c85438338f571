import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { openPage } from '../../public/openPage.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import HomeScreen from './HomeScreen.tsx';

const routes = [
  { path: '/', element: <HomeScreen /> },
  { path: '/State/:state/City/:city', element: <p>city screen</p> },
];
const fetchMock = mockFetchEachTest();

vi.mock('../../public/openPage.ts', () => ({ openPage: vi.fn() }));

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
    renderRoutes(routes);
    const picker = screen.getByRole('combobox', { name: 'Select a city' });
    await waitFor(() => expect(picker).toBeEnabled());
    expect(screen.getByRole('group', { name: 'Tamil Nadu' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'Chennai');
    // The server draws the city's page: a page load, not a route change.
    expect(openPage).toHaveBeenCalledWith('/State/tamil_nadu/City/Chennai');
  });

  it('lists the cities of a state in the language’s order, whatever the server’s', async () => {
    // A database's byte order puts capitals before small letters.
    fetchMock.mockResolvedValue(
      jsonResponse([
        { state: 'kerala', city: 'Thrissur' },
        { state: 'kerala', city: 'alappuzha' },
        { state: 'kerala', city: 'Kannur' },
      ]),
    );
    renderRoutes(routes);
    const kerala = await screen.findByRole('group', { name: 'Kerala' });
    expect([...kerala.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'alappuzha',
      'Kannur',
      'Thrissur',
    ]);
  });

  it('groups the cities under the state’s name in the language', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ state: 'kerala', city: 'Kannur' }]));
    await i18n.changeLanguage('hi');
    renderRoutes(routes);
    expect(await screen.findByRole('group', { name: 'केरल' })).toBeInTheDocument();
  });

  it('says so, with a way to retry, when the cities cannot be loaded', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'internal', message: 'Something failed' } }, 500),
    );
    renderRoutes(routes);
    const notice = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(notice).toHaveTextContent('The cities could not be loaded');
    fetchMock.mockResolvedValue(jsonResponse([{ state: 'kerala', city: 'Kannur' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Select a city' })).toBeEnabled();
  });
});
