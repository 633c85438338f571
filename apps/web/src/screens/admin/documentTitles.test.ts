// The admin, sample and privacy screens' document titles: their English is the route
// table's own, and Malayalam and Hindi translate them.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { routeTitle } from '../../layout/title/routeTitles.ts';
import { ADMIN_TITLES } from './documentTitles.ts';

const translator = (language: string) => {
  const t = i18n.getFixedT(language);
  return (key: string, values: Record<string, string>) => t(key, values);
};

describe('the admin screens’ document titles', () => {
  beforeAll(() => i18n.loadLanguages(['ml', 'hi']));

  it('read in English as the route table writes them', () => {
    const english = translator('en');
    for (const [pattern, title] of Object.entries(ADMIN_TITLES)) {
      expect(`${title(english)} · Nibble Studio`, pattern).toBe(routeTitle(pattern));
    }
  });

  it('are translated in Malayalam and Hindi', () => {
    expect(routeTitle('/dashboard/orgs', undefined, translator('ml'))).toBe(
      'സ്ഥാപനങ്ങൾ · Nibble Studio',
    );
    expect(routeTitle('/dashboard/orgs/analytics', undefined, translator('hi'))).toBe(
      'आँकड़े · Nibble Studio',
    );
    expect(routeTitle('/privacy', undefined, translator('ml'))).toBe('സ്വകാര്യതാ നയം · Nibble Studio');
  });
});
