// The interface languages a user may keep on their account (issue 14). The web app names and
// formats them (apps/web/src/i18n/languages.ts); the server only checks and stores the code.
export const INTERFACE_LANGUAGES = ['en', 'ml', 'hi'] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
