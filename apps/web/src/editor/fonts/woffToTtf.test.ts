import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { woffToSfnt as woffToSfntWith } from '@nibble/core/fonts/woff';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woffToTtf.ts';

// The WOFF reader itself is core's (packages/core/src/fonts/woff.test.ts); this checks the
// browser's inflate under it.
const require = createRequire(import.meta.url);
const woffPath = require.resolve(
  '@fontsource/abril-fatface/files/abril-fatface-latin-400-normal.woff',
);

describe('woffToSfnt', () => {
  it('unpacks a WOFF font with the browser’s inflate into the same TrueType as zlib’s', async () => {
    const woff = readFileSync(woffPath);
    const ttf = await woffToSfnt(
      woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength),
    );
    expect(new DataView(ttf.buffer).getUint32(0)).toBe(0x00010000);
    const zlib = (bytes: Uint8Array) => new Uint8Array(inflateSync(bytes));
    expect(ttf).toEqual(woffToSfntWith(new Uint8Array(woff), zlib));
  });

  it('refuses what is not a WOFF font', async () => {
    await expect(woffToSfnt(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]).buffer)).rejects.toThrow(
      'Not a WOFF font',
    );
  });
});
