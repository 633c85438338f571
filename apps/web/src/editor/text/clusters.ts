// Grapheme clusters safe for Indic shaping: a line break or a change of face between two of
// them never splits what the shaper must see whole.
import { isPrintableAscii } from './scripts.ts';

// Made when first needed: making one loads the browser's segmentation rules, ~40 ms of a
// phone's opening at 4x, and a page of plain ASCII texts (most) never needs it.
let graphemes: Intl.Segmenter | undefined;

const VIRAMAS = new Set([0x094d, 0x0d4d, 0x0d3b, 0x0d3c]);
const ZWJ = 0x200d;
const ZWNJ = 0x200c;

const lastCode = (s: string) => s.codePointAt(s.length - 1) ?? 0;
const firstCode = (s: string) => s.codePointAt(0) ?? 0;

/**
 * The text's extended grapheme clusters, joined further where a conjunct goes on: after a
 * virama (older ICU without Unicode 15.1's GB9c splits "ക്ഷ" after the virama) and around
 * the joiners ZWJ/ZWNJ, which belong to the letters they join.
 */
export function clusters(text: string): string[] {
  // Printable ASCII has one cluster per character (no joiners, marks or CR LF pairs): most
  // texts of a menu or a price list take this path, the segmenter costs ten times as much.
  if (isPrintableAscii(text)) return text.split('');
  const out: string[] = [];
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) {
    const previous = out.at(-1);
    const glue =
      previous !== undefined &&
      (VIRAMAS.has(lastCode(previous)) ||
        lastCode(previous) === ZWJ ||
        lastCode(previous) === ZWNJ ||
        firstCode(segment) === ZWJ ||
        firstCode(segment) === ZWNJ) &&
      !/\s/u.test(segment);
    if (glue) out[out.length - 1] = previous + segment;
    else out.push(segment);
  }
  return out;
}
