// The one line layout of a text shape, used by the canvas, the PNG and the PDF alike, so
// every export writes exactly what the canvas draws: paragraphs wrapped into lines at the
// box width, each line a row of runs (one face each, see fallback.ts) with their widths and
// positions.
//
// Wrapping: a line breaks after a space where the next word does not fit; a word wider than
// the box breaks between clusters (clusters.ts), never inside one; every line takes at least
// one cluster, so no text is ever dropped, however narrow the box.
import { clusters } from './clusters.ts';
import { cssFont } from './faces.ts';
import { coversAscii, fallbackRuns, type TextRun } from './fallback.ts';
import { isPrintableAscii } from './scripts.ts';
import type { Face, FontMetrics, Measure } from './types.ts';

export type TextAlign = 'left' | 'center' | 'right' | 'justify';

export interface TextBox {
  text: string;
  face: Face;
  fontSize: number;
  /** Box width in page pixels; undefined means one line per paragraph, as wide as it is. */
  width?: number;
  align?: TextAlign;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
}

export type { FontMetrics, Measure };

export interface LaidRun extends TextRun {
  /** CSS font shorthand to draw the run with. */
  font: string;
  /** Left edge, from the box's left. */
  x: number;
  width: number;
}

export interface LaidLine {
  runs: LaidRun[];
  /** The line's text as drawn (the spaces a break ate are not in it). */
  text: string;
  width: number;
  /** Top of the line box and its alphabetic baseline, from the box's top. */
  top: number;
  baseline: number;
}

export interface TextLayout {
  lines: LaidLine[];
  width: number;
  height: number;
  lineHeightPx: number;
}

/** A run with its measured width. */
interface MeasuredRun extends TextRun {
  width: number;
}

interface Piece {
  /** The word's runs with its trailing spaces, and without them (where a line breaks). */
  runs: MeasuredRun[];
  inkRuns: MeasuredRun[];
  /** Width without trailing spaces, and with them. */
  inkWidth: number;
  fullWidth: number;
  trailing: string;
}

const fontOf = (run: TextRun, size: number) => cssFont(run, size);
const widthOfRuns = (runs: MeasuredRun[]) => runs.reduce((sum, r) => sum + r.width, 0);

/** A paragraph's words, each with the spaces after it (leading spaces stay on the first). */
const WORDS = /\s*\S+\s*|\s+/gu;
const WORD_AND_TRAILING = /^(\s*\S+|\s*)(\s*)$/u;

/** A token of WORDS split into its word and the spaces after it (where a line may break). */
function wordAndTrailing(token: string): { word: string; trailing: string } {
  const match = WORD_AND_TRAILING.exec(token);
  return { word: match?.[1] ?? token, trailing: match?.[2] ?? '' };
}

/** The index-th line box's top, and its alphabetic baseline where CSS puts it (half-leading). */
function lineBox(
  index: number,
  lineHeightPx: number,
  metrics: FontMetrics,
): { top: number; baseline: number } {
  const top = index * lineHeightPx;
  return { top, baseline: top + (lineHeightPx + metrics.ascent - metrics.descent) / 2 };
}

/**
 * The lines in their box: as wide as the box, or as the longest line without a box width,
 * each aligned (`spread`: whether a justified line spreads its spaces; not a paragraph's last).
 */
function boxed(
  lines: LaidLine[],
  box: TextBox,
  lineHeightPx: number,
  spread: (index: number) => boolean,
): TextLayout {
  const width = box.width ?? Math.max(0, ...lines.map((line) => line.width));
  for (const [index, line] of lines.entries()) alignLine(line, width, box.align, spread(index));
  return { lines, width, height: lines.length * lineHeightPx, lineHeightPx };
}

export function layoutText(box: TextBox, measure: Measure): TextLayout {
  return plainLayout(box, measure) ?? layoutByRuns(box, measure);
}

/** A line of a plain text being filled (plainLayout). */
interface PlainRow {
  /** Its text and width as drawn: without the spaces after its last word. */
  text: string;
  ink: number;
  /** Its width with those spaces (where a next word would start), and the spaces. */
  full: number;
  trailing: string;
}

/**
 * The layout of most texts of a menu or a price list — printable ASCII in a face that has all
 * of it, not justified, no word wider than the box — as layoutByRuns gives it, without its
 * runs per word: one run a line, one face, the same measures. A busy page's thousand texts
 * are laid out when it opens, in code the browser has not compiled yet, where each object,
 * closure and string that layoutByRuns makes for a word counts: this way a third of the time
 * (bench/editor/README.md, seventh pass). Null for any other text. Property-tested against
 * layoutByRuns.
 */
export function plainLayout(box: TextBox, measure: Measure): TextLayout | null {
  const { text, face, fontSize } = box;
  if (box.align === 'justify' || !isPrintableAscii(text) || !coversAscii(face.family)) return null;
  const font = cssFont(face, fontSize);
  const maxWidth = box.width ?? Number.POSITIVE_INFINITY;
  const metrics = measure('', font);
  const lineHeightPx = fontSize * box.lineHeight;
  const lines: LaidLine[] = [];
  const endRow = ({ text: drawn, ink }: PlainRow) => {
    const { family, weight, italic } = face;
    const runs: LaidRun[] = drawn
      ? [{ text: drawn, family, weight, italic, width: ink, font, x: 0 }]
      : [];
    lines.push({ runs, text: drawn, width: ink, ...lineBox(lines.length, lineHeightPx, metrics) });
  };
  let row: PlainRow | null = null;
  // Printable ASCII has no newline: one paragraph.
  for (const token of text.match(WORDS) ?? ['']) {
    const { word, trailing } = wordAndTrailing(token);
    const ink = word ? measure(word, font).width : 0;
    // A word wider than the box is cut between clusters: layoutByRuns's work.
    if (ink > maxWidth) return null;
    const full = trailing ? measure(word + trailing, font).width : ink;
    if (row && row.full + ink <= maxWidth) {
      // The spaces before the word are drawn now that a word follows them on the row.
      row.text += row.trailing + word;
      row.ink = row.full + ink;
      row.full += full;
      row.trailing = trailing;
    } else {
      if (row) endRow(row);
      row = { text: word, ink, full, trailing };
    }
  }
  if (row) endRow(row);
  return boxed(lines, box, lineHeightPx, () => false);
}

/** The layout of any text: its words' runs, one face each (fallback.ts), wrapped and placed. */
export function layoutByRuns(box: TextBox, measure: Measure): TextLayout {
  const { face, fontSize } = box;
  const measured = (text: string): MeasuredRun[] =>
    fallbackRuns(text, face).map((r) => ({
      ...r,
      width: measure(r.text, fontOf(r, fontSize)).width,
    }));
  const widthOf = (text: string) => widthOfRuns(measured(text));
  const maxWidth = box.width ?? Number.POSITIVE_INFINITY;

  // A line's runs are placed by the widths of its words (measured with their spaces, and
  // shared by every text that has them), not measured again as a line: a line is mostly
  // text no other shape has, and on a page of a thousand texts that second measure was half
  // of their layout. Shaping and kerning do not cross a space.
  const piece = (word: string, trailing: string): Piece => {
    const inkRuns = measured(word);
    const runs = trailing ? measured(word + trailing) : inkRuns;
    return {
      runs,
      inkRuns,
      inkWidth: widthOfRuns(inkRuns),
      fullWidth: widthOfRuns(runs),
      trailing,
    };
  };

  /** A word wider than the box, cut between clusters into pieces that fit. */
  const cut = (word: string, trailing: string): Piece[] => {
    const out: Piece[] = [];
    let current = '';
    for (const cluster of clusters(word)) {
      if (current && widthOf(current + cluster) > maxWidth) {
        out.push(piece(current, ''));
        current = cluster;
      } else current += cluster;
    }
    out.push(piece(current, trailing));
    return out;
  };

  const rows: Piece[][] = [];
  const paragraphEnds = new Set<number>();
  for (const paragraph of box.text.split(/\r?\n/)) {
    let row: Piece[] = [];
    let rowWidth = 0;
    const words = paragraph.match(WORDS) ?? [''];
    for (const token of words) {
      const { word, trailing } = wordAndTrailing(token);
      const whole = piece(word, trailing);
      if (row.length && rowWidth + whole.inkWidth <= maxWidth) {
        row.push(whole);
        rowWidth += whole.fullWidth;
        continue;
      }
      if (row.length) rows.push(row);
      const parts = whole.inkWidth <= maxWidth ? [whole] : cut(word, trailing);
      for (const part of parts.slice(0, -1)) rows.push([part]);
      const last = parts.at(-1) ?? whole;
      row = [last];
      rowWidth = last.fullWidth;
    }
    rows.push(row);
    paragraphEnds.add(rows.length - 1);
  }

  const metrics = measure('', cssFont(face, fontSize));
  const lineHeightPx = fontSize * box.lineHeight;
  const lines = rows.map((row, index): LaidLine => {
    // The spaces that end a line are where it broke: not drawn, not measured.
    const last = row.at(-1);
    const runs = row.flatMap((p) => (p === last && p.trailing ? p.inkRuns : p.runs));
    return { ...placeRuns(runs, box), ...lineBox(index, lineHeightPx, metrics) };
  });
  return boxed(lines, box, lineHeightPx, (index) => !paragraphEnds.has(index));
}

/** Joins the line's runs of one face (shaped whole) and gives each its x and width. */
function placeRuns(
  pieces: MeasuredRun[],
  box: TextBox,
): { runs: LaidRun[]; text: string; width: number } {
  // A justified line keeps one run per word, so its spaces can stretch.
  const merged: MeasuredRun[] = [];
  for (const run of pieces) {
    const previous = merged.at(-1);
    if (previous && previous.family === run.family && box.align !== 'justify') {
      previous.text += run.text;
      previous.width += run.width;
    } else merged.push({ ...run });
  }
  let x = 0;
  const runs = merged
    .filter((run) => run.text.length > 0)
    .map((run): LaidRun => {
      const laid = { ...run, font: fontOf(run, box.fontSize), x };
      x += run.width;
      return laid;
    });
  return { runs, text: runs.map((r) => r.text).join(''), width: x };
}

/** Moves a line's runs for its alignment; a justified line spreads its spaces (not its last). */
function alignLine(line: LaidLine, boxWidth: number, align: TextAlign = 'left', spread = false) {
  const free = boxWidth - line.width;
  if (align === 'center' || align === 'right') {
    const dx = align === 'center' ? free / 2 : free;
    for (const run of line.runs) run.x += dx;
    return;
  }
  if (align !== 'justify' || !spread || free <= 0) return;
  const gaps = line.runs.filter(
    (run, i) => i < line.runs.length - 1 && /\s$/u.test(run.text),
  ).length;
  if (!gaps) return;
  let shift = 0;
  line.runs.forEach((run, i) => {
    run.x += shift;
    if (i < line.runs.length - 1 && /\s$/u.test(run.text)) shift += free / gaps;
  });
  line.width = boxWidth;
}
