// What follows the interface language, switched on once when the app starts (start.tsx; the
// tests' setup): <html lang>, the server's cookie for a choice remembered before the cookie
// existed, the API errors' translator, and keeping a choice on the signed-in account. Kept
// out of the instance (setup.ts) so that the files that only translate load none of it.
import { rememberForServer } from './languageChoice.ts';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  languageOf,
} from './languages.ts';
import { i18n, languageReady } from './setup.ts';
import { keepChoicesOnAccount } from './userLanguage.ts';

const followHtmlLang = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = languageOf(language);
};

/** A choice remembered before the cookie existed: the server learns it from the next page on. */
const migrateRememberedChoice = () => {
  if (typeof document === 'undefined' || document.cookie.includes(`${LANGUAGE_COOKIE}=`)) return;
  try {
    const remembered = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(remembered)) rememberForServer(remembered);
  } catch {
    // No storage, nothing remembered.
  }
};

/**
 * API errors come in English (with a code); in another language their translations are
 * loaded with it, and from then on every ApiRequestError reads in the current language.
 * Imported on demand, so an English visitor downloads none of it.
 */
const followApiErrors = (language: string) => {
  if (languageOf(language) === DEFAULT_LANGUAGE) return;
  void import('./apiErrors.ts').then((errors) => errors.translateApiErrors());
};

let wired = false;

/** Switches on everything that follows the language; `signedIn` is the session's answer. */
export function wireLanguages({ signedIn }: { signedIn: () => boolean }): void {
  keepChoicesOnAccount(signedIn);
  if (wired) return;
  wired = true;
  i18n.on('languageChanged', followHtmlLang);
  followHtmlLang(i18n.language);
  migrateRememberedChoice();
  i18n.on('languageChanged', followApiErrors);
  void languageReady().then(() => followApiErrors(i18n.language));
}
