import type { Shape } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { layoutText } from '../../text/layout.ts';
import { jsPdfCanWrite } from './textShape.ts';

// Half an em per character: the layout's line breaks do not matter here, only its runs.
const measure = (text: string) => ({ width: [...text].length * 10, ascent: 16, descent: 4 });

const shapeOf = (text: string, fontFamily: string): Shape => ({
  id: 't',
  type: 'text',
  attrs: { x: 0, y: 0, text, fontFamily, fontSize: 20, fontWeight: 400 },
});

const decide = (text: string, fontFamily: string) => {
  const shape = shapeOf(text, fontFamily);
  const layout = layoutText(
    {
      text,
      face: { family: fontFamily, weight: 400, italic: false },
      fontSize: 20,
      lineHeight: 1.2,
    },
    measure,
  );
  return jsPdfCanWrite(shape, layout);
};

describe('which texts jsPDF writes and which are shaped', () => {
  it('leaves plain Latin in its own face to jsPDF, as before', () => {
    expect(decide('Grand Opening 50% off', 'Roboto')).toBe(true);
  });

  it('shapes Malayalam and Devanagari, even in a face that has them', () => {
    expect(decide('ഓണം ഓഫർ 50% കിഴിവ്', 'Noto Sans Malayalam')).toBe(false);
    expect(decide('दिवाली धमाका ऑफर ₹499', 'Noto Sans Devanagari')).toBe(false);
  });

  it('shapes Latin that needs a fallback face or the latin-ext file', () => {
    expect(decide('Menu ₹120', 'Abril Fatface')).toBe(false);
    expect(decide('Őrség', 'Roboto')).toBe(false);
  });

  it('leaves Latin in an Indic face that has those letters to jsPDF (its latin file)', () => {
    expect(decide('Onam 2026', 'Manjari')).toBe(true);
  });
});
