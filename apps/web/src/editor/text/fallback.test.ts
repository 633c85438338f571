import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.ts';
import { clusters } from './clusters.ts';
import { fallbackOrder, fallbackRuns, familyHas, runsByCluster } from './fallback.ts';

const face = (family: string) => ({ family, weight: 400, italic: false });
const summary = (runs: Array<{ text: string; family: string }>) =>
  runs.map((r) => `${r.family}:${r.text}`);

describe('familyHas (coverage read from the font files)', () => {
  it('knows which face has which glyph', () => {
    expect(familyHas('Noto Sans Malayalam', 'ക'.codePointAt(0) ?? 0)).toBe(true);
    expect(familyHas('Lato', 'ക'.codePointAt(0) ?? 0)).toBe(false);
    expect(familyHas('Noto Sans Devanagari', 'द'.codePointAt(0) ?? 0)).toBe(true);
  });
});

describe('fallbackRuns', () => {
  it('answers an ASCII text in one look exactly as cluster by cluster, in every family', () => {
    const families = [...CATALOG.map((e) => e.family), 'sans-serif', 'Comic Sans MS'];
    const text = fc.string({ unit: fc.constantFrom(...' \tAz09%&.-~', 'ക', '₹', 'é') });
    fc.assert(
      fc.property(fc.constantFrom(...families), text, fc.boolean(), (family, sample, italic) => {
        const asked = { family, weight: 700, italic };
        expect(fallbackRuns(sample, asked)).toEqual(runsByCluster(sample, asked));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a text the face fully covers in one run', () => {
    expect(summary(fallbackRuns('ഓണം ഓഫർ 50% കിഴിവ്', face('Noto Sans Malayalam')))).toEqual([
      'Noto Sans Malayalam:ഓണം ഓഫർ 50% കിഴിവ്',
    ]);
  });

  it('draws Malayalam in a Latin face with the Malayalam fallback, and nothing is lost', () => {
    const runs = fallbackRuns('Onam ഓണം 50%', face('Lato'));
    expect(summary(runs)).toEqual(['Lato:Onam ', 'Noto Sans Malayalam:ഓണം ', 'Lato:50%']);
    expect(runs.map((r) => r.text).join('')).toBe('Onam ഓണം 50%');
  });

  it('gives a serif face the serif Malayalam fallback', () => {
    expect(summary(fallbackRuns('ഓണം', face('Lora')))).toEqual(['Noto Serif Malayalam:ഓണം']);
  });

  it('falls back per character where the face lacks a sign', () => {
    // Lato has no rupee sign; Noto Sans, the first Latin fallback, has.
    expect(familyHas('Lato', 0x20b9)).toBe(false);
    const runs = fallbackRuns('Offer ₹499', face('Lato'));
    expect(summary(runs)).toEqual(['Lato:Offer ', 'Noto Sans:₹', 'Lato:499']);
  });

  it('uses a Devanagari fallback for Hindi in a Malayalam face', () => {
    const runs = fallbackRuns('ഓണം दिवाली', face('Chilanka'));
    expect(runs.at(-1)).toMatchObject({ family: 'Noto Sans Devanagari', text: 'दिवाली' });
    expect(runs.map((r) => r.text).join('')).toBe('ഓണം दिवाली');
  });

  it('keeps weight and italics on fallback runs', () => {
    const [run] = fallbackRuns('ഓണം', { family: 'Lato', weight: 700, italic: true });
    expect(run).toMatchObject({ family: 'Noto Sans Malayalam', weight: 700, italic: true });
  });

  it('gives Indic text in a family outside the catalogue one of our faces', () => {
    expect(summary(fallbackRuns('ഓണം 50 धमाका', face('sans-serif')))).toEqual([
      'Noto Sans Malayalam:ഓണം ',
      'sans-serif:50 ',
      'Noto Sans Devanagari:धमाका',
    ]);
  });

  it('tries the chosen face first, then its script, then the rest', () => {
    const order = fallbackOrder('Chilanka', 'latin');
    expect(order.slice(0, 3)).toEqual(['Chilanka', 'Noto Sans Malayalam', 'Manjari']);
    expect(new Set(order).size).toBe(order.length);
  });
});

describe('clusters', () => {
  it('never splits a conjunct, a chillu or a vowel sign', () => {
    expect(clusters('ക്ഷ')).toEqual(['ക്ഷ']);
    expect(clusters('സ്ത്രീ')).toEqual(['സ്ത്രീ']);
    expect(clusters('ന്‍')).toEqual(['ന്‍']);
    expect(clusters('र्म')).toEqual(['र्म']);
    expect(clusters('കിഴിവ്').join('')).toBe('കിഴിവ്');
  });

  it('cuts printable ASCII (its fast path) exactly as the grapheme segmenter does', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const printable = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    });
    fc.assert(
      fc.property(printable, (text) => {
        expect(clusters(text)).toEqual([...segmenter.segment(text)].map((s) => s.segment));
      }),
    );
    // Anything else still goes through the segmenter: CR LF is one cluster, an accent joins.
    expect(clusters('a\r\nb')).toEqual(['a', '\r\n', 'b']);
    expect(clusters('Cafe\u0301')).toEqual(['C', 'a', 'f', 'e\u0301']);
  });
});
