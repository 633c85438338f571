// Uploaded illustrations (spec §5 "Illustration upload"). An SVG is a document that can carry
// scripts and links, so it is parsed as XML, cleaned with DOMPurify on that very DOM (no
// second parser that could read it differently), and only the cleaned serialisation is stored.
import { LIMITS } from '@nibble/core';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { decoding } from './decode-gate.ts';
import { InvalidImageError } from './errors.ts';
import { SVG_MIME } from './formats.ts';
import { fitAsJpeg, type StoredImage } from './raster.ts';
import { mayReference, withoutExternalReferences } from './svg-css.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const { window } = new JSDOM('');
let purifier: DOMPurify | null = null;

/**
 * Pixels an illustration may render to. It is drawn at about twice the 1000x800 box
 * (3.2 MP); this allows for the density floor of 1 dpi on absurdly large canvases while
 * keeping one render under 64 MB.
 */
const MAX_RENDER_PIXELS = 16_000_000;

/** Only same-document references and embedded raster pictures may stay as links. */
const SAFE_HREF = /^(#|data:image\/(png|jpeg|gif|webp);)/i;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const made = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  made.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name === 'href' || name === 'xlink:href') {
      if (!SAFE_HREF.test(data.attrValue.trim())) data.keepAttr = false;
    } else if (mayReference(data.attrValue)) {
      // style="…", fill="url(…)", filter, mask, clip-path, marker-*: all CSS values.
      data.attrValue = withoutExternalReferences(data.attrValue);
      if (data.attrValue === '') data.keepAttr = false;
    }
  });
  made.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName.toLowerCase() === 'style' && node.textContent) {
      node.textContent = withoutExternalReferences(node.textContent);
    }
  });
  purifier = made;
  return made;
}

export interface CleanSvg {
  /** The sanitised SVG as UTF-8. */
  svg: Buffer;
  width: number | null;
  height: number | null;
}

/** A length attribute in user units (plain number or px); percentages and ems say nothing. */
function lengthOf(value: string | null): number | null {
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(value ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

function sizeOf(root: Element): { width: number | null; height: number | null } {
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxWidth = box.length === 4 && Number.isFinite(box[2]) ? (box[2] ?? null) : null;
  const boxHeight = box.length === 4 && Number.isFinite(box[3]) ? (box[3] ?? null) : null;
  return {
    width: lengthOf(root.getAttribute('width')) ?? boxWidth,
    height: lengthOf(root.getAttribute('height')) ?? boxHeight,
  };
}

/** Parses and sanitises an SVG; throws InvalidImageError when it is not an SVG document. */
export function sanitizeSvg(bytes: Buffer): CleanSvg {
  const text = bytes.toString('utf8');
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || doc.getElementsByTagName('parsererror').length > 0) {
    throw new InvalidImageError('not well-formed XML');
  }
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    throw new InvalidImageError('the root element is not <svg>');
  }
  getPurifier().sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is safe once its href can only point inside the document (hook above).
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'embed', 'object'],
    IN_PLACE: true,
  });
  const serialized = new window.XMLSerializer().serializeToString(root);
  return { svg: Buffer.from(serialized, 'utf8'), ...sizeOf(root) };
}

/**
 * What to store for an uploaded illustration: the cleaned SVG, or — when it is larger than
 * 1000x800 — a raster of it fitted into that box like any image.
 */
export async function prepareIllustration(bytes: Buffer): Promise<StoredImage> {
  const clean = sanitizeSvg(bytes);
  const width = clean.width ?? 0;
  const height = clean.height ?? 0;
  const oversize = width > LIMITS.imageMaxWidth || height > LIMITS.imageMaxHeight;
  if (!oversize) return { bytes: clean.svg, type: SVG_MIME, width, height };
  // Render near the target size instead of at full size, so a huge canvas costs no memory.
  const scale = Math.min(LIMITS.imageMaxWidth / width || 1, LIMITS.imageMaxHeight / height || 1);
  const density = Math.min(72, Math.max(1, 72 * scale * 2));
  try {
    return await decoding(() =>
      fitAsJpeg(sharp(clean.svg, { density, limitInputPixels: MAX_RENDER_PIXELS })),
    );
  } catch (error) {
    throw new InvalidImageError((error as Error).message);
  }
}
