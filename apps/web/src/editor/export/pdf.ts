// Save as pdf: canvas.pdf at pixel ratio 2 (spec §2, §9). Shapes and images are embedded as
// pictures and every text as real, selectable PDF text in its own font, at the position Konva
// laid it out, in the canvas's stacking order (paintOrder.ts): usually one picture with the
// texts above it, one more picture for each run of shapes that sits over a text. Decision: the orientation follows the page (landscape
// for the default 800x500; a tall restaurant menu stays portrait rather than squashed).
import { EXPORT_RATIOS, type Page, type Shape } from '@nibble/core';
import { GState, jsPDF } from 'jspdf';
import type Konva from 'konva';
import { stageOf } from '../canvas/stageRegistry.ts';
import { TEXT_LINE_HEIGHT } from '../canvas/textStyle.ts';
import { fontFileUrl } from '../fonts/loadFont.ts';
import { woffToSfnt } from '../fonts/woffToTtf.ts';
import { paintSteps } from './paintOrder.ts';
import { downloadBlob, renderPageCanvas } from './renderPage.ts';

export const PDF_FILE_NAME = 'canvas.pdf';
/** CSS pixels to PDF points. */
const PT = 0.75;

const toBinaryString = (bytes: Uint8Array): string => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
};

/** Registers a text's face with jsPDF; answers the font name to use, helvetica when unavailable. */
async function pdfFont(
  pdf: jsPDF,
  attrs: Shape['attrs'],
  registered: Map<string, string>,
): Promise<{ name: string; style: string }> {
  const family = attrs.fontFamily ?? '';
  const weight = attrs.fontWeight ?? 400;
  const italic = attrs.fontStyle === 'italic';
  const key = `${family}-${weight}-${italic ? 'italic' : 'normal'}`;
  const known = registered.get(key);
  if (known) return { name: known, style: 'normal' };
  try {
    const url = await fontFileUrl({ family, weight, italic });
    if (!url) throw new Error('no font file');
    const woff = await (await fetch(url)).arrayBuffer();
    const ttf = await woffToSfnt(woff);
    const file = `${key.replace(/\s+/g, '_')}.ttf`;
    pdf.addFileToVFS(file, toBinaryString(ttf));
    pdf.addFont(file, key, 'normal');
    registered.set(key, key);
    return { name: key, style: 'normal' };
  } catch {
    const style = weight >= 600 ? (italic ? 'bolditalic' : 'bold') : italic ? 'italic' : 'normal';
    return { name: 'helvetica', style };
  }
}

const cssColourToHex = (colour: string): string => {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return '#000000';
  context.fillStyle = '#000000';
  context.fillStyle = colour;
  return context.fillStyle.startsWith('#') ? context.fillStyle : '#000000';
};

interface KonvaTextLine {
  text: string;
  width: number;
}

/** Writes one text shape as PDF text, line by line as Konva broke it, with its underline. */
function writeText(
  pdf: jsPDF,
  shape: Shape,
  node: Konva.Text,
  font: { name: string; style: string },
) {
  const a = shape.attrs;
  const fontSize = a.fontSize ?? 20;
  const lineHeight = fontSize * TEXT_LINE_HEIGHT;
  const boxWidth = node.width();
  const angle = ((a.rotation ?? 0) * Math.PI) / 180;
  pdf.setFont(font.name, font.style);
  pdf.setFontSize(fontSize * PT);
  pdf.setTextColor(cssColourToHex(a.fill ?? '#000000'));
  pdf.setDrawColor(cssColourToHex(a.fill ?? '#000000'));
  const opacity = a.opacity ?? 1;
  if (opacity < 1) pdf.setGState(new GState({ opacity }));
  const lines = (node.textArr as KonvaTextLine[]) ?? [];
  lines.forEach((line, i) => {
    const align = a.textAlign ?? 'left';
    const dx =
      align === 'center'
        ? (boxWidth - line.width) / 2
        : align === 'right'
          ? boxWidth - line.width
          : 0;
    const dy = (i + 0.5) * lineHeight;
    // Rotate the line's offset with the node, as Konva does around the node's origin.
    const x = a.x + dx * Math.cos(angle) - dy * Math.sin(angle);
    const y = a.y + dx * Math.sin(angle) + dy * Math.cos(angle);
    pdf.text(line.text, x * PT, y * PT, { baseline: 'middle', angle: -(a.rotation ?? 0) });
    if (a.textDecoration === 'underline' && line.text.trim()) {
      const uy = dy + fontSize * 0.45;
      const ux = a.x + dx * Math.cos(angle) - uy * Math.sin(angle);
      const uyy = a.y + dx * Math.sin(angle) + uy * Math.cos(angle);
      pdf.setLineWidth((fontSize / 15) * PT);
      pdf.line(
        ux * PT,
        uyy * PT,
        (ux + line.width * Math.cos(angle)) * PT,
        (uyy + line.width * Math.sin(angle)) * PT,
      );
    }
  });
  if (opacity < 1) pdf.setGState(new GState({ opacity: 1 }));
}

export async function buildPdf(page: Page): Promise<jsPDF> {
  const stage = stageOf(page.id);
  if (!stage) throw new Error('This page is not on screen, so it cannot be exported.');
  const width = page.width * PT;
  const height = page.height * PT;
  const pdf = new jsPDF({
    orientation: page.width >= page.height ? 'landscape' : 'portrait',
    unit: 'pt',
    format: [width, height],
    compress: true,
  });
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
    const node = stage.findOne<Konva.Text>(`#${CSS.escape(step.shape.id)}`);
    if (node) writeText(pdf, step.shape, node, await pdfFont(pdf, step.shape.attrs, registered));
  }
  return pdf;
}

export async function exportPdf(page: Page): Promise<void> {
  const pdf = await buildPdf(page);
  downloadBlob(pdf.output('blob'), PDF_FILE_NAME);
}
