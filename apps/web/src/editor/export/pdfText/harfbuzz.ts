// HarfBuzz (WASM) shapes the PDF's text exactly as the browser does on the canvas: jsPDF
// writes one glyph per character, which breaks Malayalam and Devanagari conjuncts. The
// module is imported only when a PDF is written, so the editor's first load never carries it.
import type { Face, Font } from 'harfbuzzjs';

type HarfBuzz = typeof import('harfbuzzjs');

let loading: Promise<HarfBuzz> | null = null;
/** The HarfBuzz module, fetched and compiled once, on first use. */
export const loadHarfBuzz = (): Promise<HarfBuzz> => {
  loading ??= import('harfbuzzjs');
  return loading;
};

/** One glyph as HarfBuzz placed it, in font units; `cluster` is a UTF-16 index into the text. */
export interface ShapedGlyph {
  glyphId: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** Vertical metrics in font units (descender negative), as the PDF font descriptor needs them. */
export interface FaceMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  capHeight: number;
  bbox: [number, number, number, number];
}

/** A font file opened for shaping: TrueType/OpenType bytes, never WOFF. */
export interface ShapingFont {
  readonly bytes: Uint8Array;
  readonly metrics: FaceMetrics;
  covers(codePoint: number): boolean;
  /** The font's own code point for a glyph drawn straight from its cmap, if any. */
  codePointOf(glyphId: number): number | undefined;
  advanceOf(glyphId: number): number;
  shape(text: string): ShapedGlyph[];
}

const readHead = (face: Face): [number, number, number, number] => {
  const head = face.referenceTable('head');
  if (!head || head.length < 44) return [0, 0, 0, 0];
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  return [view.getInt16(36), view.getInt16(38), view.getInt16(40), view.getInt16(42)];
};

const readCapHeight = (face: Face, fallback: number): number => {
  const os2 = face.referenceTable('OS/2');
  if (!os2 || os2.length < 90) return fallback;
  return new DataView(os2.buffer, os2.byteOffset, os2.byteLength).getInt16(88) || fallback;
};

function openWith(hb: HarfBuzz, bytes: Uint8Array): ShapingFont {
  const face = new hb.Face(new hb.Blob(bytes));
  const font: Font = new hb.Font(face);
  const extents = font.hExtents();
  const unicodes = new Set(face.collectUnicodes());
  let reverse: Map<number, number> | null = null;
  const metrics: FaceMetrics = {
    unitsPerEm: face.upem,
    ascender: extents.ascender,
    descender: extents.descender,
    capHeight: readCapHeight(face, extents.ascender),
    bbox: readHead(face),
  };
  return {
    bytes,
    metrics,
    covers: (codePoint) => unicodes.has(codePoint),
    codePointOf: (glyphId) => {
      if (!reverse) {
        reverse = new Map();
        for (const codePoint of unicodes) {
          const glyph = font.nominalGlyph(codePoint);
          if (glyph !== undefined && !reverse.has(glyph)) reverse.set(glyph, codePoint);
        }
      }
      return reverse.get(glyphId);
    },
    advanceOf: (glyphId) => font.glyphHAdvance(glyphId),
    shape: (text) => {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const infos = buffer.getGlyphInfos();
      const positions = buffer.getGlyphPositions();
      return infos.map((info, i) => ({
        glyphId: info.codepoint,
        cluster: info.cluster,
        xAdvance: positions[i]?.xAdvance ?? 0,
        xOffset: positions[i]?.xOffset ?? 0,
        yOffset: positions[i]?.yOffset ?? 0,
      }));
    },
  };
}

/** Opens TrueType/OpenType bytes for shaping (loads HarfBuzz on first use). */
export async function openShapingFont(bytes: Uint8Array): Promise<ShapingFont> {
  return openWith(await loadHarfBuzz(), bytes);
}
