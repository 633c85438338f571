import { FLAG_DEFAULTS } from '@nibble/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/setup.ts';
import { routeTitle, TITLED_PATTERNS } from './routeTitles.ts';

const examplePath = (pattern: string) =>
  pattern
    .replace(':state', 'kerala')
    .replace(':city', 'Kannur')
    .replace(':page', '12')
    .replace(':designId?', '7');

const translator = (language: string) => {
  const t = i18n.getFixedT(language);
  return (key: string, values: Record<string, string>) => t(key, values);
};

describe('document titles', () => {
  it('gives every route of the table its own title', () => {
    const paths = TITLED_PATTERNS.map(examplePath);
    const titles = paths.map((path) => routeTitle(path));
    expect(new Set(titles).size).toBe(paths.length);
    for (const title of titles) expect(title).toMatch(/^.+ · Nibble Studio$/);
  });

  it('names the screen, the city of a city page, and not-found for anything else', () => {
    expect(routeTitle('/dashboard/designs')).toBe('Designs · Nibble Studio');
    expect(routeTitle('/dashboard/orgs/users')).toBe('All users · Nibble Studio');
    expect(routeTitle('/State/kerala/City/Kozhikode')).toBe('Offers in Kozhikode · Nibble Studio');
    expect(routeTitle('/dashboard/design/42')).toBe('Design editor · Nibble Studio');
    expect(routeTitle('/dashboard/design')).toBe('Design editor · Nibble Studio');
    expect(routeTitle('/no/such/place')).toBe('Page not found · Nibble Studio');
  });

  it('titles a switched-off screen as the not-found page it shows', () => {
    expect(routeTitle('/sign-up', { ...FLAG_DEFAULTS, registration: 0 })).toBe(
      'Page not found · Nibble Studio',
    );
    expect(routeTitle('/sign-up', { ...FLAG_DEFAULTS, registration: 1 })).toBe(
      'Create an account · Nibble Studio',
    );
  });

  describe('in the interface language', () => {
    beforeAll(() => i18n.loadLanguages(['ml', 'hi']));

    it('read in English as the route table writes them', () => {
      const english = translator('en');
      for (const path of TITLED_PATTERNS.map(examplePath)) {
        expect(routeTitle(path, undefined, english), path).toBe(routeTitle(path));
      }
    });

    it('are translated in Malayalam and Hindi, the administration screens too', () => {
      expect(routeTitle('/dashboard/orgs', undefined, translator('ml'))).toBe(
        'സ്ഥാപനങ്ങൾ · Nibble Studio',
      );
      expect(routeTitle('/dashboard/orgs/analytics', undefined, translator('hi'))).toBe(
        'आँकड़े · Nibble Studio',
      );
      expect(routeTitle('/privacy', undefined, translator('ml'))).toBe(
        'സ്വകാര്യതാ നയം · Nibble Studio',
      );
    });
  });
});
