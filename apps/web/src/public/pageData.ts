// The public answer a page the server draws is drawn from, as the public API gives it (spec
// §7): the server reads it with the public module's own functions, renders the page from it
// and hands it to the browser with the page (ssr/state.ts), which hydrates from it.
import type { PublicContent } from '@nibble/core';
import type { PublicCity, PublicContentDetail } from '../api/publicAddresses.ts';

export type PublicPageData =
  | { screen: 'home'; cities: PublicCity[] }
  | {
      screen: 'city';
      state: string;
      city: string;
      /** The first page of the city's listing (core CITY_PAGE_SIZE). */
      contents: PublicContent[];
      /** Where the next page starts; null or missing when the first page is all there is. */
      nextCursor?: string | null;
    }
  | { screen: 'page'; pageId: string; content: PublicContentDetail };

export type PublicScreen = PublicPageData['screen'];

export const PUBLIC_SCREENS: readonly PublicScreen[] = ['home', 'city', 'page'];
