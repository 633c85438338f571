import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures.test-util.ts';
import { placeNewShape, visiblePart } from './placement.ts';
import { addShape } from './shapes.ts';

const page = { width: 800, height: 500 };
const rectAt = (x: number, y: number) => ({ x, y, width: 200, height: 100 });

describe('where a new shape lands (issue 15)', () => {
  it('lands in the middle of the visible part of the page', () => {
    // The page's lower right quarter is what the user sees.
    const placed = placeNewShape(rectAt(300, 200), page, [], {
      x: 400,
      y: 250,
      width: 600,
      height: 600,
    });
    // Visible part: x 400–800, y 250–500; its centre (600, 375) is the rect's centre.
    expect(placed).toMatchObject({ x: 500, y: 325 });
  });

  it('keeps the page centre without a view, and ignores a view off the page', () => {
    expect(placeNewShape(rectAt(300, 200), page, [])).toMatchObject({ x: 300, y: 200 });
    expect(visiblePart(page, { x: 900, y: 0, width: 100, height: 100 })).toEqual({
      x: 0,
      y: 0,
      ...page,
    });
  });

  it('each new shape is offset from the last instead of piling on one spot', () => {
    let f = fixture();
    const ids = ['a', 'b', 'c'];
    for (const id of ids) {
      f = {
        ...f,
        doc: addShape(f.doc, { pageId: f.pageId, layerId: f.layerId, id, spec: { type: 'rect' } }),
      };
    }
    const shapes = f.doc.pages.items[f.pageId]?.layers.items[f.layerId]?.shapes.items;
    expect(ids.map((id) => [shapes?.[id]?.attrs.x, shapes?.[id]?.attrs.y])).toEqual([
      [300, 200],
      [320, 220],
      [340, 240],
    ]);
  });

  it('stays inside a small visible part, cycling when every step is taken', () => {
    const view = { x: 0, y: 0, width: 80, height: 80 };
    // room 40 px: two spots, at the view's centre and one step further.
    const first = placeNewShape(rectAt(300, 200), page, [], view);
    const second = placeNewShape(rectAt(300, 200), page, [first], view);
    const third = placeNewShape(rectAt(300, 200), page, [first, second], view);
    expect(second.x - first.x).toBe(20);
    expect([first.x, second.x]).toContain(third.x);
  });
});
