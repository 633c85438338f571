// Opening a busy page: the shapes the user can see are mounted (and so drawn) first, a first
// slice of them in the very first frame, the rest of the page in the frames after. Each step
// adds shapes to the previous ones, so the drawing order (z-order) never changes; React puts
// each newly mounted node in its place among the others.
import type { Shape, View } from '@nibble/core';

/** Shapes mounted in the first frame when a page is opened, at most. */
export const FIRST_FRAME_SHAPES = 600;

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
 * The steps in which a page's shapes are mounted, each the ids mounted so far: the first
 * `first` shapes in view (from the bottom of the z-order up), then every shape in view, then
 * all. Steps that would add nothing are left out; an empty page has one empty step.
 */
export function mountSteps(
  shapes: readonly Shape[],
  view: View | null,
  first: number = FIRST_FRAME_SHAPES,
): Array<ReadonlySet<string>> {
  const inView = view ? shapes.filter((s) => overlaps(reachOf(s), view)) : shapes;
  const candidates = [
    inView.slice(0, first).map((s) => s.id),
    inView.map((s) => s.id),
    shapes.map((s) => s.id),
  ];
  const steps: Array<ReadonlySet<string>> = [];
  for (const ids of candidates) {
    const previous = steps.at(-1)?.size ?? -1;
    if (ids.length > previous) steps.push(new Set(ids));
  }
  return steps;
}
