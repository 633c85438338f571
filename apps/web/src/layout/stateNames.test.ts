// Every state the core knows has its name in each language's public catalogue; English reads
// exactly as the core's label.
import { STATES, stateLabel } from '@nibble/core/constants';
import { INTERFACE_LANGUAGES } from '@nibble/core/languages';
import { beforeAll, expect, it } from 'vitest';
import { i18n } from '../i18n/setup.ts';
import { stateName } from './stateNames.ts';

beforeAll(() => i18n.loadLanguages(['ml', 'hi']));

it.each(INTERFACE_LANGUAGES)('names every state in %s', (language) => {
  const t = i18n.getFixedT(language);
  for (const state of STATES) {
    expect(
      i18n.exists(`public:states.${state}`, { lng: language, fallbackLng: false }),
      state,
    ).toBe(true);
    const name = stateName(state, t);
    if (language === 'en') expect(name).toBe(stateLabel(state));
    else expect(name).not.toBe(stateLabel(state));
  }
});

it('keeps the core’s label for a state it does not know', () => {
  expect(stateName('lakshadweep', i18n.getFixedT('ml'))).toBe('Lakshadweep');
});
