// Test helper: the real @fontsource files, unpacked from WOFF as the export does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from '../../fonts/woffToTtf.ts';
import { openShapingFont, type ShapingFont } from './harfbuzz.ts';

const require = createRequire(import.meta.url);

export async function fontsourceFile(
  pkg: string,
  subset: string,
  weight = 400,
): Promise<ShapingFont> {
  const woff = readFileSync(
    require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`),
  );
  const bytes = await woffToSfnt(
    woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength),
  );
  return openShapingFont(bytes);
}
