// The server renderer of the public pages (Home, City, Page): the same route table and
// providers as the browser (main.tsx), drawn once into HTML so a phone shows the offer before
// any JS runs; the browser then hydrates it. Built by `vite build --ssr` into dist-ssr/ and
// imported by the server at start (apps/server/src/http/public-pages.ts).
import { renderToReadableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Routes, StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../AppProviders.tsx';
import { i18n, languageReady } from '../i18n/setup.ts';
import { routeTitle } from '../layout/title/routeTitles.ts';
import { appRoutes } from '../routes.tsx';
import type { ServerState } from './state.ts';

export interface RenderedPage {
  /** What goes inside `#root`. */
  html: string;
  /** The document's title, as the browser's DocumentTitle would set it. */
  title: string;
}

/**
 * Renders `url` (a path, with its query) in `state.language` from `state.queries`, waiting
 * for every lazy screen, so the answer is the whole page and not a loader.
 */
export async function renderPublicPage(url: string, state: ServerState): Promise<RenderedPage> {
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
  return { html, title };
}
