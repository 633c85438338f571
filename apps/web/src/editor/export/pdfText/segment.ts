// A run's text is drawn from the files of one face: @fontsource splits each family into
// script files (malayalam, devanagari, latin, latin-ext) the browser picks from by
// unicode-range. The PDF does the same per grapheme cluster, so a conjunct is never split
// between two files and a space or digit comes from the file that has it.
import type { ShapingFont } from './harfbuzz.ts';

export interface FontPiece {
  text: string;
  font: ShapingFont;
}

/**
 * One file of a face and the characters the browser takes from it (its CSS unicode-range):
 * @fontsource's files overlap (each has the space), and the canvas draws a space or a ₹
 * from the file the range names, so the PDF does too.
 */
export interface FaceFile {
  font: ShapingFont;
  claims: (codePoint: number) => boolean;
}

// Joiners and variation selectors shape with their neighbours; no file needs to map them.
const isIgnorable = (codePoint: number): boolean =>
  (codePoint >= 0x200b && codePoint <= 0x200d) ||
  codePoint === 0x2060 ||
  (codePoint >= 0xfe00 && codePoint <= 0xfe0f);

const clusters = (text: string): string[] => {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return [...segmenter.segment(text)].map((part) => part.segment);
};

const every = (cluster: string, test: (codePoint: number) => boolean): boolean =>
  [...cluster].every((char) => {
    const codePoint = char.codePointAt(0) ?? 0;
    return isIgnorable(codePoint) || test(codePoint);
  });

/**
 * Cuts a text into pieces, each drawn from the first file (in the order given) whose range
 * claims its clusters and which has their glyphs, else the first that has the glyphs; a
 * cluster no file has goes to the first file, which draws its .notdef box: visible, never
 * silently dropped.
 */
export function pieceByFont(text: string, files: readonly FaceFile[]): FontPiece[] {
  const [first] = files;
  if (!first) throw new Error('A text run needs at least one font file');
  const pieces: FontPiece[] = [];
  for (const cluster of clusters(text)) {
    const has = (file: FaceFile) => every(cluster, (cp) => file.font.covers(cp));
    const file = files.find((f) => has(f) && every(cluster, f.claims)) ?? files.find(has) ?? first;
    const font = file.font;
    const last = pieces.at(-1);
    if (last && last.font === font) last.text += cluster;
    else pieces.push({ text: cluster, font });
  }
  return pieces;
}
