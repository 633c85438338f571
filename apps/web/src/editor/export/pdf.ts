// Save as pdf: canvas.pdf at pixel ratio 2 (spec §2, §9). Shapes and images are embedded as
// pictures and every text as real, selectable PDF text, at the place the shared line layout
// (text/layout.ts) gives it, in the canvas's stacking order (paintOrder.ts): usually one
// picture with the texts above it, one more picture for each run of shapes over a text.
// Plain Latin text in its own face is written by jsPDF with the face embedded; any other
// text (Malayalam, Devanagari, fallback faces) is shaped with HarfBuzz and written as glyphs
// with its original characters attached (pdfText/). This module, jsPDF and HarfBuzz are
// loaded only when a PDF is saved. Decision: the orientation follows the page (landscape for
// the default 800x500; a tall restaurant menu stays portrait rather than squashed).
import { EXPORT_RATIOS, type Page, type Shape } from '@nibble/core';
import { GState, jsPDF } from 'jspdf';
import { stageOf } from '../canvas/stageRegistry.ts';
import { woffToSfnt } from '../fonts/woffToTtf.ts';
import type { Face } from '../text/faces.ts';
import { fontFileUrl } from '../text/fontFiles.ts';
import type { TextLayout } from '../text/layout.ts';
import { faceOf } from '../text/shapeText.ts';
import { PAGE_NOT_ON_SCREEN } from './exportErrors.ts';
import { facesOnStage } from './facesOnStage.ts';
import { paintSteps } from './paintOrder.ts';
import { binaryString } from './pdfText/fontSet.ts';
import { ShapedTextLayer } from './pdfText/jspdfLayer.ts';
import { loadSubsetter } from './pdfText/subsetLoader.ts';
import { jsPdfCanWrite, layoutOfShape, rgbOf, shapedBlock } from './pdfText/textShape.ts';
import { downloadBlob, renderPageCanvas } from './renderPage.ts';

export const PDF_FILE_NAME = 'canvas.pdf';
/** CSS pixels to PDF points. */
const PT = 0.75;

/** Registers a text's face with jsPDF; answers the font name to use, helvetica when unavailable. */
async function pdfFont(
  pdf: jsPDF,
  face: Face,
  registered: Map<string, string>,
): Promise<{ name: string; style: string }> {
  const key = `${face.family}-${face.weight}-${face.italic ? 'italic' : 'normal'}`;
  const known = registered.get(key);
  if (known) return { name: known, style: 'normal' };
  try {
    const url = await fontFileUrl(face, 'latin');
    if (!url) throw new Error('no font file');
    const woff = await (await fetch(url)).arrayBuffer();
    const ttf = await woffToSfnt(woff);
    const file = `${key.replace(/\s+/g, '_')}.ttf`;
    pdf.addFileToVFS(file, binaryString(ttf));
    pdf.addFont(file, key, 'normal');
    registered.set(key, key);
    return { name: key, style: 'normal' };
  } catch {
    const { weight, italic } = face;
    const style = weight >= 600 ? (italic ? 'bolditalic' : 'bold') : italic ? 'italic' : 'normal';
    return { name: 'helvetica', style };
  }
}

const rgbColour = (colour: string): [number, number, number] =>
  rgbOf(colour).map((c) => Math.round(c * 255)) as [number, number, number];

/** Where a point of the text box lands on the page, the box turned around its origin. */
function onPage(shape: Shape, dx: number, dy: number): { x: number; y: number } {
  const angle = ((shape.attrs.rotation ?? 0) * Math.PI) / 180;
  return {
    x: shape.attrs.x + dx * Math.cos(angle) - dy * Math.sin(angle),
    y: shape.attrs.y + dx * Math.sin(angle) + dy * Math.cos(angle),
  };
}

/** Writes plain Latin text with jsPDF, run by run at its baseline. */
function writeLatinText(
  pdf: jsPDF,
  shape: Shape,
  layout: TextLayout,
  font: { name: string; style: string },
) {
  const fontSize = shape.attrs.fontSize ?? 20;
  pdf.setFont(font.name, font.style);
  pdf.setFontSize(fontSize * PT);
  pdf.setTextColor(...rgbColour(shape.attrs.fill ?? '#000000'));
  for (const line of layout.lines) {
    for (const run of line.runs) {
      const at = onPage(shape, run.x, line.baseline);
      pdf.text(run.text, at.x * PT, at.y * PT, {
        baseline: 'alphabetic',
        angle: -(shape.attrs.rotation ?? 0),
      });
    }
  }
}

/** The underline of each line, where the canvas draws it (canvas/textNode.ts): a bar under the baseline. */
function writeUnderlines(pdf: jsPDF, shape: Shape, layout: TextLayout) {
  if (shape.attrs.textDecoration !== 'underline') return;
  const fontSize = shape.attrs.fontSize ?? 20;
  const thickness = Math.max(1, fontSize / 15);
  pdf.setDrawColor(...rgbColour(shape.attrs.fill ?? '#000000'));
  pdf.setLineWidth(thickness * PT);
  for (const line of layout.lines) {
    const first = line.runs[0];
    if (!first || !line.text.trim()) continue;
    const uy = line.baseline + fontSize * 0.1 + thickness / 2;
    const from = onPage(shape, first.x, uy);
    const to = onPage(shape, first.x + line.width, uy);
    pdf.line(from.x * PT, from.y * PT, to.x * PT, to.y * PT);
  }
}

async function writeText(
  pdf: jsPDF,
  shape: Shape,
  shaped: ShapedTextLayer,
  registered: Map<string, string>,
) {
  const layout = await layoutOfShape(shape);
  const opacity = shape.attrs.opacity ?? 1;
  if (opacity < 1) pdf.setGState(new GState({ opacity }));
  if (jsPdfCanWrite(shape, layout)) {
    writeLatinText(pdf, shape, layout, await pdfFont(pdf, faceOf(shape.attrs), registered));
  } else {
    shaped.draw(await shapedBlock(shape, layout));
  }
  writeUnderlines(pdf, shape, layout);
  if (opacity < 1) pdf.setGState(new GState({ opacity: 1 }));
}

export async function buildPdf(page: Page): Promise<jsPDF> {
  if (!stageOf(page.id)) throw new Error(PAGE_NOT_ON_SCREEN);
  // The pictures are drawn from the stage: its texts must be in their faces first.
  await facesOnStage(page);
  const width = page.width * PT;
  const height = page.height * PT;
  const pdf = new jsPDF({
    orientation: page.width >= page.height ? 'landscape' : 'portrait',
    unit: 'pt',
    format: [width, height],
    compress: true,
  });
  const shaped = new ShapedTextLayer(pdf, PT);
  const registered = new Map<string, string>();
  for (const step of paintSteps(page)) {
    if (step.kind === 'picture') {
      const picture = renderPageCanvas(page.id, page, {
        pixelRatio: EXPORT_RATIOS.pdf,
        only: step,
      });
      pdf.addImage(picture, 'PNG', 0, 0, width, height);
      continue;
    }
    await writeText(pdf, step.shape, shaped, registered);
  }
  if (!shaped.isEmpty) {
    // Without the subsetter (its file failed to load) the faces go in whole: bigger, same text.
    const subsetter = await loadSubsetter().catch(() => null);
    if (subsetter) shaped.subsetFonts(subsetter);
  }
  return pdf;
}

export async function exportPdf(page: Page): Promise<void> {
  const pdf = await buildPdf(page);
  downloadBlob(pdf.output('blob'), PDF_FILE_NAME);
}
