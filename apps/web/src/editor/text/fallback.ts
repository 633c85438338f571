// Per-character fallback: where the chosen face has no glyph for a character (Malayalam faces
// often lack digits, %, ₹ or —; a Latin face has no Malayalam), that character is drawn in
// the first face of the fallback order that has it, of the same style (serif or sans,
// weight, italic). Decided per cluster, so a conjunct is never split between faces. The
// canvas, the PNG and the PDF all draw these runs (through layout.ts).
//
// Fallback order (docs/decisions.md): the chosen face; then by the character's script —
//   Malayalam:  Noto Sans Malayalam, Manjari, Noto Serif Malayalam (serif: Noto Serif first)
//   Devanagari: Noto Sans Devanagari, Hind, Mukta
//   Latin, digits, punctuation, ₹: when the chosen face is Indic, its script's list first
//     (their digits and ₹ match the letters around them); then Noto Sans, Roboto
//     (serif: PT Serif, Noto Serif Malayalam), then Noto Sans Malayalam, Noto Sans Devanagari;
// then any other family of the catalogue that has it. If no face has it, the chosen face
// keeps it (the browser's own fallback draws it): a character is never dropped.
import { CATALOG, type FaceStyle, familyEntry } from './catalog.ts';
import { clusters } from './clusters.ts';
import coverageData from './coverage.json';
import { isPrintableAscii, type Script, scriptOf } from './scripts.ts';
import type { Face } from './types.ts';

export interface TextRun {
  text: string;
  family: string;
  weight: number;
  italic: boolean;
}

type Coverage = Record<string, Partial<Record<string, string>>>;
const COVERAGE = coverageData as Coverage;

/** Code point ranges of each package, decoded on first use. */
const decoded = new Map<string, Array<[number, number]>>();

function rangesOf(pkg: string): Array<[number, number]> {
  const known = decoded.get(pkg);
  if (known) return known;
  const ranges = Object.values(COVERAGE[pkg] ?? {})
    .flatMap((list) => (list ? list.split(',') : []))
    .map((part): [number, number] => {
      const [from, to] = part.split('-');
      const start = Number.parseInt(from ?? '0', 36);
      return [start, to ? Number.parseInt(to, 36) : start];
    })
    .sort((a, b) => a[0] - b[0]);
  // Subsets overlap (each has the space, for one); merged, the ranges can be bisected.
  const merged: Array<[number, number]> = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  decoded.set(pkg, merged);
  return merged;
}

/** Whether a catalogue family's files have a glyph for the code point. */
export function familyHas(family: string, code: number): boolean {
  const pkg = familyEntry(family)?.pkg;
  if (!pkg) return false;
  const ranges = rangesOf(pkg);
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [start, end] = ranges[mid] ?? [0, -1];
    if (code < start) high = mid - 1;
    else if (code > end) low = mid + 1;
    else return true;
  }
  return false;
}

// Joiners and variation selectors are format characters the shaper consumes; no face needs
// a visible glyph for them.
const isIgnorable = (code: number) =>
  (code >= 0x200b && code <= 0x200f) || code === 0x2060 || (code >= 0xfe00 && code <= 0xfe0f);

const familyCovers = (family: string, cluster: string) =>
  [...cluster].every(
    (char) => isIgnorable(char.codePointAt(0) ?? 0) || familyHas(family, char.codePointAt(0) ?? 0),
  );

const SCRIPT_ORDER: Record<'malayalam' | 'devanagari', Record<FaceStyle, string[]>> = {
  malayalam: {
    sans: ['Noto Sans Malayalam', 'Manjari', 'Noto Serif Malayalam'],
    serif: ['Noto Serif Malayalam', 'Noto Sans Malayalam', 'Manjari'],
  },
  devanagari: {
    sans: ['Noto Sans Devanagari', 'Hind', 'Mukta'],
    serif: ['Noto Sans Devanagari', 'Hind', 'Mukta'],
  },
};
const LATIN_ORDER: Record<FaceStyle, string[]> = {
  sans: ['Noto Sans', 'Roboto', 'Noto Sans Malayalam', 'Noto Sans Devanagari'],
  serif: ['PT Serif', 'Noto Serif Malayalam', 'Noto Sans', 'Noto Sans Malayalam'],
};

/** The faces tried, in order, for a cluster of this script in the chosen family. */
export function fallbackOrder(family: string, script: Script): string[] {
  const entry = familyEntry(family);
  const style = entry?.style ?? 'sans';
  const indic = entry?.scripts.find((s) => s === 'malayalam' || s === 'devanagari');
  const order =
    script === 'malayalam' || script === 'devanagari'
      ? SCRIPT_ORDER[script][style]
      : [...(indic ? SCRIPT_ORDER[indic][style] : []), ...LATIN_ORDER[style]];
  const rest = CATALOG.filter((e) => e.style === style)
    .concat(CATALOG.filter((e) => e.style !== style))
    .map((e) => e.family);
  return [...new Set([family, ...order, ...rest])];
}

/** The script that decides a cluster's face: its first letter's. */
const clusterScript = (cluster: string): Script => {
  for (const char of cluster) {
    const script = scriptOf(char.codePointAt(0) ?? 0);
    if (script) return script;
  }
  return 'latin';
};

function familyFor(cluster: string, chosen: string): string {
  if (!familyEntry(chosen)) {
    // A family we do not ship (an old design's "sans-serif"): the browser draws Latin in it,
    // but nothing guarantees it has Indic glyphs, so those take our faces.
    const script = clusterScript(cluster);
    return script === 'malayalam' || script === 'devanagari'
      ? (SCRIPT_ORDER[script].sans[0] ?? chosen)
      : chosen;
  }
  if (familyCovers(chosen, cluster)) return chosen;
  const found = fallbackOrder(chosen, clusterScript(cluster)).find((f) => familyCovers(f, cluster));
  return found ?? chosen;
}

const asciiCovered = new Map<string, boolean>();

/**
 * Whether every printable ASCII character stays in the family: it has them all, or it is a
 * family outside the catalogue (only Indic clusters change face there).
 */
export function coversAscii(family: string): boolean {
  const known = asciiCovered.get(family);
  if (known !== undefined) return known;
  let covers = true;
  if (familyEntry(family))
    for (let code = 0x20; code <= 0x7e && covers; code++) covers = familyHas(family, code);
  asciiCovered.set(family, covers);
  return covers;
}

/**
 * The text split into runs of one face each: the chosen face wherever it has the glyphs,
 * a fallback face elsewhere. Spaces stay in the run before them when its face has them, so
 * a phrase in one script is one run (shaped whole). In a family outside the catalogue, only
 * Indic clusters change face.
 */
export function fallbackRuns(text: string, face: Face): TextRun[] {
  // Most texts of a menu or a price list: one run, decided without a look at each character
  // (a page lays out thousands of texts, each word several times).
  if (isPrintableAscii(text) && coversAscii(face.family))
    return text ? [{ text, family: face.family, weight: face.weight, italic: face.italic }] : [];
  return runsByCluster(text, face);
}

/** fallbackRuns decided cluster by cluster (the reference its shortcut answers as). */
export function runsByCluster(text: string, face: Face): TextRun[] {
  const runs: TextRun[] = [];
  for (const cluster of clusters(text)) {
    const previous = runs.at(-1);
    const family =
      previous && /^\s+$/u.test(cluster) && familyCovers(previous.family, cluster)
        ? previous.family
        : familyFor(cluster, face.family);
    if (previous && previous.family === family) previous.text += cluster;
    else runs.push({ text: cluster, family, weight: face.weight, italic: face.italic });
  }
  return runs;
}

/**
 * A CSS family list that draws like the runs do, for HTML that shows a text shape's text (the
 * edit overlay): the chosen family, then the first fallback of each script for its style.
 */
export function fallbackFamilies(family: string): string[] {
  const style = familyEntry(family)?.style ?? 'sans';
  const firsts = [
    SCRIPT_ORDER.malayalam[style][0],
    SCRIPT_ORDER.devanagari[style][0],
    LATIN_ORDER[style][0],
  ];
  return [...new Set([family, ...firsts.filter((f): f is string => f !== undefined)])];
}
