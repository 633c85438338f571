// Content-stream operators for one text shape: every glyph at the place HarfBuzz gave it,
// each line wrapped in /Span <</ActualText …>> so copy, search and pdftotext give back the
// line's original characters, whatever glyphs the shaping made of them.

import type { PdfFontSet } from './fontSet.ts';
import type { ShapingFont } from './harfbuzz.ts';
import { type FaceFile, pieceByFont } from './segment.ts';
import { actualTextString, glyphCode } from './unicode.ts';

/** A stretch of a line in one face; `files` are that face's files, in the order to try. */
export interface PdfTextRun {
  text: string;
  files: readonly FaceFile[];
  fontSize: number;
  /** Left edge of the run from the box's left, in CSS pixels. */
  x: number;
}

export interface PdfTextLine {
  /** Baseline from the box's top, in CSS pixels. */
  baseline: number;
  runs: readonly PdfTextRun[];
}

/** A text shape as the canvas laid it out: box origin and rotation in page pixels. */
export interface PdfTextBlock {
  x: number;
  y: number;
  /** Degrees clockwise, as Konva turns the node around its origin. */
  rotation: number;
  /** RGB, each 0..1. */
  colour: readonly [number, number, number];
  lines: readonly PdfTextLine[];
}

export interface PdfPageSpace {
  /** Points per CSS pixel. */
  scale: number;
  /** Page height in points (PDF's y axis points up). */
  height: number;
}

const num = (n: number): string => {
  const fixed = n.toFixed(3);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') || '0' : fixed;
};

/**
 * The operators that draw a block. The block's own space has x to the right and y up from
 * the box's top-left, in CSS pixels; one `cm` maps it onto the page (scale, rotation, flip).
 */
export function textBlockOperators(
  block: PdfTextBlock,
  fonts: PdfFontSet,
  page: PdfPageSpace,
): string {
  const angle = (block.rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const s = page.scale;
  const ops: string[] = [
    'q',
    `${num(s * cos)} ${num(-s * sin)} ${num(s * sin)} ${num(s * cos)} ${num(s * block.x)} ${num(page.height - s * block.y)} cm`,
    `${block.colour.map(num).join(' ')} rg`,
  ];
  for (const line of block.lines) {
    const text = line.runs.map((run) => run.text).join('');
    if (!text) continue;
    ops.push(`/Span << /ActualText ${actualTextString(text)} >> BDC`, 'BT');
    let current = '';
    for (const run of line.runs) {
      let pen = run.x;
      for (const piece of pieceByFont(run.text, run.files)) {
        const unit = run.fontSize / piece.font.metrics.unitsPerEm;
        const name = fonts.nameOf(piece.font);
        const selected = `/${name} ${num(run.fontSize)} Tf`;
        if (selected !== current) {
          ops.push(selected);
          current = selected;
        }
        const glyphs = piece.font.shape(piece.text);
        glyphs.forEach((glyph, i) => {
          fonts.use(piece.font, glyph.glyphId, glyphText(piece.text, glyphs, i, piece.font));
          const gx = pen + glyph.xOffset * unit;
          const gy = -line.baseline + glyph.yOffset * unit;
          ops.push(`1 0 0 1 ${num(gx)} ${num(gy)} Tm <${glyphCode(glyph.glyphId)}> Tj`);
          pen += glyph.xAdvance * unit;
        });
      }
    }
    ops.push('ET', 'EMC');
  }
  ops.push('Q');
  return ops.join('\n');
}

/**
 * What a glyph stands for in the ToUnicode map: its own character when the font's cmap
 * draws that character with it, else its whole cluster when it is the cluster's only glyph
 * (a conjunct), else nothing (the line's /ActualText carries the text).
 */
function glyphText(
  text: string,
  glyphs: ReadonlyArray<{ glyphId: number; cluster: number }>,
  index: number,
  font: ShapingFont,
): string {
  const glyph = glyphs[index];
  if (!glyph) return '';
  const own = font.codePointOf(glyph.glyphId);
  if (own !== undefined) return String.fromCodePoint(own);
  const sameCluster = glyphs.filter((g) => g.cluster === glyph.cluster);
  if (sameCluster.length > 1) return '';
  const clusterStarts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const next = clusterStarts.find((start) => start > glyph.cluster) ?? text.length;
  return text.slice(glyph.cluster, next);
}
