// The language the server renders a public page in: the visitor's choice (the cookie the
// language switch sets, apps/web/src/i18n/languages.ts), else the browser's languages.
import { negotiate } from '@fastify/accept-negotiator';
import {
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  LANGUAGE_COOKIE,
} from '@nibble/core/languages';
import { parse } from 'cookie';

/** The interface languages (core's table): a public page is drawn in any of them. */
export const PAGE_LANGUAGES = INTERFACE_LANGUAGES;
export type PageLanguage = InterfaceLanguage;

/** The cookie the browser's language switch writes (core names it once). */
export { LANGUAGE_COOKIE };

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
