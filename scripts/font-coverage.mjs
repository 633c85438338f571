#!/usr/bin/env node
// Writes apps/web/src/editor/text/coverage.json: for every family of the font catalogue, the
// code points its @fontsource files really have (read from each subset's cmap), so the
// per-character fallback knows where a face lacks a glyph without asking the browser.
// The families and the WOFF reader are core's (packages/core/src/fonts/), read through tsx.
// Run after adding a family or upgrading @fontsource: `node --import tsx scripts/font-coverage.mjs`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { FONT_CATALOG, FONT_SUBSETS } from '../packages/core/src/fonts/catalog.ts';
import { woffTable } from '../packages/core/src/fonts/woff.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fontsource = join(root, 'node_modules/@fontsource');
const packages = FONT_CATALOG.map((entry) => entry.pkg);

function cmapOf(woff) {
  const cmap = woffTable(woff, 'cmap', (bytes) => inflateSync(bytes));
  if (!cmap) throw new Error('no cmap');
  return cmap;
}

/** Code points with a glyph, from the best Unicode subtable (format 12, else format 4). */
function codePoints(cmap) {
  const view = new DataView(cmap.buffer, cmap.byteOffset, cmap.byteLength);
  const count = view.getUint16(2);
  const tables = [];
  for (let i = 0; i < count; i++) {
    const at = 4 + i * 8;
    const offset = view.getUint32(at + 4);
    tables.push({ platform: view.getUint16(at), format: view.getUint16(offset), offset });
  }
  const out = new Set();
  const t12 = tables.find((t) => t.format === 12);
  if (t12) {
    const groups = view.getUint32(t12.offset + 12);
    for (let g = 0; g < groups; g++) {
      const at = t12.offset + 16 + g * 12;
      for (let c = view.getUint32(at); c <= view.getUint32(at + 4); c++) out.add(c);
    }
    return out;
  }
  const t4 = tables.find((t) => t.format === 4);
  if (!t4) throw new Error('no usable cmap subtable');
  const base = t4.offset;
  const segs = view.getUint16(base + 6) / 2;
  const ends = base + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const rangeOffsets = deltas + segs * 2;
  for (let s = 0; s < segs; s++) {
    const end = view.getUint16(ends + s * 2);
    const start = view.getUint16(starts + s * 2);
    const delta = view.getInt16(deltas + s * 2);
    const rangeOffset = view.getUint16(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = view.getUint16(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) out.add(c);
    }
  }
  return out;
}

const toRanges = (points) => {
  const sorted = [...points].sort((a, b) => a - b);
  const ranges = [];
  for (const c of sorted) {
    const last = ranges.at(-1);
    if (last && last[1] === c - 1) last[1] = c;
    else ranges.push([c, c]);
  }
  return ranges
    .map(([a, b]) => (a === b ? a.toString(36) : `${a.toString(36)}-${b.toString(36)}`))
    .join(',');
};

const result = {};
for (const pkg of packages) {
  const files = readdirSync(join(fontsource, pkg, 'files'));
  const entry = {};
  for (const subset of FONT_SUBSETS) {
    const candidates = files.filter(
      (f) => f.startsWith(`${pkg}-${subset}-`) && f.endsWith('-normal.woff'),
    );
    const pick = candidates.find((f) => f.includes('-400-')) ?? candidates[0];
    if (!pick || !existsSync(join(fontsource, pkg, 'files', pick))) continue;
    entry[subset] = toRanges(
      codePoints(cmapOf(readFileSync(join(fontsource, pkg, 'files', pick)))),
    );
  }
  result[pkg] = entry;
}
writeFileSync(
  join(root, 'apps/web/src/editor/text/coverage.json'),
  `${JSON.stringify(result, null, 0)}\n`,
);
console.log(`coverage of ${packages.length} families written`);
