import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusters } from './clusters.ts';
import { layoutByRuns, layoutText, type Measure, plainLayout } from './layout.ts';

// Every cluster is 10 px wide, so widths are easy to reason about.
const measure: Measure = (text) => ({ width: clusters(text).length * 10, ascent: 8, descent: 2 });
const face = { family: 'Noto Sans Malayalam', weight: 400, italic: false };
const box = (text: string, width?: number, align?: 'left' | 'center' | 'right' | 'justify') => ({
  text,
  face,
  fontSize: 10,
  width,
  align,
  lineHeight: 1.2,
});
const noSpaces = (s: string) => s.replace(/\s+/g, '');

describe('layoutText', () => {
  it('places a line by the measures of its words, not a measure of the line', () => {
    const asked: string[] = [];
    const counting: Measure = (text, font) => {
      asked.push(text);
      return measure(text, font);
    };
    const layout = layoutText(box('ഓണം ഓഫർ 50%', 200), counting);
    expect(layout.lines[0]?.text).toBe('ഓണം ഓഫർ 50%');
    expect(layout.lines[0]?.width).toBe(100);
    expect(asked).not.toContain('ഓണം ഓഫർ 50%');
    // Each word is measured with its space (what the next word starts after) and without.
    expect(asked).toEqual(expect.arrayContaining(['ഓണം', 'ഓണം ', 'ഓഫർ ', '50%']));
  });

  it('keeps words whole and breaks after the spaces', () => {
    // Clusters: ഓ ണം | ഓ ഫ ർ | 5 0 % | കി ഴി വ്, so the lines are 60 and 70 px wide.
    const layout = layoutText(box('ഓണം ഓഫർ 50% കിഴിവ്', 70), measure);
    expect(layout.lines.map((l) => l.text)).toEqual(['ഓണം ഓഫർ', '50% കിഴിവ്']);
    expect(layout.lines[0]?.width).toBe(60);
  });

  it('breaks a word wider than the box between clusters, losing nothing', () => {
    const word = 'സ്ത്രീശാക്തീകരണപ്രവർത്തനങ്ങൾ';
    const layout = layoutText(box(`${word} ഓണം`, 30), measure);
    expect(layout.lines.length).toBeGreaterThan(2);
    expect(noSpaces(layout.lines.map((l) => l.text).join(''))).toBe(noSpaces(`${word} ഓണം`));
    for (const line of layout.lines) expect(line.width).toBeLessThanOrEqual(30);
    // Every break is at a cluster boundary: no line starts with a vowel sign or a virama.
    for (const line of layout.lines) expect(line.text).not.toMatch(/^[\u0d3e-\u0d4d\u0d57]/u);
    expect(layout.lines.flatMap((l) => clusters(l.text))).toEqual(clusters(`${word}ഓണം`));
  });

  it('gives a cluster wider than the box its own line and keeps the rest', () => {
    const layout = layoutText(box('ക്ഷ ഓണം', 5), measure);
    expect(layout.lines.map((l) => l.text)).toEqual(['ക്ഷ', 'ഓ', 'ണം']);
    expect(layout.height).toBe(3 * 12);
  });

  it('starts a line at every newline and keeps empty lines', () => {
    const layout = layoutText(box('ഓണം\n\nदिवाली', 200), measure);
    expect(layout.lines.map((l) => l.text)).toEqual(['ഓണം', '', 'दिवाली']);
    expect(layout.lines.map((l) => l.top)).toEqual([0, 12, 24]);
  });

  it('puts the baseline in the middle of the line box as CSS does (half-leading)', () => {
    const [line] = layoutText(box('ഓണം', 200), measure).lines;
    expect(line?.baseline).toBe((12 + 8 - 2) / 2);
  });

  it('gives each run of a fallback face its place on the line', () => {
    const layout = layoutText(
      { ...box('Onam ഓണം 50%', 500), face: { ...face, family: 'Lato' } },
      measure,
    );
    const runs = layout.lines[0]?.runs ?? [];
    expect(runs.map((r) => [r.family, r.text, r.x, r.width])).toEqual([
      ['Lato', 'Onam ', 0, 50],
      ['Noto Sans Malayalam', 'ഓണം ', 50, 30],
      ['Lato', '50%', 80, 30],
    ]);
    expect(runs[1]?.font).toBe('400 10px "Noto Sans Malayalam"');
  });

  it('aligns lines in the box', () => {
    const right = layoutText(box('ഓണം', 100, 'right'), measure);
    expect(right.lines[0]?.runs[0]?.x).toBe(80);
    const center = layoutText(box('ഓണം', 100, 'center'), measure);
    expect(center.lines[0]?.runs[0]?.x).toBe(40);
  });

  it('spreads the spaces of a justified line but not of the last', () => {
    const layout = layoutText(box('ഓണം ഓഫർ കിഴിവ്', 80, 'justify'), measure);
    expect(layout.lines.map((l) => l.text)).toEqual(['ഓണം ഓഫർ', 'കിഴിവ്']);
    const first = layout.lines[0]?.runs ?? [];
    expect(first.at(-1)?.x).toBe(80 - 30);
    expect(layout.lines[0]?.width).toBe(80);
    expect(layout.lines[1]?.runs[0]?.x).toBe(0);
  });

  it('sizes a box without a width to its longest line', () => {
    const layout = layoutText(box('ഓണം\nഓണം ഓഫർ'), measure);
    expect(layout.width).toBe(60);
    expect(layout.lines).toHaveLength(2);
  });

  describe('a plain text (printable ASCII in a face that has it)', () => {
    // Not additive, fractional, kerned: a shortcut that measured otherwise would show.
    const kerned: Measure = (text, font) => {
      let width = 0;
      for (let i = 0; i < text.length; i++) {
        width += 3.7 + (text.charCodeAt(i) % 7) * 0.61;
        if (text[i - 1] === 'A' && text[i] === 'V') width -= 1.3;
      }
      const size = Number(/(\d+)px/.exec(font)?.[1] ?? 0);
      return { width, ascent: size * 0.8, descent: size * 0.2 };
    };
    const plainText = fc.string({
      unit: fc.oneof(
        fc.constantFrom(' ', ' ', ' ', 'A', 'V', 'i', 'W', '1', '%', '-'),
        fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      ),
      maxLength: 60,
    });
    const plainBox = fc.record({
      text: plainText,
      face: fc.record({
        // In the catalogue with every ASCII character, and a family outside it.
        family: fc.constantFrom('Abril Fatface', 'Noto Sans Malayalam', 'Arial'),
        weight: fc.constantFrom(400, 700),
        italic: fc.boolean(),
      }),
      fontSize: fc.constantFrom(10, 14, 36),
      width: fc.option(
        fc.integer({ min: 0, max: 400 }).map((n) => n / 2),
        { nil: undefined },
      ),
      align: fc.constantFrom(undefined, 'left' as const, 'center' as const, 'right' as const),
      lineHeight: fc.constantFrom(1, 1.2),
    });

    it('is laid out exactly as by its runs, and by the shortcut unless a word must be cut', () => {
      fc.assert(
        fc.property(plainBox, (box) => {
          const plain = plainLayout(box, kerned);
          const byRuns = layoutByRuns(box, kerned);
          expect(layoutText(box, kerned)).toEqual(byRuns);
          // Each word with the spaces before it (a paragraph of spaces is one word).
          const words = (box.text.match(/\s*\S+\s*|\s+/g) ?? []).map((token) =>
            /\S/.test(token) ? token.trimEnd() : token,
          );
          const wordTooWide = words.some(
            (word) => kerned(word, '').width > (box.width ?? Number.POSITIVE_INFINITY),
          );
          if (wordTooWide) expect(plain).toBeNull();
          else expect(plain).toEqual(byRuns);
        }),
        { numRuns: 1000 },
      );
    });

    it('leaves a justified text, a text beyond ASCII and a family without ASCII to the runs', () => {
      const face = { family: 'Abril Fatface', weight: 400, italic: false };
      const plain = { text: 'Item 12 of 30', face, fontSize: 14, lineHeight: 1.2, width: 40 };
      expect(plainLayout(plain, kerned)).not.toBeNull();
      expect(plainLayout({ ...plain, align: 'justify' }, kerned)).toBeNull();
      expect(plainLayout({ ...plain, text: 'Item ₹499' }, kerned)).toBeNull();
      expect(plainLayout({ ...plain, text: 'Line\nbreak' }, kerned)).toBeNull();
    });
  });
});
