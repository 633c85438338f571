// How a text shape's attrs become Konva's font settings.
import type { ShapeAttrs } from '@nibble/core';

/** Konva's fontStyle carries both italics and weight, e.g. "italic 700". */
export const konvaFontStyle = (attrs: ShapeAttrs): string =>
  `${attrs.fontStyle === 'italic' ? 'italic ' : ''}${attrs.fontWeight ?? 400}`;

export const TEXT_LINE_HEIGHT = 1.2;
