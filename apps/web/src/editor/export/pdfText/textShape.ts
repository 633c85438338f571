// A text shape as the PDF sees it: laid out by the same layoutText as the canvas, then either
// left to jsPDF (plain Latin in the shape's own face, written as before) or shaped here.
import type { Shape } from '@nibble/core';
import type { TextLayout } from '../../text/layout.ts';
import { textFacesReady } from '../../text/ready.ts';
import { detectScripts } from '../../text/scripts.ts';
import { faceOf, layoutShapeText } from '../../text/shapeText.ts';
import type { PdfTextBlock } from './content.ts';
import { faceFilesFor } from './faceFiles.ts';

/**
 * Lays a text shape out once the browser can draw it (its face and every fallback face, with
 * the subsets the text needs), so measureText gives the widths the canvas drew with.
 */
export async function layoutOfShape(shape: Shape): Promise<TextLayout> {
  await textFacesReady(faceOf(shape.attrs), shape.attrs.text ?? '');
  return layoutShapeText(shape.attrs);
}

/**
 * Whether jsPDF can write the text as it always has: every run in the shape's own face and
 * every character in the latin subset (jsPDF maps characters to glyphs one to one, which only
 * holds for scripts without shaping, and embeds one file per face).
 */
export function jsPdfCanWrite(shape: Shape, layout: TextLayout): boolean {
  const family = faceOf(shape.attrs).family;
  const runs = layout.lines.flatMap((line) => line.runs);
  if (runs.some((run) => run.family !== family)) return false;
  const scripts = detectScripts(runs.map((run) => run.text).join(''));
  return [...scripts].every((script) => script === 'latin');
}

/** Parses a CSS colour the way the canvas does; black when it cannot. */
export function rgbOf(colour: string): [number, number, number] {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return [0, 0, 0];
  context.fillStyle = '#000000';
  context.fillStyle = colour;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(context.fillStyle);
  if (!hex) return [0, 0, 0];
  return [hex[1], hex[2], hex[3]].map((part) => Number.parseInt(part ?? '0', 16) / 255) as [
    number,
    number,
    number,
  ];
}

/** The shape's lines with the font files of each run, ready for the shaped text layer. */
export async function shapedBlock(shape: Shape, layout: TextLayout): Promise<PdfTextBlock> {
  const a = shape.attrs;
  const fontSize = a.fontSize ?? 20;
  const lines = await Promise.all(
    layout.lines.map(async (line) => ({
      baseline: line.baseline,
      runs: await Promise.all(
        line.runs.map(async (run) => ({
          text: run.text,
          files: await faceFilesFor(run, run.text),
          fontSize,
          x: run.x,
        })),
      ),
    })),
  );
  return {
    x: a.x,
    y: a.y,
    rotation: a.rotation ?? 0,
    colour: rgbOf(a.fill ?? '#000000'),
    lines,
  };
}
