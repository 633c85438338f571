// The server draws design previews (the demo designs' pictures) through sharp, whose SVG text
// goes to fontconfig. A machine without Indic system fonts would draw Malayalam and Hindi as
// empty boxes, so the Indic faces the editor offers (@fontsource, WOFF) are unpacked into
// TrueType files in a cache folder and handed to fontconfig before the first text is drawn.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** The Indic families of the editor's catalogue, with the subsets and weights drawn here. */
const FAMILIES: Array<{ pkg: string; subsets: string[] }> = [
  { pkg: 'noto-sans-malayalam', subsets: ['malayalam', 'latin'] },
  { pkg: 'noto-serif-malayalam', subsets: ['malayalam', 'latin'] },
  { pkg: 'manjari', subsets: ['malayalam', 'latin'] },
  { pkg: 'gayathri', subsets: ['malayalam', 'latin'] },
  { pkg: 'chilanka', subsets: ['malayalam', 'latin'] },
  { pkg: 'baloo-chettan-2', subsets: ['malayalam', 'latin'] },
  { pkg: 'anek-malayalam', subsets: ['malayalam', 'latin'] },
  { pkg: 'noto-sans-devanagari', subsets: ['devanagari', 'latin'] },
  { pkg: 'baloo-2', subsets: ['devanagari', 'latin'] },
  { pkg: 'hind', subsets: ['devanagari', 'latin'] },
  { pkg: 'mukta', subsets: ['devanagari', 'latin'] },
];
const WEIGHTS = [400, 700];

/** WOFF 1.0 → the SFNT (TrueType/OpenType) bytes it wraps: the tables, inflated. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < original ? inflateSync(raw) : raw,
    };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const header = 12 + count * 16;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + pad(t.data.length), header));
  let selector = 0;
  while (2 ** (selector + 1) <= count) selector++;
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(2 ** selector * 16, 6);
  out.writeUInt16BE(selector, 8);
  out.writeUInt16BE(count * 16 - 2 ** selector * 16, 10);
  let offset = header;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += pad(table.data.length);
  });
  return out;
}

let prepared: string | null = null;

/**
 * Writes the faces and a fonts.conf that adds them to the system's, and points fontconfig at
 * it. Idempotent; a missing package is skipped (the preview then uses the system's fonts).
 * Answers the folder, or null when no face could be written.
 */
export function preparePreviewFonts(
  folder = join(tmpdir(), 'nibble-preview-fonts'),
): string | null {
  if (prepared) return prepared;
  const require = createRequire(import.meta.url);
  const fontsDir = join(folder, 'fonts');
  mkdirSync(fontsDir, { recursive: true });
  let written = 0;
  for (const { pkg, subsets } of FAMILIES) {
    let root: string;
    try {
      root = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
    } catch {
      continue;
    }
    for (const subset of subsets)
      for (const weight of WEIGHTS) {
        const source = join(root, 'files', `${pkg}-${subset}-${weight}-normal.woff`);
        const target = join(fontsDir, `${pkg}-${subset}-${weight}.ttf`);
        if (!existsSync(source)) continue;
        if (!existsSync(target)) writeFileSync(target, woffToSfnt(readFileSync(source)));
        written++;
      }
  }
  if (written === 0) return null;
  const conf = join(folder, 'fonts.conf');
  const system = process.env.FONTCONFIG_FILE ?? '/etc/fonts/fonts.conf';
  writeFileSync(
    conf,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">${system}</include>
  <dir>${fontsDir}</dir>
  <cachedir>${join(folder, 'cache')}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = conf;
  prepared = folder;
  return folder;
}
