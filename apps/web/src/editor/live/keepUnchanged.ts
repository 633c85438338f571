// A document read back from the live document is all new objects; the canvas redraws a shape
// only when its object changes. This keeps the previous objects of every page, layer and shape
// that did not change, so a remote edit of one shape redraws that shape alone.
import type { Campaign, Collection, Layer, Page, Shape } from '@nibble/core';
import { dequal } from 'dequal';

const sameOrder = (a: string[], b: string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

function keepItems<T>(
  previous: Collection<T>,
  next: Collection<T>,
  keep: (previous: T, next: T) => T,
): Collection<T> {
  let changed = !sameOrder(previous.order, next.order);
  const items: Record<string, T> = {};
  for (const id of next.order) {
    const before = previous.items[id];
    const after = next.items[id] as T;
    const kept = before === undefined ? after : keep(before, after);
    if (kept !== before) changed = true;
    items[id] = kept;
  }
  if (!changed && previous.order.length === next.order.length) return previous;
  return { order: next.order, items };
}

const keepShape = (previous: Shape, next: Shape): Shape =>
  dequal(previous, next) ? previous : next;

function keepLayer(previous: Layer, next: Layer): Layer {
  const shapes = keepItems(previous.shapes, next.shapes, keepShape);
  const { shapes: _a, ...restBefore } = previous;
  const { shapes: _b, ...restAfter } = next;
  if (shapes === previous.shapes && dequal(restBefore, restAfter)) return previous;
  return { ...next, shapes };
}

function keepPage(previous: Page, next: Page): Page {
  const layers = keepItems(previous.layers, next.layers, keepLayer);
  const { layers: _a, ...restBefore } = previous;
  const { layers: _b, ...restAfter } = next;
  if (layers === previous.layers && dequal(restBefore, restAfter)) return previous;
  return { ...next, layers };
}

/** `next`, with every part equal to `previous`'s replaced by `previous`'s own object. */
export function keepUnchanged(previous: Campaign, next: Campaign): Campaign {
  const pages = keepItems(previous.pages, next.pages, keepPage);
  const prints = keepItems(previous.prints, next.prints, keepPage);
  const { pages: _a, prints: _b, ...restBefore } = previous;
  const { pages: _c, prints: _d, ...restAfter } = next;
  if (pages === previous.pages && prints === previous.prints && dequal(restBefore, restAfter)) {
    return previous;
  }
  return { ...next, pages, prints };
}
