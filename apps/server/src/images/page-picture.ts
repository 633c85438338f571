// A picture of one campaign page, drawn as SVG from the document model and rasterised with
// sharp. The server uses it where no browser has rendered a preview yet (the demo designs);
// it follows Konva's geometry closely enough for a thumbnail, not pixel for pixel.
import { type Page, PREVIEW_MAX_SIDE, type Shape, type ShapeAttrs } from '@nibble/core';
import sharp from 'sharp';
import { decoding } from './decode-gate.ts';
import { preparePreviewFonts } from './preview-fonts.ts';

const escapeXml = (value: string): string =>
  value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const paint = (attrs: ShapeAttrs): string =>
  `fill="${escapeXml(attrs.fill ?? 'lightgray')}" opacity="${num(attrs.opacity, 1)}"`;

/** Konva rotates a shape about its own (x, y). */
const placed = (attrs: ShapeAttrs, body: string): string =>
  `<g transform="translate(${num(attrs.x)} ${num(attrs.y)}) rotate(${num(attrs.rotation)})">${body}</g>`;

function starPoints(attrs: ShapeAttrs): string {
  const count = Math.max(2, Math.round(num(attrs.numPoints, 5)));
  const outer = num(attrs.outerRadius, 40);
  const inner = num(attrs.innerRadius, 20);
  const points: string[] = [];
  for (let i = 0; i < count * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / count;
    points.push(
      `${(radius * Math.sin(angle)).toFixed(2)},${(-radius * Math.cos(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}

/** Konva wraps text inside `width`; an average glyph is about half the font size wide. */
function wrap(text: string, width: number, fontSize: number): string[] {
  const perLine = width > 0 ? Math.max(1, Math.floor(width / (fontSize * 0.5))) : Infinity;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (next.length > perLine && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

function textShape(attrs: ShapeAttrs): string {
  const fontSize = num(attrs.fontSize, 20);
  const width = num(attrs.width);
  const align = attrs.textAlign ?? 'left';
  const anchor = align === 'center' ? 'middle' : align === 'right' ? 'end' : 'start';
  const x = align === 'center' ? width / 2 : align === 'right' ? width : 0;
  const lines = wrap(String(attrs.text ?? ''), width, fontSize)
    .map(
      (line, i) =>
        `<tspan x="${x}" dy="${i === 0 ? fontSize * 0.9 : fontSize}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const font = escapeXml(`${attrs.fontFamily ?? 'sans-serif'}, serif`);
  const style = `font-family="${font}" font-size="${fontSize}" font-weight="${num(attrs.fontWeight, 400)}" font-style="${attrs.fontStyle ?? 'normal'}"`;
  const underline = attrs.textDecoration === 'underline' ? ' text-decoration="underline"' : '';
  return `<text text-anchor="${anchor}" ${style}${underline} ${paint(attrs)}>${lines}</text>`;
}

function shapeSvg(shape: Shape): string {
  const a = shape.attrs;
  switch (shape.type) {
    case 'rect':
      return placed(a, `<rect width="${num(a.width)}" height="${num(a.height)}" ${paint(a)}/>`);
    case 'circ':
      return placed(a, `<circle r="${num(a.radius, num(a.width) / 2)}" ${paint(a)}/>`);
    case 'ellipse':
      return placed(
        a,
        `<ellipse rx="${num(a.radiusX, num(a.width) / 2)}" ry="${num(a.radiusY, num(a.height) / 2)}" ${paint(a)}/>`,
      );
    case 'star':
      return placed(a, `<polygon points="${starPoints(a)}" ${paint(a)}/>`);
    case 'line': {
      const points = (a.points ?? []).join(' ');
      const stroke = escapeXml(String(a.stroke ?? a.fill ?? 'black'));
      return placed(
        a,
        `<polyline points="${points}" fill="none" stroke="${stroke}" stroke-width="${num(a.strokeWidth, 2)}"/>`,
      );
    }
    case 'text':
    case 'v-text':
      return placed(a, textShape(a));
    // Uploaded pictures need the viewer's session to load; a neutral box keeps the layout.
    case 'img':
    case 'illus':
      return placed(
        a,
        `<rect width="${num(a.width, 100)}" height="${num(a.height, 100)}" fill="#dee2e6"/>`,
      );
  }
}

/** The page as a standalone SVG document, layers and shapes in their z-order. */
export function pageSvg(page: Page): string {
  const shapes: string[] = [];
  for (const layerId of page.layers.order) {
    const layer = page.layers.items[layerId];
    if (!layer || layer.hidden) continue;
    for (const shapeId of layer.shapes.order) {
      const shape = layer.shapes.items[shapeId];
      if (shape && !shape.hidden) shapes.push(shapeSvg(shape));
    }
  }
  const { width, height } = page;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${escapeXml(page.backgroundColor)}"/>`,
    ...shapes,
    '</svg>',
  ].join('');
}

/**
 * A PNG preview of the page at pixel ratio 1 (spec §9 export ratios), rendered through the
 * decode gate and no larger than any stored preview may be.
 */
export function pagePreviewPng(page: Page): Promise<Buffer> {
  // Malayalam and Hindi texts need faces a server rarely has (preview-fonts.ts).
  preparePreviewFonts();
  const limitInputPixels = PREVIEW_MAX_SIDE * PREVIEW_MAX_SIDE;
  return decoding(() =>
    sharp(Buffer.from(pageSvg(page)), { limitInputPixels })
      .png()
      .toBuffer(),
  );
}
