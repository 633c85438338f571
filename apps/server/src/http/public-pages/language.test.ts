import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, PAGE_LANGUAGES, visitorLanguage } from './language.ts';

// A path the type checker does not follow: the server does not compile the web app.
const webLanguages = join(import.meta.dirname, '../../../../web/src/i18n/languages.ts');

describe('visitorLanguage', () => {
  it('follows the chosen language first', () => {
    expect(visitorLanguage('a=1; nibble_language=hi', 'ml-IN,ml;q=0.9')).toBe('hi');
  });

  it('else the browser’s languages, by their weights and regions', () => {
    expect(visitorLanguage(undefined, 'ml-IN,en;q=0.8')).toBe('ml');
    expect(visitorLanguage(undefined, 'fr-FR,hi;q=0.5,en;q=0.4')).toBe('hi');
    expect(visitorLanguage(undefined, 'en;q=0.3,ml;q=0.9')).toBe('ml');
  });

  it('knows the web app’s languages and reads the cookie its switch writes', async () => {
    const web = (await import(webLanguages)) as {
      LANGUAGE_CODES: readonly string[];
      LANGUAGE_COOKIE: string;
    };
    expect([...PAGE_LANGUAGES]).toEqual([...web.LANGUAGE_CODES]);
    expect(LANGUAGE_COOKIE).toBe(web.LANGUAGE_COOKIE);
  });

  it('else English, for unknown or forged values', () => {
    expect(visitorLanguage('nibble_language=xx', 'fr, de;q=0.5')).toBe('en');
    expect(visitorLanguage(undefined, undefined)).toBe('en');
    expect(visitorLanguage('nibble_language=%3Cscript%3E', '')).toBe('en');
  });
});
