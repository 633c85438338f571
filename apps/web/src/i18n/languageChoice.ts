// Remembering a chosen language, without the i18n runtime: the public entry (public/) and the
// full app (setup.ts, userLanguage.ts) write it the same way.
import { LANGUAGE_STORAGE_KEY, type Language, languageCookie } from './languages.ts';

/** Tells the server which language to draw the public pages in (the cookie it reads). */
export const rememberForServer = (language: Language): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many phones' browsers.
  if (typeof document !== 'undefined') document.cookie = languageCookie(language);
};

/**
 * Remembers a language in this browser (and in the cookie the server draws public pages by);
 * private modes may refuse storage, the switch still applies.
 */
export function rememberLanguage(language: Language): void {
  rememberForServer(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Nothing to keep it in: this visit still shows the language.
  }
}
