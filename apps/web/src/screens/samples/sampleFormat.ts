// Figures of the sample screens in the interface language: money and counts through
// i18n/numbers.ts (Indian grouping), shares and month names through Intl.
import dayjs from 'dayjs';
import { intlLocale, type Language } from '../../i18n/languages.ts';

export { formatMoney, formatNumber } from '../../i18n/numbers.ts';
export { useLanguage } from '../admin/useLanguage.ts';

/** 0.4255 → '42.55%' (up to two decimals, as the figures were written). */
export const formatPercent = (share: number, language: Language): string =>
  new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(share);

/** A change with its sign always shown: +10.57%, −1.2%. */
export const formatChange = (share: number, language: Language): string =>
  new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: 'always',
  }).format(share);

/** '2026-11-01' → 'November' in the language. */
export const monthName = (date: string, language: Language): string =>
  new Intl.DateTimeFormat(intlLocale(language), { month: 'long' }).format(dayjs(date).toDate());
