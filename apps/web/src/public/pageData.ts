// The public answer a page the server draws is drawn from, as the public API gives it (spec
// §7): the server reads it with the public module's own functions, renders the page from it
// and hands it to the browser with the page (ssr/state.ts), which hydrates from it.
import type { PublicContent } from '@nibble/core';
import type { PublicCity, PublicContentDetail } from '../api/publicAddresses.ts';

export type PublicPageData =
  | { screen: 'home'; cities: PublicCity[] }
  | { screen: 'city'; state: string; city: string; contents: PublicContent[] }
  | { screen: 'page'; pageId: string; content: PublicContentDetail };

export type PublicScreen = PublicPageData['screen'];

export const PUBLIC_SCREENS: readonly PublicScreen[] = ['home', 'city', 'page'];
