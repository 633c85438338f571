import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, visitorLanguage } from './language.ts';

// The cookie and the languages are core's (languages.ts), as the web app's switch writes them.

describe('visitorLanguage', () => {
  it('follows the chosen language first', () => {
    expect(visitorLanguage(`a=1; ${LANGUAGE_COOKIE}=hi`, 'ml-IN,ml;q=0.9')).toBe('hi');
  });

  it('else the browser’s languages, by their weights and regions', () => {
    expect(visitorLanguage(undefined, 'ml-IN,en;q=0.8')).toBe('ml');
    expect(visitorLanguage(undefined, 'fr-FR,hi;q=0.5,en;q=0.4')).toBe('hi');
    expect(visitorLanguage(undefined, 'en;q=0.3,ml;q=0.9')).toBe('ml');
  });

  it('else English, for unknown or forged values', () => {
    expect(visitorLanguage(`${LANGUAGE_COOKIE}=xx`, 'fr, de;q=0.5')).toBe('en');
    expect(visitorLanguage(undefined, undefined)).toBe('en');
    expect(visitorLanguage(`${LANGUAGE_COOKIE}=%3Cscript%3E`, '')).toBe('en');
  });
});
