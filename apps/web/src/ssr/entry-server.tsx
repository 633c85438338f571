// The server renderer of the public pages (Home, City, Page): the same route table and
// providers as the browser (main.tsx), drawn once into HTML so a phone shows the offer before
// any JS runs; the browser then hydrates it. Built by `vite build --ssr` into dist-ssr/ and
// imported by the server at start (apps/server/src/http/public-pages.ts).

import type { PublicContent } from '@nibble/core';
import { renderToReadableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Routes, StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../AppProviders.tsx';
import { type PublicCity, type PublicContentDetail, publicKeys } from '../api/public.ts';
import type { Language } from '../i18n/languages.ts';
import { i18n, languageReady } from '../i18n/setup.ts';
import { routeTitle } from '../layout/title/routeTitles.ts';
import { appRoutes } from '../routes.tsx';
import { type ServerState, serialiseServerState } from './state.ts';

/** The public answers a page is drawn from, as the public API gives them (spec §7). */
export type PublicPageData =
  | { screen: 'home'; cities: PublicCity[] }
  | { screen: 'city'; city: string; contents: PublicContent[] }
  | { screen: 'page'; pageId: string; content: PublicContentDetail };

/**
 * Each screen's module in the client build's manifest: the server links its chunk so the
 * browser fetches it with the entry, not after it.
 */
export const SCREEN_MODULES: Record<PublicPageData['screen'], string> = {
  home: 'src/screens/public/HomeScreen.tsx',
  city: 'src/screens/public/CityScreen.tsx',
  page: 'src/screens/public/PageScreen.tsx',
};

/** The module that hydrates (main.tsx loads it after the first paint); linked the same way. */
export const HYDRATION_MODULE = 'src/start.tsx';

/**
 * Loads every public screen's code, so the first visitor after a start does not wait for it
 * (the server calls it while starting).
 */
export async function warmUp(): Promise<void> {
  await Promise.all([
    languageReady(),
    import('../screens/public/HomeScreen.tsx'),
    import('../screens/public/CityScreen.tsx'),
    import('../screens/public/PageScreen.tsx'),
  ]);
}

export interface RenderedPage {
  /** What goes inside `#root`. */
  html: string;
  /** The document's title, as the browser's DocumentTitle would set it. */
  title: string;
  /** The state the browser hydrates from (ssr/state.ts), safe to put inside a `<script>`. */
  state: string;
}

/** The query-cache entries the screen reads (api/public.ts), so hydration asks nothing. */
const queriesOf = (data: PublicPageData): ServerState['queries'] => {
  switch (data.screen) {
    case 'home':
      return [{ key: publicKeys.cities, data: data.cities }];
    case 'city':
      return [{ key: publicKeys.city(data.city), data: data.contents }];
    case 'page':
      return [{ key: publicKeys.page(data.pageId), data: data.content }];
  }
};

/**
 * Renders `url` (a path, with its query) in `language` from `data`, waiting for every lazy
 * screen, so the answer is the whole page and not a loader.
 */
export function renderPublicPage(
  url: string,
  language: Language,
  data: PublicPageData,
): Promise<RenderedPage> {
  return renderFromState(url, { language, queries: queriesOf(data) });
}

export async function renderFromState(url: string, state: ServerState): Promise<RenderedPage> {
  await languageReady();
  await i18n.loadLanguages(state.language);
  // One instance per request sharing the loaded catalogues: requests in different languages
  // render side by side without switching each other's language.
  const local = i18n.cloneInstance({ lng: state.language });
  await local.changeLanguage(state.language);

  const queryClient = createQueryClient();
  for (const { key, data } of state.queries) queryClient.setQueryData(key, data);

  const stream = await renderToReadableStream(
    <I18nextProvider i18n={local}>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={url}>
          <Routes>{appRoutes}</Routes>
        </StaticRouter>
      </AppProviders>
    </I18nextProvider>,
  );
  await stream.allReady;
  const html = await new Response(stream).text();

  const pathname = url.split('?')[0] ?? '/';
  // English keeps the route table's texts exactly, as DocumentTitle does.
  const title = routeTitle(pathname, undefined, state.language === 'en' ? undefined : local.t);
  return { html, title, state: serialiseServerState(state) };
}
