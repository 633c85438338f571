// The server renderer of the public pages (Home, City, Page): the public entry's own tree
// (public/PublicApp.tsx), drawn once into HTML in the visitor's language so a phone shows the
// offer before any JS runs; the browser then hydrates it (public/hydrate.tsx). Built by
// `vite build --ssr` into dist-ssr/ and imported by the server at start
// (apps/server/src/http/public-pages/), which takes its `renderer`: core's PublicPageRenderer,
// checked here where it is written.

import {
  PUBLIC_SCREENS,
  type PublicPageData,
  type PublicPageRenderer,
  type PublicScreen,
  type RenderedPage,
} from '@nibble/core/public-pages';
import { renderToReadableStream } from 'react-dom/server';
import type { Language } from '../i18n/languages.ts';
import { loadText } from '../i18n/loadText.ts';
import { PublicApp } from '../public/PublicApp.tsx';
import { loadScreen, SCREEN_MODULES } from '../public/screens.ts';
import { publicTitle } from '../public/title.ts';
import { serialiseServerState } from './state.ts';

export type { PublicPageData };

/** The page of the client build the server draws into: its script is the public entry. */
export const TEMPLATE = 'public-page.html';

/**
 * What the page needs beyond its entry, as modules of the client build's manifest: the server
 * links them so the browser fetches them while the HTML paints, not one after another — the
 * hydrating module, and a Malayalam or Hindi page's i18next and messages.
 */
export function preloadModules(language: Language, screen: PublicScreen): string[] {
  const page = ['src/public/hydrate.tsx', SCREEN_MODULES[screen]];
  if (language === 'en') return page;
  return [...page, 'src/i18n/i18nextText.ts', `src/i18n/locales/${language}/public.json`];
}

/** Loads what the first visitor after a start would otherwise wait for. */
export async function warmUp(): Promise<void> {
  await Promise.all([loadText('ml'), loadText('hi'), ...PUBLIC_SCREENS.map(loadScreen)]);
}

/** Renders the page of `data` in `language`: the whole page, preloader included. */
export async function renderPublicPage(
  language: Language,
  data: PublicPageData,
): Promise<RenderedPage> {
  const [Screen, text] = await Promise.all([loadScreen(data.screen), loadText(language)]);
  const stream = await renderToReadableStream(
    <PublicApp Screen={Screen} page={data} text={{ ...text, choose: () => undefined }} />,
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  return {
    html,
    title: publicTitle(data, text.t),
    state: serialiseServerState({ language, page: data }),
  };
}

/** What the server loads from the built module (core's contract). */
export const renderer = {
  renderPublicPage,
  TEMPLATE,
  preloadModules,
  warmUp,
} satisfies PublicPageRenderer;
