// The language switch of the public pages: a native <select> (light on Home, the system picker
// on a phone), each language named in its own script.
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, languageOf } from './languages.ts';
import { chooseLanguage } from './setup.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      aria-label={t('language.choose')}
      title={t('language.label')}
      value={languageOf(i18n.resolvedLanguage ?? i18n.language)}
      data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void chooseLanguage(value);
      }}
      data-testid="language-switch"
    />
  );
}
