// Which writing systems a text uses, and which @fontsource subsets (one file per subset
// per face) a face needs to draw it. The ranges are those @fontsource publishes for each
// subset (its CSS unicode-range), so a subset chosen here is the file the browser would pick.

import { FONT_SUBSETS, type FontSubset } from '@nibble/core/fonts/catalog';

/** The subsets of core's font catalogue. */
export type Subset = FontSubset;
/** A script as the font panel and the fallback see it; 'other' is everything we ship no face for. */
export type Script = Subset | 'other';

export const SUBSETS: readonly Subset[] = FONT_SUBSETS;

/** @fontsource's unicode-range of each subset, in CSS syntax (also the FontFace descriptor). */
export const SUBSET_RANGES: Record<Subset, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  malayalam:
    'U+0307,U+0323,U+0951-0952,U+0964-0965,U+0D00-0D7F,U+1CDA,U+1CF2,U+200C-200D,U+20B9,U+25CC,U+A830-A832',
  devanagari:
    'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
};

type Range = readonly [number, number];

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Whether the text is printable ASCII only (the empty text too): one cluster per character,
 * one script, the latin subset. Most texts of a menu or a price list; the shortcuts of
 * clusters, fallback runs and subsets rest on it.
 */
export const isPrintableAscii = (text: string): boolean => PRINTABLE_ASCII.test(text);

const parseRanges = (css: string): Range[] =>
  css.split(',').map((part) => {
    const [from, to] = part.replace('U+', '').split('-');
    const start = Number.parseInt(from ?? '0', 16);
    return [start, to ? Number.parseInt(to, 16) : start] as const;
  });

const RANGES: Record<Subset, Range[]> = {
  latin: parseRanges(SUBSET_RANGES.latin),
  'latin-ext': parseRanges(SUBSET_RANGES['latin-ext']),
  malayalam: parseRanges(SUBSET_RANGES.malayalam),
  devanagari: parseRanges(SUBSET_RANGES.devanagari),
};

const inRanges = (ranges: Range[], code: number) =>
  ranges.some(([start, end]) => code >= start && code <= end);

/** Whether a subset's file is meant to hold this code point. */
export const subsetHas = (subset: Subset, code: number): boolean => inRanges(RANGES[subset], code);

/** Joiners, variation selectors and the like belong to whatever they join: no script. */
const isScriptNeutral = (code: number) =>
  code === 0x200c || code === 0x200d || (code >= 0xfe00 && code <= 0xfe0f) || code === 0x25cc;

/** The script of one code point, or null for joiners and other marks that take their neighbour's. */
export function scriptOf(code: number): Script | null {
  if (isScriptNeutral(code)) return null;
  if (code >= 0x0d00 && code <= 0x0d7f) return 'malayalam';
  if (
    (code >= 0x0900 && code <= 0x097f) ||
    (code >= 0xa8e0 && code <= 0xa8ff) ||
    (code >= 0x1cd0 && code <= 0x1cf9)
  )
    return 'devanagari';
  if (subsetHas('latin', code)) return 'latin';
  if (subsetHas('latin-ext', code)) return 'latin-ext';
  return 'other';
}

/** Every script a text uses (digits, spaces and punctuation count as Latin). */
export function detectScripts(text: string): Set<Script> {
  const scripts = new Set<Script>();
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0) ?? 0);
    if (script) scripts.add(script);
  }
  return scripts;
}

/** Whether the text needs an Indic face (the public side loads its Indic UI face only then). */
export const hasIndic = (text: string): boolean => {
  const scripts = detectScripts(text);
  return scripts.has('malayalam') || scripts.has('devanagari');
};

/**
 * The subsets whose files a face needs to draw the text: every subset whose range holds one
 * of its characters, as the browser decides with unicode-range. A character several subsets
 * claim (₹ is in latin-ext, malayalam and devanagari) names all of them; the face loads the
 * ones it ships.
 */
export function subsetsFor(text: string): Subset[] {
  // Printable ASCII is in latin and in no other subset: most texts, and a page's texts joined
  // (thousands of characters) when its faces are asked for, answered without a look at each.
  if (text && isPrintableAscii(text)) return ['latin'];
  const needed = new Set<Subset>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    for (const subset of subsetsOfCode(code)) needed.add(subset);
  }
  return SUBSETS.filter((subset) => needed.has(subset));
}

/** The subsets holding one character; those of the first 256 kept (a page asks thousands of times). */
const firstCodes: Subset[][] = [];
function subsetsOfCode(code: number): Subset[] {
  const known = code < 256 ? firstCodes[code] : undefined;
  if (known) return known;
  const subsets = SUBSETS.filter((subset) => subsetHas(subset, code));
  if (code < 256) firstCodes[code] = subsets;
  return subsets;
}
