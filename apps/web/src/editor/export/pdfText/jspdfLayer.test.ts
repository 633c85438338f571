import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import type { ShapingFont } from './harfbuzz.ts';
import { ShapedTextLayer } from './jspdfLayer.ts';
import { createSubsetter } from './subset.ts';
import { fontsourceFile } from './testFonts.ts';
import { readToUnicodeCMap } from './unicode.ts';

const MALAYALAM = 'ഓണം ഓഫർ 50% കിഴിവ്';
const HINDI = 'दिवाली धमाका ऑफर ₹499';

const pdfToText = (bytes: ArrayBuffer): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'nibble-pdf-')), 'shaped.pdf');
  writeFileSync(file, new Uint8Array(bytes));
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
};

const run = (text: string, fonts: ShapingFont[], x = 0) => ({
  text,
  files: fonts.map((font) => ({ font, claims: () => true })),
  fontSize: 32,
  x,
});

const subsetWasm = () =>
  readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));

/** A PDF of an 800 × 500 coupon page at 0.75 pt per pixel. */
const couponPdf = ({ compress }: { compress: boolean }) =>
  new jsPDF({ unit: 'pt', format: [600, 375], orientation: 'landscape', compress });

describe('shaped text in a jsPDF document', () => {
  it.each([
    ['whole faces', false],
    ['subset faces', true],
  ])(
    'gives back the Malayalam and Hindi lines exactly, beside jsPDF’s own Latin text (%s)',
    async (_, subset) => {
      const ml = await fontsourceFile('noto-sans-malayalam', 'malayalam');
      const mlLatin = await fontsourceFile('noto-sans-malayalam', 'latin');
      const hi = await fontsourceFile('noto-sans-devanagari', 'devanagari');
      const hiLatin = await fontsourceFile('noto-sans-devanagari', 'latin');
      const pdf = couponPdf({ compress: true });
      pdf.text('Latin stays jsPDF text', 20, 350);
      const layer = new ShapedTextLayer(pdf, 0.75);
      layer.draw({
        x: 40,
        y: 40,
        rotation: 0,
        colour: [0.1, 0.2, 0.3],
        lines: [{ baseline: 36, runs: [run(MALAYALAM, [ml, mlLatin])] }],
      });
      layer.draw({
        x: 40,
        y: 200,
        rotation: 0,
        colour: [0, 0, 0],
        // Two runs in two faces on one line, as a per-character fallback makes them.
        lines: [
          { baseline: 36, runs: [run('दिवाली धमाका ऑफर ', [hi]), run('₹499', [hiLatin, hi], 330)] },
        ],
      });
      if (subset) layer.subsetFonts(await createSubsetter(subsetWasm()));
      const bytes = pdf.output('arraybuffer');
      // Four script files embedded whole are over 100 KB even deflated; their subsets are not.
      if (subset) expect(bytes.byteLength).toBeLessThan(60_000);
      else expect(bytes.byteLength).toBeGreaterThan(100_000);
      const text = pdfToText(bytes);
      const lines = text.split('\n').map((line) => line.trim());
      expect(lines).toContain(MALAYALAM);
      expect(lines).toContain(HINDI);
      expect(lines).toContain('Latin stays jsPDF text');
    },
  );

  it('writes HarfBuzz’s glyph ids, fewer than the characters, in an embedded Identity-H font', async () => {
    const ml = await fontsourceFile('noto-sans-malayalam', 'malayalam');
    const pdf = couponPdf({ compress: false });
    new ShapedTextLayer(pdf, 0.75).draw({
      x: 0,
      y: 0,
      rotation: 0,
      colour: [0, 0, 0],
      lines: [{ baseline: 30, runs: [run('ക്ഷ', [ml])] }],
    });
    const raw = pdf.output();
    expect(raw).toContain('/Encoding /Identity-H');
    expect(raw).toContain('/CIDToGIDMap /Identity');
    expect(raw).toContain('/FontFile2');
    expect(raw).toContain('/ActualText <FEFF0D150D4D0D37>');
    // The conjunct's one glyph maps back to its three characters for readers without ActualText.
    expect([...readToUnicodeCMap(raw).values()]).toContain('ക്ഷ');
    const glyphs = raw.match(/<[0-9A-F]{4}> Tj/g) ?? [];
    expect(glyphs.length).toBeGreaterThan(0);
    expect(glyphs.length).toBeLessThan(3);
  });

  it('turns a rotated block with the shape', async () => {
    const ml = await fontsourceFile('noto-sans-malayalam', 'malayalam');
    const pdf = couponPdf({ compress: false });
    new ShapedTextLayer(pdf, 0.75).draw({
      x: 100,
      y: 50,
      rotation: 90,
      colour: [0, 0, 0],
      lines: [{ baseline: 30, runs: [run('ഓണം', [ml])] }],
    });
    // 90° clockwise on a y-down canvas: x runs down the page, i.e. towards -y in PDF space.
    expect(pdf.output()).toContain('0 -0.75 0.75 0 75 337.5 cm');
  });
});
