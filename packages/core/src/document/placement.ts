// Where a new shape lands (issue 15): in the middle of the part of the page the user is
// looking at, and never exactly on a shape that is already there, so a second click on
// "Rectangle" shows a second rectangle instead of hiding one under the other.
import { DUPLICATE_OFFSET } from '../constants.ts';
import type { ShapeAttrs } from './types.ts';

/** A box in page units. */
export interface View {
  x: number;
  y: number;
  width: number;
  height: number;
}

const SAME_SPOT = 0.5;

const occupied = (others: ShapeAttrs[], x: number, y: number) =>
  others.some((o) => Math.abs(o.x - x) < SAME_SPOT && Math.abs(o.y - y) < SAME_SPOT);

/** The visible part of the page: the view cut to the page, or the whole page without one. */
export const visiblePart = (page: { width: number; height: number }, view?: View): View => {
  const full = { x: 0, y: 0, width: page.width, height: page.height };
  if (!view) return full;
  const x = Math.max(0, view.x);
  const y = Math.max(0, view.y);
  const width = Math.min(page.width, view.x + view.width) - x;
  const height = Math.min(page.height, view.y + view.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : full;
};

/**
 * Moves attrs made for the page's centre to the centre of what is visible, then one
 * DUPLICATE_OFFSET step further (down and right) while a shape already stands there. The
 * steps stay inside the visible part: when they run out, they start again from its centre.
 */
export const placeNewShape = (
  attrs: ShapeAttrs,
  page: { width: number; height: number },
  others: ShapeAttrs[],
  view?: View,
): ShapeAttrs => {
  const seen = visiblePart(page, view);
  const dx = seen.x + seen.width / 2 - page.width / 2;
  const dy = seen.y + seen.height / 2 - page.height / 2;
  const room = Math.min(seen.width, seen.height) / 2;
  const steps = Math.max(1, Math.floor(room / DUPLICATE_OFFSET));
  let step = 0;
  while (
    step < steps &&
    occupied(others, attrs.x + dx + step * DUPLICATE_OFFSET, attrs.y + dy + step * DUPLICATE_OFFSET)
  ) {
    step++;
  }
  // Every spot taken: cycle through them so the next shape still moves.
  if (step === steps) step = others.length % steps;
  const shift = step * DUPLICATE_OFFSET;
  return { ...attrs, x: attrs.x + dx + shift, y: attrs.y + dy + shift };
};
