import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woffToTtf.ts';

const require = createRequire(import.meta.url);
const woffPath = require.resolve(
  '@fontsource/abril-fatface/files/abril-fatface-latin-400-normal.woff',
);

const tableOf = (font: Uint8Array, tag: string) => {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + i * 16;
    const name = String.fromCharCode(...font.subarray(at, at + 4));
    if (name === tag) return { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) };
  }
  return null;
};

describe('woffToSfnt', () => {
  it('unpacks a WOFF font into a TrueType file jsPDF can embed', async () => {
    const woff = readFileSync(woffPath);
    const ttf = await woffToSfnt(
      woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength),
    );
    const view = new DataView(ttf.buffer);
    expect(view.getUint32(0)).toBe(0x00010000);
    const head = tableOf(ttf, 'head');
    expect(head).not.toBeNull();
    // The head table's magic number survives decompression at its documented place.
    expect(view.getUint32((head?.offset ?? 0) + 12)).toBe(0x5f0f3cf5);
    expect(tableOf(ttf, 'glyf')?.length).toBeGreaterThan(1000);
    expect(tableOf(ttf, 'cmap')).not.toBeNull();
  });

  it('refuses what is not a WOFF font', async () => {
    await expect(woffToSfnt(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]).buffer)).rejects.toThrow(
      'Not a WOFF font',
    );
  });
});
