import { describe, expect, it } from 'vitest';
import { pieceByFont } from './segment.ts';
import { fontsourceFile } from './testFonts.ts';

describe('shaping with HarfBuzz', () => {
  it('makes fewer glyphs than code points of a Malayalam conjunct', async () => {
    const malayalam = await fontsourceFile('noto-sans-malayalam', 'malayalam');
    // ക്ഷ (ka + virama + ssa) is one conjunct glyph in Noto Sans Malayalam.
    const conjunct = 'ക്ഷ';
    const glyphs = malayalam.shape(conjunct);
    expect([...conjunct]).toHaveLength(3);
    expect(glyphs.length).toBeLessThan(3);
    expect(glyphs.every((g) => g.glyphId !== 0)).toBe(true);
  });

  it('reorders a Devanagari vowel sign before its consonant, keeping the cluster', async () => {
    const devanagari = await fontsourceFile('noto-sans-devanagari', 'devanagari');
    const glyphs = devanagari.shape('कि');
    expect(glyphs).toHaveLength(2);
    // The i-matra is drawn first but belongs to the same cluster as ka.
    expect(glyphs[0]?.glyphId).not.toBe(devanagari.shape('क')[0]?.glyphId);
    expect(new Set(glyphs.map((g) => g.cluster))).toEqual(new Set([0]));
  });

  it('takes each cluster from the first file of the face that has it', async () => {
    const malayalam = await fontsourceFile('noto-sans-malayalam', 'malayalam');
    const latin = await fontsourceFile('noto-sans-malayalam', 'latin');
    const pieces = pieceByFont('ഓണം 50% കിഴിവ്', [
      { font: malayalam, claims: (cp) => cp >= 0x0d00 && cp <= 0x0d7f },
      { font: latin, claims: (cp) => cp <= 0xff },
    ]);
    // Both files have the space; the browser takes it from the latin file, whose range names it.
    expect(pieces.map((p) => [p.text, p.font === malayalam ? 'ml' : 'latin'])).toEqual([
      ['ഓണം', 'ml'],
      [' 50% ', 'latin'],
      ['കിഴിവ്', 'ml'],
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe('ഓണം 50% കിഴിവ്');
  });

  it('keeps a cluster no file claims in a file that has it, and never drops one', async () => {
    const malayalam = await fontsourceFile('noto-sans-malayalam', 'malayalam');
    const pieces = pieceByFont('ഓ x', [{ font: malayalam, claims: () => false }]);
    expect(pieces).toEqual([{ text: 'ഓ x', font: malayalam }]);
  });
});
