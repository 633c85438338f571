// One `t` for the public pages (Home, City, the QR page and their frame), whoever runs them:
// the public entry (public/main.tsx) gives English from its bundled messages with a few lines
// of code, and i18next only to a Malayalam or Hindi visitor; the full app gives react-i18next's
// (i18n/I18nextPublicText.tsx). The screens read it with useText() and never know which.
import type { Language } from './languages.ts';

/** Values put into a message's {{placeholders}}. */
export type MessageValues = Record<string, string | number>;

/** A message of the `public` catalogue by its key ('home.pickCity'), with its values. */
export type Translate = (key: string, values?: MessageValues) => string;

export interface PublicText {
  language: Language;
  t: Translate;
}
