// The page the server draws and the page the browser hydrates are the same, in every language
// and on every screen; the language switch then redraws in place and remembers the choice.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGE_STORAGE_KEY } from '../i18n/languages.ts';
import malayalam from '../i18n/locales/ml/public.json';
import { offer } from '../test/publicOffer.ts';
import { hydrateEachTest, hydrateServerPage } from '../test/serverPage.tsx';
import type { PublicPageData } from './pageData.ts';

const PAGES: PublicPageData[] = [
  { screen: 'home', cities: [{ state: 'kerala', city: 'Kannur' }] },
  { screen: 'city', state: 'kerala', city: 'Kannur', contents: [offer] },
  { screen: 'page', pageId: '7', content: offer },
];

hydrateEachTest();
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the language cookie between tests.
  document.cookie = 'nibble_language=; Max-Age=0; Path=/';
});

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
