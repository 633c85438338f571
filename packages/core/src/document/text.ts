// Text formatting toggles of spec §4: alignment cycle, bold 400/700, italic, underline.
import { updateShapes } from './collection.ts';
import {
  type Campaign,
  type Shape,
  type ShapesRef,
  TEXT_ALIGN_CYCLE,
  type TextAlign,
} from './types.ts';

export const BOLD_WEIGHT = 700;
export const NORMAL_WEIGHT = 400;

const isText = (shape: Shape): boolean => shape.type === 'text' || shape.type === 'v-text';

export const nextTextAlign = (current: TextAlign | undefined): TextAlign => {
  const index = TEXT_ALIGN_CYCLE.indexOf(current ?? 'left');
  return TEXT_ALIGN_CYCLE[(index + 1) % TEXT_ALIGN_CYCLE.length] ?? 'left';
};

const formatText = (doc: Campaign, ref: ShapesRef, change: (shape: Shape) => Shape): Campaign =>
  updateShapes(doc, ref.pageId, ref.layerId, ref.shapeIds, (shape) =>
    isText(shape) ? change(shape) : shape,
  );

export const cycleTextAlign = (doc: Campaign, ref: ShapesRef): Campaign =>
  formatText(doc, ref, (s) => ({
    ...s,
    attrs: { ...s.attrs, textAlign: nextTextAlign(s.attrs.textAlign) },
  }));

/** Bold toggles between 400 and 700; any other weight (a 300 body text) counts as not bold. */
export const toggleBold = (doc: Campaign, ref: ShapesRef): Campaign =>
  formatText(doc, ref, (s) => ({
    ...s,
    attrs: {
      ...s.attrs,
      fontWeight: s.attrs.fontWeight === BOLD_WEIGHT ? NORMAL_WEIGHT : BOLD_WEIGHT,
    },
  }));

export const toggleItalic = (doc: Campaign, ref: ShapesRef): Campaign =>
  formatText(doc, ref, (s) => ({
    ...s,
    attrs: { ...s.attrs, fontStyle: s.attrs.fontStyle === 'italic' ? 'normal' : 'italic' },
  }));

export const toggleUnderline = (doc: Campaign, ref: ShapesRef): Campaign =>
  formatText(doc, ref, (s) => ({
    ...s,
    attrs: {
      ...s.attrs,
      textDecoration: s.attrs.textDecoration === 'underline' ? '' : 'underline',
    },
  }));
