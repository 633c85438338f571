// jsPDF embeds TrueType only, and @fontsource ships WOFF/WOFF2. WOFF 1.0 is the same tables
// zlib-compressed one by one, so unpacking it back into an SFNT file is a short, exact job.

const read32 = (view: DataView, at: number) => view.getUint32(at);
const read16 = (view: DataView, at: number) => view.getUint16(at);

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const body = new Response(bytes as BodyInit).body;
  if (!body) throw new Error('The font could not be read');
  const stream = body.pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Converts a WOFF 1.0 font to the TrueType/OpenType bytes it wraps. */
export async function woffToSfnt(woff: ArrayBuffer): Promise<Uint8Array> {
  const view = new DataView(woff);
  if (read32(view, 0) !== 0x774f4646) throw new Error('Not a WOFF font');
  const flavor = read32(view, 4);
  const numTables = read16(view, 12);
  const tables: Array<{ tag: number; checksum: number; data: Uint8Array }> = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const tag = read32(view, at);
    const offset = read32(view, at + 4);
    const compLength = read32(view, at + 8);
    const origLength = read32(view, at + 12);
    const checksum = read32(view, at + 16);
    const raw = new Uint8Array(woff, offset, compLength);
    const data = compLength < origLength ? await inflate(raw) : raw.slice();
    tables.push({ tag, checksum, data });
  }
  const headerSize = 12 + numTables * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const total = tables.reduce((sum, t) => sum + padded(t.data.length), headerSize);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, numTables * 16 - searchRange);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    outView.setUint32(at, table.tag);
    outView.setUint32(at + 4, table.checksum);
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return out;
}
