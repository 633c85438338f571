// The language the server renders a public page in: the visitor's choice (the cookie the
// language switch sets, apps/web/src/i18n/languages.ts), else the browser's languages.
import { negotiate } from '@fastify/accept-negotiator';
import { parse } from 'cookie';

export const PAGE_LANGUAGES = ['en', 'ml', 'hi'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Same name as the browser writes (LANGUAGE_COOKIE in the web app). */
export const LANGUAGE_COOKIE = 'nibble_language';

const isPageLanguage = (value: unknown): value is PageLanguage =>
  typeof value === 'string' && (PAGE_LANGUAGES as readonly string[]).includes(value);

/** 'ml-IN;q=0.9' counts as 'ml', as the browser's detector reads it (load: 'languageOnly'). */
const baseLanguages = (acceptLanguage: string): string =>
  acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      return [tag.trim().split('-')[0]?.toLowerCase(), ...params].join(';');
    })
    .join(',');

export function visitorLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): PageLanguage {
  const chosen = cookieHeader ? parse(cookieHeader)[LANGUAGE_COOKIE] : undefined;
  if (isPageLanguage(chosen)) return chosen;
  if (!acceptLanguage) return 'en';
  const negotiated = negotiate(baseLanguages(acceptLanguage), [...PAGE_LANGUAGES]);
  return isPageLanguage(negotiated) ? negotiated : 'en';
}
