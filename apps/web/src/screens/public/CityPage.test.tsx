// The City page the server drew with its first page of offers: the later pages are fetched by
// the page itself (no query cache in the public entry), as the visitor scrolls or taps.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { offer } from '../../test/publicOffer.ts';
import { jsonResponse } from '../../test/render.tsx';
import { hydrateEachTest, hydrateServerPage } from '../../test/serverPage.tsx';

const fetchMock = mockFetchEachTest();
hydrateEachTest();

/** Kannur's page as the server drew it: one offer, and the cursor to the next page, if any. */
const drawKannur = (nextCursor: string | null) =>
  hydrateServerPage('en', {
    screen: 'city',
    state: 'kerala',
    city: 'Kannur',
    contents: [offer],
    nextCursor,
  });

describe('the City page the server drew', () => {
  it('fetches the next page after its first with the cursor it was drawn with', async () => {
    await drawKannur('C1');
    expect(screen.getByRole('heading', { name: offer.title })).toBeInTheDocument();
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(
        jsonResponse({ items: [{ ...offer, id: 8, title: 'Onam payasam' }], nextCursor: null }),
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
    await drawKannur(null);
    expect(screen.getByRole('heading', { name: offer.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more offers' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
