// The web app's server renderer (apps/web/src/ssr/entry-server.tsx, built into dist-ssr/),
// as the server sees it: declared here, since the server does not compile the web app.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PublicContent } from '@nibble/core';
import type { PublicCity, PublicContentDetail } from '../../modules/public/service.ts';
import type { PageLanguage } from './language.ts';

export type PublicPageData =
  | { screen: 'home'; cities: PublicCity[] }
  | {
      screen: 'city';
      state: string;
      city: string;
      /** The first page of the listing (core CITY_PAGE_SIZE); the browser fetches the rest. */
      contents: PublicContent[];
      nextCursor: string | null;
    }
  | { screen: 'page'; pageId: string; content: PublicContentDetail };

export interface PublicPageRenderer {
  renderPublicPage(
    language: PageLanguage,
    data: PublicPageData,
  ): Promise<{ html: string; title: string; state: string }>;
  /** The page of the client build the pages are drawn into (its script hydrates them). */
  TEMPLATE: string;
  /** Modules of the client build's manifest the page needs beyond its entry, by language. */
  preloadModules(language: PageLanguage, screen: PublicPageData['screen']): string[];
  /** Loads what the first visitor would otherwise wait for. */
  warmUp(): Promise<void>;
}

const isRenderer = (module: unknown): module is PublicPageRenderer =>
  typeof module === 'object' &&
  module !== null &&
  typeof (module as Partial<PublicPageRenderer>).renderPublicPage === 'function' &&
  typeof (module as Partial<PublicPageRenderer>).TEMPLATE === 'string' &&
  typeof (module as Partial<PublicPageRenderer>).preloadModules === 'function' &&
  typeof (module as Partial<PublicPageRenderer>).warmUp === 'function';

/** The built renderer, or null when the web app was built without it. */
export async function loadRenderer(path: string): Promise<PublicPageRenderer | null> {
  if (!existsSync(path)) return null;
  const module: unknown = await import(pathToFileURL(path).href);
  if (!isRenderer(module)) throw new Error(`${path} is not the public pages' renderer`);
  return module;
}
