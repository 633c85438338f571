// Opening a busy page: the bottom of each document layer's z-order, as far as it holds a
// first batch of shapes in view, is mounted (and so drawn) in the first frame, the rest in
// the next. The two parts are two Konva groups one after the other, so the drawing order
// stays the z-order, and the second part mounts as one new subtree: React appends its
// thousands of nodes in one pass instead of placing each among existing siblings (which costs
// a walk over the siblings per node, quadratic in all).
import type { Shape, View } from '@nibble/core';

/** Shapes in view mounted in the first frame when a page is opened, at most. */
export const FIRST_FRAME_SHAPES = 600;
/** Shapes mounted in the first frame, in view or not, at most. */
export const FIRST_FRAME_LIMIT = 4 * FIRST_FRAME_SHAPES;

/**
 * A box every pixel of the shape lies in, rotation included, from its attrs alone (no Konva
 * node exists yet). Generous on purpose: it only decides what is mounted first.
 */
export function reachOf(shape: Shape): View {
  const a = shape.attrs;
  const points = a.points ?? [];
  const pointsReach = points.reduce((m, p) => Math.max(m, Math.abs(p)), 0);
  const reach = Math.max(
    a.width ?? 0,
    a.height ?? 0,
    2 * (a.radius ?? 0),
    2 * (a.outerRadius ?? 0),
    pointsReach + (a.strokeWidth ?? 0),
    // A text without a stored box: a line of glyphs per character, at most.
    shape.type === 'text' || shape.type === 'v-text'
      ? (a.fontSize ?? 20) * Math.max(1, Math.min((a.text ?? '').length, 40))
      : 0,
  );
  return { x: a.x - reach, y: a.y - reach, width: 2 * reach, height: 2 * reach };
}

const overlaps = (a: View, b: View) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * How many shapes of the z-order (bottom first) the first frame mounts: up to the `first`-th
 * shape in view (every shape when `view` is unknown counts as in view), never more than
 * `limit` shapes in all.
 */
export function firstFrameCount(
  shapes: readonly Shape[],
  view: View | null,
  first: number = FIRST_FRAME_SHAPES,
  limit: number = FIRST_FRAME_LIMIT,
): number {
  let seen = 0;
  for (let i = 0; i < shapes.length && i < limit; i++) {
    const shape = shapes[i];
    if (shape && (!view || overlaps(reachOf(shape), view))) seen++;
    if (seen === first) return i + 1;
  }
  return Math.min(shapes.length, limit);
}
