// The order a PDF paints a page in. Text is written as real PDF text, everything else as
// pictures; to keep the canvas's stacking (a sticker over a heading stays over it), the
// shapes between two texts become their own picture, painted between them.
import { listOf, type Page, type Shape } from '@nibble/core';

export type PaintStep =
  /** A picture of these shapes (by id), with the page background under the first one. */
  | { kind: 'picture'; shapeIds: ReadonlySet<string>; background: boolean }
  | { kind: 'text'; shape: Shape };

export const isText = (shape: Shape): boolean => shape.type === 'text' || shape.type === 'v-text';

/** The visible shapes bottom to top, cut into pictures and texts; the first step is a picture. */
export function paintSteps(page: Page): PaintStep[] {
  const steps: PaintStep[] = [];
  let picture: Set<string> | null = new Set();
  steps.push({ kind: 'picture', shapeIds: picture, background: true });
  for (const layer of listOf(page.layers)) {
    if (layer.hidden) continue;
    for (const shape of listOf(layer.shapes)) {
      if (shape.hidden) continue;
      if (isText(shape)) {
        steps.push({ kind: 'text', shape });
        picture = null;
      } else {
        if (!picture) {
          picture = new Set();
          steps.push({ kind: 'picture', shapeIds: picture, background: false });
        }
        picture.add(shape.id);
      }
    }
  }
  return steps;
}
