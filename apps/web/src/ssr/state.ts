// What the server hands the browser with a server-rendered public page: the language it
// rendered in and the public answer it rendered from, so the browser's first render (the
// hydration, public/hydrate.tsx) draws the same page without asking the API again.
import { PUBLIC_SCREENS, type PublicPageData, SERVER_STATE_ID } from '@nibble/core/public-pages';
import { isLanguage, type Language } from '../i18n/languages.ts';

export interface ServerState {
  language: Language;
  page: PublicPageData;
}

/**
 * JSON that is safe inside a `<script>` element: `<` is written as its escape, so no string
 * in the data (a hostile offer title such as `</script><script>…`) can close the element or
 * open a comment; U+2028/U+2029 likewise, for older parsers.
 */
export function serialiseServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server embedded in this document, or null (a page it did not render). */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { language, page } = value as Partial<ServerState>;
    if (!isLanguage(language) || typeof page !== 'object' || page === null) return null;
    if (!PUBLIC_SCREENS.includes(page.screen)) return null;
    return { language, page };
  } catch {
    return null;
  }
}
