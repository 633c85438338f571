// English on the public pages without the i18n runtime: the bundled messages the public
// screens show, and i18next's own reading of them — a key's message with each {{value}} put
// in. The public catalogue has no plurals, nesting or formats (english.test.ts compares every
// message with i18next's answer, so one added later fails there first). React escapes what
// it renders, as i18next is told to (escapeValue off).
import {
  cities,
  city,
  common,
  frame,
  home,
  language,
  notFound,
  page,
  serverError,
  states,
  titles,
} from './locales/en/public.json';
import type { MessageValues, PublicText } from './publicText.ts';

// Only the parts the public pages show: the account screens' messages stay out of Home.
const MESSAGES: Record<string, unknown> = {
  city,
  common,
  frame,
  home,
  language,
  notFound,
  page,
  serverError,
  states,
  cities,
  titles,
};

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

// A key may name its catalogue, as i18next allows ('public:states.kerala'): shared helpers
// such as layout/stateNames.ts are written for any namespace's t.
const NAMESPACE = 'public:';

const lookup = (key: string): unknown =>
  (key.startsWith(NAMESPACE) ? key.slice(NAMESPACE.length) : key)
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], MESSAGES);

/** As i18next answers: the message with its values, or the key itself when there is none. */
export function translateEnglish(key: string, values: MessageValues = {}): string {
  const message = lookup(key);
  if (typeof message !== 'string') return key;
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export const englishText: PublicText = { language: 'en', t: translateEnglish };
