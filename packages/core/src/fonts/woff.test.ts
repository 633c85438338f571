import { describe, expect, it } from 'vitest';
import { tagOf, woffTable, woffToSfnt } from './woff.ts';

// Core compiles without Node's types (it runs in browsers too), so the test reaches Node's
// file reading and zlib through names the type checker does not follow.
const load = (name: string): Promise<unknown> => import(/* @vite-ignore */ name);
const { readFileSync } = (await load('node:fs')) as { readFileSync(path: string): Uint8Array };
const { inflateSync } = (await load('node:zlib')) as {
  inflateSync(bytes: Uint8Array): Uint8Array;
};
const { createRequire } = (await load('node:module')) as {
  createRequire(from: string): { resolve(id: string): string };
};

// A face of the catalogue, from the web app's @fontsource packages (hoisted to the root).
const require = createRequire((import.meta as ImportMeta & { url: string }).url);
const woffPath = require.resolve(
  '@fontsource/abril-fatface/files/abril-fatface-latin-400-normal.woff',
);
const inflate = (bytes: Uint8Array) => new Uint8Array(inflateSync(bytes));

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
  it('unpacks a WOFF font into a TrueType file jsPDF can embed', () => {
    const ttf = woffToSfnt(new Uint8Array(readFileSync(woffPath)), inflate);
    const view = new DataView(ttf.buffer);
    expect(view.getUint32(0)).toBe(0x00010000);
    const head = tableOf(ttf, 'head');
    expect(head).not.toBeNull();
    // The head table's magic number survives decompression at its documented place.
    expect(view.getUint32((head?.offset ?? 0) + 12)).toBe(0x5f0f3cf5);
    expect(tableOf(ttf, 'glyf')?.length).toBeGreaterThan(1000);
    expect(tableOf(ttf, 'cmap')).not.toBeNull();
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]), inflate)).toThrow(
      'Not a WOFF font',
    );
  });
});

describe('woffTable', () => {
  it('reads one table, inflated, as the SFNT holds it', () => {
    const woff = new Uint8Array(readFileSync(woffPath));
    const ttf = woffToSfnt(woff, inflate);
    const cmap = woffTable(woff, 'cmap', inflate);
    const at = tableOf(ttf, 'cmap');
    expect(cmap).not.toBeNull();
    expect(cmap).toEqual(ttf.subarray(at?.offset ?? 0, (at?.offset ?? 0) + (at?.length ?? 0)));
    expect(woffTable(woff, 'CFF2', inflate)).toBeNull();
    expect(tagOf('cmap')).toBe(0x636d6170);
  });
});
