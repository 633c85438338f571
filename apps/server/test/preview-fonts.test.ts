import type { Page } from '@nibble/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pagePreviewPng } from '../src/images/page-picture.ts';

const pageWith = (text: string, fontFamily: string): Page => ({
  id: 'p',
  code: '',
  title: '',
  channel: '',
  backgroundColor: '#ffffff',
  width: 200,
  height: 120,
  type: 'page',
  layers: {
    order: ['l'],
    items: {
      l: {
        id: 'l',
        locked: false,
        hidden: false,
        shapes: {
          order: ['t'],
          items: {
            t: {
              id: 't',
              type: 'text',
              attrs: { x: 10, y: 10, width: 180, text, fontFamily, fontSize: 72, fill: '#000000' },
            },
          },
        },
      },
    },
  },
});

/** Size of the ink of a one-letter picture. */
const inkOf = async (text: string, family: string) => {
  const { info } = await sharp(await pagePreviewPng(pageWith(text, family)))
    .trim()
    .toBuffer({ resolveWithObject: true });
  return `${info.width}x${info.height}`;
};

// A private-use character no face has: what a missing glyph looks like (pango draws a box
// with the code point's hex digits, the same size for every four-digit code point).
const MISSING = '\ue000';

describe('server previews of Malayalam and Hindi', () => {
  it.each([
    ['Malayalam', 'ഓ', 'ക', 'Noto Sans Malayalam'],
    ['Malayalam in a Latin face (fallback)', 'ഓ', 'ക', 'Abril Fatface'],
    ['Devanagari', 'द', 'ध', 'Hind'],
  ])('draws real %s glyphs, not missing-glyph boxes', async (_, one, other, family) => {
    const missing = await inkOf(MISSING, family);
    expect(await inkOf(one, family)).not.toBe(missing);
    expect(await inkOf(other, family)).not.toBe(missing);
  });
});
