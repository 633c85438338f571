// Names sort as a reader of the interface language expects (i18n/numbers.ts's collator).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languageOf } from '../../i18n/languages.ts';
import { nameCollator } from '../../i18n/numbers.ts';

/** The interface language now, following the switch. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n.resolvedLanguage ?? i18n.language);
}

export function useNameCollator(): Intl.Collator {
  const language = useLanguage();
  return useMemo(() => nameCollator(language), [language]);
}
