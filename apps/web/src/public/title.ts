// The document title of a page the server draws, as the full app's route table words it
// (routing/routeTitles.ts): "Offers in Kannur · Nibble Studio".

import type { Translate } from '../i18n/publicText.ts';
import type { PublicPageData } from './pageData.ts';

export const PRODUCT_NAME = 'Nibble Studio';

const screenTitle = (page: PublicPageData, t: Translate): string => {
  switch (page.screen) {
    case 'home':
      return t('titles.home');
    case 'city':
      return page.city ? t('titles.city', { city: page.city }) : t('titles.cityUnknown');
    case 'page':
      return t('titles.page');
  }
};

export const publicTitle = (page: PublicPageData, t: Translate): string =>
  `${screenTitle(page, t)} · ${PRODUCT_NAME}`;
