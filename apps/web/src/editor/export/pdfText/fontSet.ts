// The faces a PDF's shaped text uses, written as Type0 fonts: a CIDFontType2 with
// Identity-H encoding and CIDToGIDMap /Identity, so the content stream can name HarfBuzz's
// glyph ids directly (a shaped conjunct has no character code of its own), and a ToUnicode
// CMap so a reader that ignores /ActualText still maps most glyphs back to their characters.
import type { ShapingFont } from './harfbuzz.ts';
import type { Subsetter } from './subset.ts';
import { toUnicodeCMap } from './unicode.ts';

/** The part of jsPDF's plugin API (pdf.internal) that writes raw objects. */
export interface PdfObjectSink {
  newObject(): number;
  out(line: string): void;
  putStream(options: {
    data: string;
    objectId: number;
    addLength1?: boolean;
    additionalKeyValues?: Array<{ key: string; value: string | number }>;
  }): void;
}

interface FontEntry {
  name: string;
  font: ShapingFont;
  /** Glyph id → the characters it draws (empty when it is part of a larger cluster). */
  glyphs: Map<number, string>;
  /** The file as embedded: a subset of the drawn glyphs once subset() ran, else the whole. */
  embedded?: Uint8Array;
  objectId?: number;
}

export const binaryString = (bytes: Uint8Array): string => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
};

const pdfNumber = (n: number) => String(Math.round(n));

export class PdfFontSet {
  private readonly entries = new Map<ShapingFont, FontEntry>();

  /** The resource name a font is drawn under (/NbF1, /NbF2, …). */
  nameOf(font: ShapingFont): string {
    return this.entryOf(font).name;
  }

  /** Records that a glyph is drawn, and the text it stands for in the ToUnicode map. */
  use(font: ShapingFont, glyphId: number, text: string): void {
    const { glyphs } = this.entryOf(font);
    const known = glyphs.get(glyphId);
    if (known === undefined || (known === '' && text !== '')) glyphs.set(glyphId, text);
  }

  /** The glyph → text map of a font as it will be written (for tests). */
  glyphTextOf(font: ShapingFont): ReadonlyMap<number, string> {
    return this.entryOf(font).glyphs;
  }

  /** `<< /NbF1 12 0 R … >>`; call after write(). */
  resourceDictionary(): string {
    const refs = [...this.entries.values()].map((e) => `/${e.name} ${e.objectId ?? 0} 0 R`);
    return `<< ${refs.join(' ')} >>`;
  }

  /**
   * Cuts every font down to the glyphs drawn so far (same ids). A font the subsetter cannot
   * take is embedded whole: a bigger file, never a missing glyph.
   */
  subset(subsetter: Subsetter): void {
    for (const entry of this.entries.values()) {
      const codePoints = new Set<number>();
      for (const text of entry.glyphs.values())
        for (const char of text) codePoints.add(char.codePointAt(0) ?? 0);
      try {
        entry.embedded = subsetter(entry.font.bytes, [0, ...entry.glyphs.keys()], codePoints);
      } catch {
        entry.embedded = undefined;
      }
    }
  }

  /** Writes every used font's objects through the sink. */
  write(sink: PdfObjectSink): void {
    for (const entry of this.entries.values()) entry.objectId = writeFont(sink, entry);
  }

  private entryOf(font: ShapingFont): FontEntry {
    let entry = this.entries.get(font);
    if (!entry) {
      entry = { name: `NbF${this.entries.size + 1}`, font, glyphs: new Map() };
      this.entries.set(font, entry);
    }
    return entry;
  }
}

function writeFont(sink: PdfObjectSink, entry: FontEntry): number {
  const { font, name } = entry;
  const scale = 1000 / font.metrics.unitsPerEm;
  const m = font.metrics;
  // A subset-style tag keeps two embeddings of different files apart in a reader's font list.
  const baseName = `/NIBBLE+${name}`;

  const file = sink.newObject();
  const bytes = entry.embedded ?? font.bytes;
  sink.putStream({ data: binaryString(bytes), objectId: file, addLength1: true });
  sink.out('endobj');

  const toUnicode = sink.newObject();
  sink.putStream({ data: toUnicodeCMap(entry.glyphs), objectId: toUnicode });
  sink.out('endobj');

  const descriptor = sink.newObject();
  sink.out(
    `<< /Type /FontDescriptor /FontName ${baseName} /Flags 4 /FontBBox [${m.bbox
      .map((v) => pdfNumber(v * scale))
      .join(' ')}] /ItalicAngle 0 /Ascent ${pdfNumber(m.ascender * scale)} /Descent ${pdfNumber(
      m.descender * scale,
    )} /CapHeight ${pdfNumber(m.capHeight * scale)} /StemV 80 /FontFile2 ${file} 0 R >>`,
  );
  sink.out('endobj');

  const widths = [...entry.glyphs.keys()]
    .sort((a, b) => a - b)
    .map((glyphId) => `${glyphId} [${pdfNumber(font.advanceOf(glyphId) * scale)}]`)
    .join(' ');
  const cidFont = sink.newObject();
  sink.out(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${baseName} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW 0 /W [${widths}] >>`,
  );
  sink.out('endobj');

  const type0 = sink.newObject();
  sink.out(
    `<< /Type /Font /Subtype /Type0 /BaseFont ${baseName} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
  );
  sink.out('endobj');
  return type0;
}
