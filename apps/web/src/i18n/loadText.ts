// The public pages' messages in a language: English at once, another language once its
// messages and i18next have arrived. The server renders with the same function (ssr/), so
// the page it draws and the page the browser hydrates read the same words.

import { englishText } from './english.ts';
import type { Language } from './languages.ts';
import type { PublicText } from './publicText.ts';

export function loadText(language: Language): PublicText | Promise<PublicText> {
  if (language === 'en') return englishText;
  return import('./i18nextText.ts').then(({ i18nextText }) => i18nextText(language));
}
