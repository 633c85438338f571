// The City page the server drew with its first page of offers: the later pages are fetched by
// the page itself (no query cache in the public entry), as the visitor scrolls or taps.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { loadText } from '../../i18n/loadText.ts';
import { HydratedPage } from '../../public/HydratedPage.tsx';
import type { PublicPageData } from '../../public/pageData.ts';
import { loadScreen } from '../../public/screens.ts';
import { renderPublicPage } from '../../ssr/entry-server.tsx';
import { readServerState } from '../../ssr/state.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { offer } from '../../test/publicOffer.ts';

const fetchMock = mockFetchEachTest();
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function hydrateCity(data: PublicPageData) {
  const page = await renderPublicPage('en', data);
  document.body.innerHTML =
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="nibble-server-state">${page.state}</script>`;
  const state = readServerState(document);
  const container = document.getElementById('root');
  if (!state || !container) throw new Error('no server state in the page');
  const [Screen, first] = await Promise.all([loadScreen('city'), loadText('en')]);
  await act(async () => {
    root = hydrateRoot(container, <HydratedPage Screen={Screen} page={state.page} first={first} />);
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the City page the server drew', () => {
  it('fetches the next page after its first with the cursor it was drawn with', async () => {
    await hydrateCity({
      screen: 'city',
      state: 'kerala',
      city: 'Kannur',
      contents: [offer],
      nextCursor: 'C1',
    });
    expect(screen.getByRole('heading', { name: offer.title })).toBeInTheDocument();
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(
        json({ items: [{ ...offer, id: 8, title: 'Onam payasam' }], nextCursor: null }),
      );
    await userEvent.click(screen.getByRole('button', { name: 'Show more offers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More offers could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Show more offers' }));
    expect(await screen.findByRole('heading', { name: 'Onam payasam' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: offer.title })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(
      '/api/v1/contents-city?city=Kannur&limit=24&cursor=C1',
    );
    expect(screen.queryByRole('button', { name: 'Show more offers' })).toBeNull();
  });

  it('offers nothing more when the first page was all', async () => {
    await hydrateCity({
      screen: 'city',
      state: 'kerala',
      city: 'Kannur',
      contents: [offer],
      nextCursor: null,
    });
    expect(screen.getByRole('heading', { name: offer.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more offers' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
