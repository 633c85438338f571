// An undo step keeps the document as it was before the edit. Documents are immutable, so the
// step shares with the current document everything the edit did not touch: on a page of
// thousands of shapes, a move costs one copied shape and one layer's index, not a copy of
// the page (what the canvas needs too: untouched shapes keep their identity and do not redraw).
import { findLayer, listOf, moveShapes } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.tsx';
import { addShapeToPage } from './addShape.ts';

describe('undo steps', () => {
  it('share every untouched shape, layer and page with the document after the edit', () => {
    const store = testStore();
    for (let i = 0; i < 5; i++) addShapeToPage(store, { type: 'rect' });
    const { pageId, layerId } = store.getState().selection;
    if (!pageId || !layerId) throw new Error('no page selected');
    const before = store.getState().doc;
    const [moved, ...others] = listOf(
      findLayer(before, pageId, layerId)?.shapes ?? { order: [], items: {} },
    );
    if (!moved) throw new Error('no shape');

    store
      .getState()
      .edit((doc) => moveShapes(doc, { pageId, layerId, shapeIds: [moved.id], dx: 5, dy: 0 }));
    const { doc: after, past } = store.getState();
    const step = past.at(-1);
    expect(step?.doc).toBe(before);

    const layerAfter = findLayer(after, pageId, layerId);
    expect(layerAfter?.shapes.items[moved.id]).not.toBe(moved);
    for (const shape of others) expect(layerAfter?.shapes.items[shape.id]).toBe(shape);
    for (const id of after.pages.order)
      if (id !== pageId) expect(after.pages.items[id]).toBe(before.pages.items[id]);
    expect(after.prints).toBe(before.prints);
  });
});
