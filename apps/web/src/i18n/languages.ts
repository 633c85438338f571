// The interface's languages: the one table is core's (code, own name, Intl locale), shared
// with the server, which draws the public pages in the language the cookie names.
import { LANGUAGE_COOKIE, LANGUAGES } from '@nibble/core/languages';

export { LANGUAGE_COOKIE, LANGUAGES };

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((l) => l.code);

/** Where the browser remembers a visitor's choice (the detector reads it first). */
export const LANGUAGE_STORAGE_KEY = 'nibble.language';

/** The choice as a cookie for the server (a year; Lax, so a link from WhatsApp still carries it). */
export const languageCookie = (language: Language): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** 'ml-IN', 'ml' → 'ml'; anything else → English. */
export const languageOf = (value: string | undefined): Language => {
  const base = value?.split('-')[0]?.toLowerCase();
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
};

/** The BCP 47 tag Intl formats with: Indian English, Malayalam or Hindi as written in India. */
export const intlLocale = (language: Language): string =>
  LANGUAGES.find((l) => l.code === language)?.intl ?? 'en-IN';
