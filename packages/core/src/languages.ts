// The interface languages, in one table (STRUCTURE-REVIEW P2): each code with its own name, in
// its own script so a reader finds theirs whatever the page is showing, and the BCP 47 tag
// Intl formats it with. The web app names and formats by it (apps/web/src/i18n/languages.ts),
// the server checks and stores an account's code and draws the public pages in it
// (apps/server/src/http/public-pages/language.ts).
export const INTERFACE_LANGUAGES = ['en', 'ml', 'hi'] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const LANGUAGES = [
  { code: 'en', name: 'English', intl: 'en-IN' },
  { code: 'ml', name: 'മലയാളം', intl: 'ml-IN' },
  { code: 'hi', name: 'हिन्दी', intl: 'hi-IN' },
] as const satisfies readonly { code: InterfaceLanguage; name: string; intl: string }[];

/**
 * The cookie that carries a visitor's choice from the browser to the server, which draws the
 * public pages in it. Written by the web app, read by the server: named once, here.
 */
export const LANGUAGE_COOKIE = 'nibble_language';

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);

/**
 * The Latin-script words a Malayalam or Hindi screen may show besides user data (issue 30,
 * docs/glossary.md "Who we write for"): the product's name, file formats and units as printed
 * on screens and keyboards, the language switch's own "English", and other products' names
 * (WhatsApp, as the share button and the sample screens name them). One list for both checks
 * that hold the interface to it: the catalogue test (apps/web/src/i18n/catalogues.test.ts)
 * and the browser walk of every screen (e2e/readsInLanguage.ts).
 */
export const LATIN_ALLOWED: readonly string[] = [
  'Nibble',
  'Studio',
  'PNG',
  'JPG',
  'JPEG',
  'SVG',
  'PDF',
  'QR',
  'URL',
  'px',
  'English',
  'Facebook',
  'Instagram',
  'Google',
  'WhatsApp',
];
