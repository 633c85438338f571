// The server draws design previews (the demo designs' pictures) through sharp, whose SVG text
// goes to fontconfig. A machine without Indic system fonts would draw Malayalam and Hindi as
// empty boxes, so the Indic faces the editor offers (@fontsource, WOFF) are unpacked into
// TrueType files (core's WOFF reader) in a cache folder and handed to fontconfig before the
// first text is drawn.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { INDIC_FAMILIES } from '@nibble/core/fonts/catalog';
import { woffToSfnt } from '@nibble/core/fonts/woff';

/** The Indic families of the editor's catalogue (core's), each drawn in its own subsets. */
const FAMILIES = INDIC_FAMILIES.map(({ pkg, scripts }) => ({ pkg, subsets: scripts }));
const WEIGHTS = [400, 700];

const inflate = (bytes: Uint8Array): Uint8Array => inflateSync(bytes);

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
        if (!existsSync(target)) writeFileSync(target, woffToSfnt(readFileSync(source), inflate));
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
