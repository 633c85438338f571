// What a screen says in another language, looked up by its English text in the app's own
// catalogues — so a journey names controls the way a Malayalam or Hindi reader sees them
// without copying translations into the test (a missing or renamed message fails loudly).
import { readFileSync } from 'node:fs';
import type { InterfaceLanguage } from '@nibble/core/languages';

export type Language = InterfaceLanguage;

type Catalogue = { [key: string]: string | Catalogue };

const LOCALES = new URL('../apps/web/src/i18n/locales/', import.meta.url);

const cache = new Map<string, Map<string, string>>();

/** 'a.b.c' → text for every message of one namespace in one language. */
function messages(language: Language, namespace: string): Map<string, string> {
  const file = `${language}/${namespace}.json`;
  let found = cache.get(file);
  if (!found) {
    const flat = new Map<string, string>();
    const walk = (catalogue: Catalogue, prefix: string) => {
      for (const [key, value] of Object.entries(catalogue)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') flat.set(path, value);
        else walk(value, path);
      }
    };
    walk(JSON.parse(readFileSync(new URL(file, LOCALES), 'utf8')) as Catalogue, '');
    found = flat;
    cache.set(file, found);
  }
  return found;
}

/**
 * The `language` text of the message whose English is `english` in `namespace`, with
 * `{{values}}` filled in. Throws when no English message has that text.
 */
export function say(
  language: Language,
  namespace: string,
  english: string,
  values: Record<string, string | number> = {},
): string {
  const key = [...messages('en', namespace)].find(([, text]) => text === english)?.[0];
  if (!key) throw new Error(`no ${namespace} message reads "${english}"`);
  const text = messages(language, namespace).get(key);
  if (!text) throw new Error(`${namespace}:${key} has no ${language} text`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * A message by its key, as the app's t() reads it: `namespace:a.b` or `a.b` in `public`,
 * `{{values}}` filled in. Throws when the language lacks it.
 */
export const sayKey =
  (language: Language) =>
  (key: string, values: Record<string, string | number> = {}): string => {
    const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['public', key];
    const text = messages(language, namespace ?? 'public').get(path ?? '');
    if (!text) throw new Error(`${key} has no ${language} text`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
