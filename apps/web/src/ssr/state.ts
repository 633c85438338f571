// What the server hands the browser with a server-rendered public page: the language it
// rendered in and the public answers it rendered from, so the browser's first render (the
// hydration) draws the same page without asking the API again.
import { isLanguage, type Language } from '../i18n/languages.ts';

/** The id of the `<script type="application/json">` that carries the state. */
export const SERVER_STATE_ID = 'nibble-server-state';

/** One answer of the query cache: its key (api/public.ts publicKeys) and its data. */
export interface ServerQuery {
  key: readonly unknown[];
  data: unknown;
}

export interface ServerState {
  language: Language;
  queries: ServerQuery[];
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
    const { language, queries } = value as Partial<ServerState>;
    if (!isLanguage(language) || !Array.isArray(queries)) return null;
    return { language, queries };
  } catch {
    return null;
  }
}
