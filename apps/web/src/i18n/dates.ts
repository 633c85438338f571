// Dates whose month or day names are shown follow the interface language through dayjs's
// locales; publication dates keep the spec's DD/MM/YYYY in every language.
import dayjs from 'dayjs';
import type { Language } from './languages.ts';

export { loadDayjsLocale } from './dayjsLocales.ts';

/** '25 നവംബർ 2026': day, month name and year in the language (its locale loaded first). */
export const formatLongDate = (date: Date | string, language: Language): string =>
  dayjs(date).locale(language).format('D MMMM YYYY');

/** The spec's publication date format, the same in every language. */
export const formatPublicationDate = (date: Date | string): string =>
  dayjs(date).format('DD/MM/YYYY');
