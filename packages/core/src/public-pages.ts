// The contract of the public pages the server draws (Home, City, Page; issue 16), named once for
// both sides: the server reads the public answer (apps/server/src/modules/public/), hands it to
// the web app's server renderer (apps/web/src/ssr/entry-server.tsx, built into dist-ssr/ and
// loaded at start by apps/server/src/http/public-pages/renderer.ts) and embeds it in the page;
// the browser hydrates from it (apps/web/src/public/). The server does not compile the web app,
// so this file is what makes a renamed field fail the typecheck on both sides.
import type { PublicContent } from './api.ts';
import type { InterfaceLanguage } from './languages.ts';

/** A city of Home's dropdown: one that has published content today (GET /cities). */
export interface PublicCity {
  state: string;
  city: string;
}

/**
 * What the Page screen shows beyond the listing (GET /contents-id): the first and last
 * publication day (YYYY-MM-DD, the platform's calendar days), under the design's names and as
 * valid_from and valid_to, so a visitor in another zone sees the days the business chose.
 */
export interface PublicContentDetail extends PublicContent {
  publish_start: string | null;
  publish_end: string | null;
  valid_from: string | null;
  valid_to: string | null;
}

/** The public answer a server-drawn page is drawn from, as the public API gives it (spec §7). */
export type PublicPageData =
  | { screen: 'home'; cities: PublicCity[] }
  | {
      screen: 'city';
      state: string;
      city: string;
      /** The first page of the city's listing (CITY_PAGE_SIZE); the browser fetches the rest. */
      contents: PublicContent[];
      /** Where the next page starts; null or missing when the first page is all there is. */
      nextCursor?: string | null;
    }
  | { screen: 'page'; pageId: string; content: PublicContentDetail };

export type PublicScreen = PublicPageData['screen'];

export const PUBLIC_SCREENS: readonly PublicScreen[] = ['home', 'city', 'page'];

/** The `<script type="application/json">` that carries the state the browser hydrates from. */
export const SERVER_STATE_ID = 'nibble-server-state';

/** The inert `<template>` the public entry turns into module preloads once the page has painted. */
export const AFTER_PAINT_ID = 'nibble-after-paint';

export interface RenderedPage {
  /** What goes inside `#root`. */
  html: string;
  /** The document's title, as the full app's route table words it. */
  title: string;
  /** The state the browser hydrates from, already safe inside a `<script>`. */
  state: string;
}

/** The web app's server renderer, as its SSR entry exports it and the server loads it. */
export interface PublicPageRenderer {
  /** Renders the page of `data` in `language`: the whole page, preloader included. */
  renderPublicPage(language: InterfaceLanguage, data: PublicPageData): Promise<RenderedPage>;
  /** The page of the client build the pages are drawn into (its script hydrates them). */
  TEMPLATE: string;
  /** Modules of the client build's manifest the page needs beyond its entry, by language. */
  preloadModules(language: InterfaceLanguage, screen: PublicScreen): string[];
  /** Loads what the first visitor after a start would otherwise wait for. */
  warmUp(): Promise<void>;
}
