import { INTERFACE_LANGUAGES } from '@nibble/core/languages';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPublicationDate, loadDayjsLocale } from './dates.ts';
import { formatMoney, formatNumber, nameCollator } from './numbers.ts';

describe('numbers and money', () => {
  it.each(INTERFACE_LANGUAGES)('group the Indian way in %s', (language) => {
    expect(formatMoney(100000, language)).toBe('₹1,00,000');
    expect(formatMoney(499.5, language)).toBe('₹499.50');
    expect(formatNumber(1234567, language)).toBe('12,34,567');
  });
});

describe('dates', () => {
  it('name the month in Malayalam and Hindi', async () => {
    await loadDayjsLocale('ml');
    await loadDayjsLocale('hi');
    expect(formatLongDate('2026-11-25', 'en')).toBe('25 November 2026');
    expect(formatLongDate('2026-11-25', 'ml')).toBe('25 നവംബർ 2026');
    expect(formatLongDate('2026-11-25', 'hi')).toBe('25 नवम्बर 2026');
  });

  it('keep DD/MM/YYYY for publication dates in every language', () => {
    expect(formatPublicationDate('2026-11-05')).toBe('05/11/2026');
  });
});

describe('name order', () => {
  it('sorts Malayalam names in the alphabet’s order and numbers by value', () => {
    const names = ['കോഴിക്കോട്', 'അങ്ങാടി', 'ആലപ്പുഴ'];
    expect([...names].sort(nameCollator('ml').compare)).toEqual(['അങ്ങാടി', 'ആലപ്പുഴ', 'കോഴിക്കോട്']);
    expect(['Shop 10', 'Shop 9'].sort(nameCollator('en').compare)).toEqual(['Shop 9', 'Shop 10']);
  });
});
