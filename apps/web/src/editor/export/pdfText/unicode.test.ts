import { describe, expect, it } from 'vitest';
import {
  actualTextString,
  decodeActualText,
  readToUnicodeCMap,
  toUnicodeCMap,
  utf16Hex,
} from './unicode.ts';

const samples = ['ഓണം ഓഫർ 50% കിഴിവ്', 'दिवाली धमाका ऑफर ₹499', 'Fresh fish — 20%', '🎉 ok'];

describe('PDF text strings', () => {
  it.each(samples)('round-trips %s through /ActualText', (text) => {
    const written = actualTextString(text);
    expect(written).toMatch(/^<FEFF[0-9A-F]+>$/);
    expect(decodeActualText(written)).toBe(text);
  });

  it('writes UTF-16BE code units, surrogate pairs as pairs', () => {
    expect(utf16Hex('ഓ')).toBe('0D13');
    expect(utf16Hex('🎉')).toBe('D83CDF89');
  });

  it('round-trips glyph texts through a ToUnicode CMap, conjuncts as several characters', () => {
    const map = new Map<number, string>([
      [3, 'ക'],
      [215, 'ക്ഷ'],
      [1000, '₹'],
      [12, ''],
    ]);
    const cmap = toUnicodeCMap(map);
    expect(cmap).toContain('/CMapName /Adobe-Identity-UCS def');
    expect(readToUnicodeCMap(cmap)).toEqual(
      new Map([
        [3, 'ക'],
        [215, 'ക്ഷ'],
        [1000, '₹'],
      ]),
    );
  });

  it('splits a long map into bfchar blocks of at most 100 entries', () => {
    const map = new Map(Array.from({ length: 250 }, (_, i) => [i + 1, 'a'] as const));
    const cmap = toUnicodeCMap(map);
    expect(cmap.match(/(\d+) beginbfchar/g)).toEqual([
      '100 beginbfchar',
      '100 beginbfchar',
      '50 beginbfchar',
    ]);
    expect(readToUnicodeCMap(cmap).size).toBe(250);
  });
});
