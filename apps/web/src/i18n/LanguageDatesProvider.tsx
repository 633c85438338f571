// Mantine's calendars (the publish dialog's date pickers) in the interface language: month
// and day names come from the language's dayjs locale, which setup.ts loads with the
// language's catalogues, so it is there before the switch shows. The dates typed into the
// fields keep their DD/MM/YYYY format in every language (spec).
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from './languages.ts';

export function LanguageDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = languageOf(i18n.resolvedLanguage ?? i18n.language);
  // No weekend days: Mantine paints them red, which fails contrast on white (axe) and marks
  // nothing a publication cares about.
  return <DatesProvider settings={{ locale, weekendDays: [] }}>{children}</DatesProvider>;
}
