// Numbers, money and name order through Intl, with Indian grouping in every language
// (1,00,000 rather than 100,000).
import { intlLocale, type Language } from './languages.ts';

// Making a formatter costs far more than using one (the editor's zoom list formats a dozen
// numbers per render): one per language, kept.
const numberFormats = new Map<Language, Intl.NumberFormat>();

export const formatNumber = (value: number, language: Language): string => {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language));
    numberFormats.set(language, format);
  }
  return format.format(value);
};

// CLDR's Malayalam currency pattern groups in thousands (₹100,000) although its plain number
// pattern groups the Indian way; shops write ₹1,00,000 in every language, and the Indian
// English pattern (₹ first, lakh grouping, Latin digits) is what Malayalam bills print.
const MONEY_LOCALE: Record<Language, string> = { en: 'en-IN', ml: 'en-IN', hi: 'hi-IN' };

/** Rupees with the ₹ sign and Indian grouping; paise only when there are some. */
export const formatMoney = (rupees: number, language: Language): string =>
  new Intl.NumberFormat(MONEY_LOCALE[language], {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);

/** Sorts names as a reader of the language expects (numbers inside names in numeric order). */
export const nameCollator = (language: Language): Intl.Collator =>
  new Intl.Collator(intlLocale(language), { numeric: true, sensitivity: 'base' });
