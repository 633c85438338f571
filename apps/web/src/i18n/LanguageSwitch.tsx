// The language switch of the public pages: a native <select> (light on Home, the system picker
// on a phone), each language named in its own script.
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SYSTEM_FONT_STACK } from '../theme.ts';
import { isLanguage, LANGUAGES, languageOf } from './languages.ts';
import { chooseLanguage } from './setup.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <NativeSelect
      // Shown in English, the names മലയാളം and हिन्दी would make the page download the
      // interface's Malayalam and Devanagari faces for two words; the phone's own fonts draw
      // them. Once an Indic language is chosen its face is loaded anyway.
      styles={current === 'en' ? { input: { fontFamily: SYSTEM_FONT_STACK } } : undefined}
      size="xs"
      aria-label={t('language.choose')}
      title={t('language.label')}
      value={current}
      data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void chooseLanguage(value);
      }}
      data-testid="language-switch"
    />
  );
}
