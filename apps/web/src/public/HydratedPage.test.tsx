// The page the server draws and the page the browser hydrates are the same, in every language
// and on every screen; the language switch then redraws in place and remembers the choice.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES, LANGUAGE_STORAGE_KEY, type Language } from '../i18n/languages.ts';
import { loadText } from '../i18n/loadText.ts';
import malayalam from '../i18n/locales/ml/public.json';
import { renderPublicPage } from '../ssr/entry-server.tsx';
import { readServerState } from '../ssr/state.ts';
import { offer } from '../test/publicOffer.ts';
import { HydratedPage } from './HydratedPage.tsx';
import type { PublicPageData } from './pageData.ts';
import { loadScreen } from './screens.ts';

const PAGES: PublicPageData[] = [
  { screen: 'home', cities: [{ state: 'kerala', city: 'Kannur' }] },
  { screen: 'city', state: 'kerala', city: 'Kannur', contents: [offer] },
  { screen: 'page', pageId: '7', content: offer },
];

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the language cookie between tests.
  document.cookie = 'nibble_language=; Max-Age=0; Path=/';
});

/** Puts the server's answer in the document and hydrates it as public/hydrate.tsx does. */
async function hydrateServerPage(language: Language, data: PublicPageData) {
  const page = await renderPublicPage(language, data);
  document.body.innerHTML =
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="nibble-server-state">${page.state}</script>`;
  const state = readServerState(document);
  const container = document.getElementById('root');
  if (!state || !container) throw new Error('no server state in the page');
  const [Screen, first] = await Promise.all([
    loadScreen(state.page.screen),
    loadText(state.language),
  ]);
  const mismatch = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      container,
      <HydratedPage Screen={Screen} page={state.page} first={first} />,
      {
        onRecoverableError: mismatch,
      },
    );
  });
  return { mismatch, html: page.html };
}

describe('a page the server drew', () => {
  for (const language of LANGUAGE_CODES) {
    for (const data of PAGES) {
      it(`hydrates ${data.screen} in ${language} without a mismatch`, async () => {
        const { mismatch } = await hydrateServerPage(language, data);
        expect(mismatch).not.toHaveBeenCalled();
        expect(document.documentElement.lang).toBe(language);
      });
    }
  }

  it('draws the city picker and the language switch disabled until React runs them', async () => {
    const { html } = await hydrateServerPage('en', PAGES[0] as PublicPageData);
    const drawn = new DOMParser().parseFromString(html, 'text/html');
    const selects = [...drawn.querySelectorAll('select')];
    expect(selects).toHaveLength(2);
    for (const select of selects) expect(select.disabled).toBe(true);
    await waitFor(() => {
      expect(screen.getByTestId('language-switch')).toBeEnabled();
      expect(screen.getByRole('combobox', { name: 'Select a city' })).toBeEnabled();
    });
  });

  it('switches language in place, and remembers it for the server and the full app', async () => {
    await hydrateServerPage('en', PAGES[0] as PublicPageData);
    expect(screen.getByText('Scan the code using the app')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByTestId('language-switch'), 'ml');
    await waitFor(() => expect(document.documentElement.lang).toBe('ml'));
    expect(screen.queryByText('Scan the code using the app')).toBeNull();
    expect(screen.getByRole('combobox', { name: malayalam.home.selectCity })).toBeInTheDocument();
    expect(document.title).toMatch(/[\u0D00-\u0D7F].* · Nibble Studio$/);
    expect(document.cookie).toContain('nibble_language=ml');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ml');

    await userEvent.selectOptions(screen.getByTestId('language-switch'), 'en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByText('Scan the code using the app')).toBeInTheDocument();
    expect(document.title).toBe('Home · Nibble Studio');
  });

  it('follows a choice kept before the language cookie existed, after hydrating', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    const { mismatch } = await hydrateServerPage('en', PAGES[0] as PublicPageData);
    expect(mismatch).not.toHaveBeenCalled();
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(document.cookie).toContain('nibble_language=hi');
  });

  it('tells the server a kept choice the page already shows, for its next page', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ml');
    await hydrateServerPage('ml', PAGES[0] as PublicPageData);
    expect(document.cookie).toContain('nibble_language=ml');
  });
});
