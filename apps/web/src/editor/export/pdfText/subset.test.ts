import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { openShapingFont } from './harfbuzz.ts';
import { createSubsetter } from './subset.ts';
import { fontsourceFile } from './testFonts.ts';

const require = createRequire(import.meta.url);
const wasm = () => readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));

describe('subsetting an embedded face', () => {
  it('keeps the drawn glyphs at their ids and makes the file much smaller', async () => {
    const full = await fontsourceFile('noto-sans-malayalam', 'malayalam');
    const text = 'ഓണം ഓഫർ കിഴിവ്';
    const glyphs = full.shape(text);
    const subset = (await createSubsetter(wasm()))(
      full.bytes,
      glyphs.map((g) => g.glyphId),
      [...text].map((c) => c.codePointAt(0) ?? 0),
    );
    expect(subset.byteLength).toBeLessThan(full.bytes.byteLength / 2);
    const small = await openShapingFont(subset);
    // The same glyph ids draw the same outlines with the same advances.
    for (const { glyphId } of glyphs) {
      expect(small.advanceOf(glyphId)).toBe(full.advanceOf(glyphId));
    }
    expect(small.metrics.unitsPerEm).toBe(full.metrics.unitsPerEm);
  });
});
