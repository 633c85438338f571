// The one WOFF 1.0 reader. @fontsource ships WOFF/WOFF2, and three readers need the TrueType
// inside: jsPDF embeds TrueType only (the web app's PDF export), fontconfig draws the server's
// previews, and scripts/font-coverage.mjs reads each face's cmap. WOFF 1.0 is the SFNT's tables
// zlib-compressed one by one, so unpacking it is a short, exact job. Pure: bytes in, bytes
// out; the zlib inflate is the caller's (node:zlib on the server, the browser's
// DecompressionStream in the web app), so core carries no decompressor of its own.

/** Inflates one zlib stream (RFC 1950), as WOFF compresses each table. */
export type Inflate = (bytes: Uint8Array) => Uint8Array;

export interface WoffTable {
  /** The table's tag as a 32-bit number ('cmap' is 0x636d6170). */
  tag: number;
  checksum: number;
  /** The table as stored: still compressed when `compressed` is true. */
  data: Uint8Array;
  compressed: boolean;
}

export interface Woff {
  /** The SFNT version of the font inside (0x00010000 for TrueType, 'OTTO' for CFF). */
  flavor: number;
  tables: WoffTable[];
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER = 44;
const DIRECTORY_ENTRY = 20;

/** The tag as a number: 'cmap' → 0x636d6170. */
export const tagOf = (name: string): number =>
  [...name].reduce((tag, char) => tag * 256 + (char.charCodeAt(0) & 0xff), 0);

/** Reads a WOFF 1.0 font's table directory; the tables are views into `woff`, not copies. */
export function readWoff(woff: Uint8Array): Woff {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < HEADER || view.getUint32(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF font');
  }
  const count = view.getUint16(12);
  if (woff.byteLength < HEADER + count * DIRECTORY_ENTRY) throw new Error('Not a WOFF font');
  const tables = Array.from({ length: count }, (_, i): WoffTable => {
    const at = HEADER + i * DIRECTORY_ENTRY;
    const offset = view.getUint32(at + 4);
    const compressedLength = view.getUint32(at + 8);
    const originalLength = view.getUint32(at + 12);
    if (offset + compressedLength > woff.byteLength) throw new Error('Not a WOFF font');
    return {
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      data: woff.subarray(offset, offset + compressedLength),
      compressed: compressedLength < originalLength,
    };
  });
  return { flavor: view.getUint32(4), tables };
}

/** Writes an SFNT (TrueType/OpenType) file from its flavor and its tables, uncompressed. */
export function writeSfnt(
  flavor: number,
  tables: readonly { tag: number; checksum: number; data: Uint8Array }[],
): Uint8Array {
  const count = tables.length;
  const pad = (n: number) => (n + 3) & ~3;
  const header = 12 + count * 16;
  const out = new Uint8Array(tables.reduce((sum, t) => sum + pad(t.data.length), header));
  const view = new DataView(out.buffer);
  let selector = 0;
  while (2 ** (selector + 1) <= count) selector++;
  const searchRange = 2 ** selector * 16;
  view.setUint32(0, flavor);
  view.setUint16(4, count);
  view.setUint16(6, searchRange);
  view.setUint16(8, selector);
  view.setUint16(10, count * 16 - searchRange);
  let offset = header;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    view.setUint32(at, table.tag);
    view.setUint32(at + 4, table.checksum);
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += pad(table.data.length);
  });
  return out;
}

/** Converts a WOFF 1.0 font to the TrueType/OpenType bytes it wraps. */
export function woffToSfnt(woff: Uint8Array, inflate: Inflate): Uint8Array {
  const { flavor, tables } = readWoff(woff);
  return writeSfnt(
    flavor,
    tables.map(({ tag, checksum, data, compressed }) => ({
      tag,
      checksum,
      data: compressed ? inflate(data) : data,
    })),
  );
}

/** One table of a WOFF font, inflated ('cmap', 'head'…); null when the font has none. */
export function woffTable(woff: Uint8Array, name: string, inflate: Inflate): Uint8Array | null {
  const tag = tagOf(name);
  const table = readWoff(woff).tables.find((t) => t.tag === tag);
  if (!table) return null;
  return table.compressed ? inflate(table.data) : table.data;
}
