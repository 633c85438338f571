// The interface language follows the user (issue 14): a choice made while signed in is kept on
// the account (PUT /me), and signing in on a new device applies the account's language before
// the first signed-in screen shows. The browser remembers the choice too, so public pages and
// reloads keep it without asking the server. Whether someone is signed in is the session's to
// say: it is handed in (wiring.ts, from start.tsx), so i18n imports nothing above it.
import type { InterfaceLanguage } from '@nibble/core';
import { apiFetch } from '../api/client.ts';
import { rememberLanguage } from './languageChoice.ts';
import { type Language, languageOf } from './languages.ts';
import { i18n } from './setup.ts';

/** Keeps the language on the signed-in user's account. */
export const saveUserLanguage = (language: Language): Promise<unknown> =>
  apiFetch<unknown>('/me', { method: 'PUT', body: { language } });

export { rememberLanguage };

let signedIn: () => boolean = () => false;

/** Lets a choice be kept on the account whenever `isSignedIn` says someone is signed in. */
export const keepChoicesOnAccount = (isSignedIn: () => boolean): void => {
  signedIn = isSignedIn;
};

/**
 * Switches the interface and remembers the choice in this browser (and its cookie for the
 * server) and, when someone is signed in, on their account (so another device follows it).
 * A failed save leaves the switch made.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
  if (signedIn()) await saveUserLanguage(language).catch(() => undefined);
}

/**
 * After a sign-in: the account's language, when it has one, becomes this browser's (loaded
 * before it resolves). An account that never chose keeps what the browser shows.
 */
export async function followUserLanguage(
  language: InterfaceLanguage | null | undefined,
): Promise<void> {
  if (!language) return;
  rememberLanguage(language);
  if (languageOf(i18n.resolvedLanguage ?? i18n.language) !== language) {
    await i18n.changeLanguage(language);
  }
}
