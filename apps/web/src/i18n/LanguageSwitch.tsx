// The language switch of the public pages: a native <select> (light on Home, the system picker
// on a phone), each language named in its own script.
import { PlainSelect } from '../components/PlainSelect.tsx';
import { useHydrated } from '../components/useHydrated.ts';
import { SYSTEM_FONT_STACK } from '../theme.ts';
import { isLanguage, LANGUAGES } from './languages.ts';
import { useText } from './TextContext.tsx';

export function LanguageSwitch() {
  // The app that runs the page decides what switching loads (TextContext.tsx).
  const { t, language: current, choose } = useText();
  const hydrated = useHydrated();
  return (
    <PlainSelect
      // Shown in English, the names മലയാളം and हिन्दी would make the page download the
      // interface's Malayalam and Devanagari faces for two words; the phone's own fonts draw
      // them. Once an Indic language is chosen its face is loaded anyway.
      selectStyle={current === 'en' ? { fontFamily: SYSTEM_FONT_STACK } : undefined}
      size="xs"
      aria-label={t('language.choose')}
      title={t('language.label')}
      value={current}
      disabled={!hydrated}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) choose(value);
      }}
      data-testid="language-switch"
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code}>
          {l.name}
        </option>
      ))}
    </PlainSelect>
  );
}
