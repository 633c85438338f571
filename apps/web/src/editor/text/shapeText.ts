// A text shape's attrs as the text layout takes them, so the canvas, the PNG and the PDF lay
// out a shape from the same values.
import type { ShapeAttrs } from '@nibble/core';
import { TEXT_LINE_HEIGHT } from '../canvas/textStyle.ts';
import type { Face } from './faces.ts';
import { layoutText, type Measure, type TextBox, type TextLayout } from './layout.ts';
import { canvasMeasure } from './measure.ts';

export const faceOf = (attrs: ShapeAttrs): Face => ({
  family: attrs.fontFamily ?? 'sans-serif',
  weight: attrs.fontWeight ?? 400,
  italic: attrs.fontStyle === 'italic',
});

/** The layout input of a shape; `width` overrides the stored one while a resize goes on. */
export const textBoxOf = (attrs: ShapeAttrs, width: number | undefined = attrs.width): TextBox => ({
  text: attrs.text ?? '',
  face: faceOf(attrs),
  fontSize: attrs.fontSize ?? 20,
  width,
  align: attrs.textAlign ?? 'left',
  lineHeight: TEXT_LINE_HEIGHT,
});

/** The lines and runs of a text shape as the canvas draws them (faces must be loaded first). */
export const layoutShapeText = (
  attrs: ShapeAttrs,
  width?: number,
  measure: Measure = canvasMeasure,
): TextLayout => layoutText(textBoxOf(attrs, width ?? attrs.width), measure);
