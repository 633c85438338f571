// The full app gives the public screens and their frame (sign-in, privacy, error pages, and
// Home, City and Page where no server drew them) react-i18next's messages and its language
// switch, through the same useText() the public entry serves (TextContext.tsx).
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from './languages.ts';
import { TextProvider, type TextValue } from './TextContext.tsx';
import { chooseLanguage } from './userLanguage.ts';

export function I18nextPublicText({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage ?? i18n.language);
  const value = useMemo<TextValue>(
    () => ({
      language,
      t: (key, values) => t(key, values),
      choose: (next) => void chooseLanguage(next),
    }),
    [language, t],
  );
  return <TextProvider value={value}>{children}</TextProvider>;
}
