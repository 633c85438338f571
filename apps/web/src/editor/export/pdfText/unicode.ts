// Text as PDF strings for copy and search: /ActualText takes a UTF-16BE string with its byte
// order mark, and a ToUnicode CMap maps glyph ids back to the characters they draw.

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** UTF-16BE hex of a text, code unit by code unit (surrogate pairs stay pairs). */
export const utf16Hex = (text: string): string => {
  let out = '';
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return out;
};

/** A PDF hex string `<FEFF…>` holding the text as UTF-16BE, for /ActualText. */
export const actualTextString = (text: string): string => `<FEFF${utf16Hex(text)}>`;

/** Reads a `<FEFF…>` hex string back to its text (what a PDF reader does). */
export function decodeActualText(hexString: string): string {
  const hex = hexString.replace(/^<|>$/g, '');
  if (!hex.toUpperCase().startsWith('FEFF')) throw new Error('Not a UTF-16BE text string');
  let out = '';
  for (let i = 4; i < hex.length; i += 4)
    out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return out;
}

/** The 2-byte glyph code Identity-H writes for a glyph id. */
export const glyphCode = (glyphId: number): string => hex4(glyphId);

/** A ToUnicode CMap for an Identity-H font: each glyph id → the text it stands for. */
export function toUnicodeCMap(glyphText: ReadonlyMap<number, string>): string {
  const entries = [...glyphText.entries()]
    .filter(([, text]) => text.length > 0)
    .sort((a, b) => a[0] - b[0]);
  const chunks: string[] = [];
  // A bfchar block holds at most 100 entries (PDF 32000-1, 9.10.3).
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    chunks.push(`${block.length} beginbfchar`);
    for (const [glyphId, text] of block) chunks.push(`<${glyphCode(glyphId)}> <${utf16Hex(text)}>`);
    chunks.push('endbfchar');
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** Parses the bfchar entries of a ToUnicode CMap back (for tests and checks). */
export function readToUnicodeCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const blocks = [...cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)].map((b) => b[1] ?? '');
  for (const match of blocks.join('\n').matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/g)) {
    const [, code = '', hex = ''] = match;
    let text = '';
    for (let i = 0; i < hex.length; i += 4)
      text += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
    map.set(Number.parseInt(code, 16), text);
  }
  return map;
}
