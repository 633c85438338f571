// Each page the server draws is its own chunk: Home does not load the City page's grid and
// cards or the QR page's picture and dates. The browser loads the page's one before it
// hydrates (the server links it with the page), the server renderer the same way.
import type { ComponentType } from 'react';
import type { PublicPageData, PublicScreen } from './pageData.ts';

export type DrawnScreen = ComponentType<{ page: PublicPageData }>;

export function loadScreen(screen: PublicScreen): Promise<DrawnScreen> {
  switch (screen) {
    case 'home':
      return import('../screens/public/Home.tsx').then((m) => m.HomePage);
    case 'city':
      return import('../screens/public/City.tsx').then((m) => m.CityPage);
    case 'page':
      return import('../screens/public/Offer.tsx').then((m) => m.OfferPage);
  }
}

/** The module of each screen in the client build's manifest, for the server to link. */
export const SCREEN_MODULES: Record<PublicScreen, string> = {
  home: 'src/screens/public/Home.tsx',
  city: 'src/screens/public/City.tsx',
  page: 'src/screens/public/Offer.tsx',
};
