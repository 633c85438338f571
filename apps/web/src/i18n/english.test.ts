import { describe, expect, it } from 'vitest';
import { translateEnglish } from './english.ts';
import englishPublic from './locales/en/public.json';
import { i18n } from './setup.ts';

// Every message the public pages can show, with a value for each of its placeholders.
const messages = (node: unknown, prefix = ''): [string, string][] =>
  Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : messages(value, `${prefix}${key}.`),
  );
const CARRIED = [
  'city',
  'common',
  'frame',
  'home',
  'language',
  'notFound',
  'page',
  'serverError',
  'states',
  'titles',
];

describe('English of the public pages without i18next', () => {
  const shown = messages(englishPublic).filter(([key]) =>
    CARRIED.includes(key.split('.')[0] ?? ''),
  );

  it('says every public message exactly as i18next does, values put in', () => {
    expect(shown.length).toBeGreaterThan(40);
    const t = i18n.getFixedT('en', 'public');
    for (const [key, message] of shown) {
      const values = Object.fromEntries(
        [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => [name, `«${name}»`]),
      );
      expect(translateEnglish(key, values), key).toBe(t(key, values));
    }
  });

  it('answers a missing message, or a missing value, as i18next does', () => {
    const t = i18n.getFixedT('en', 'public');
    expect(translateEnglish('home.nothingHere')).toBe(t('home.nothingHere'));
    expect(translateEnglish('city.heading')).toBe(t('city.heading'));
  });

  it('reads a key that names the public catalogue, as i18next does', () => {
    const t = i18n.getFixedT('en', 'public');
    expect(translateEnglish('public:states.kerala')).toBe(t('public:states.kerala'));
    expect(translateEnglish('public:states.kerala')).toBe('Kerala');
  });

  it('carries the English of every message the public screens ask for', () => {
    expect(translateEnglish('home.tagline')).toBe(englishPublic.home.tagline);
    expect(translateEnglish('page.valid', { from: '01/12/2026', to: '31/12/2026' })).toBe(
      'Valid 01/12/2026 – 31/12/2026',
    );
  });
});
