import { type Campaign, findLayer, listOf, newCampaign, updateAttrs } from '@nibble/core';
import { seedLiveDocument } from '@nibble/core/live';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addShapeToPage } from '../store/addShape.ts';
import { runCommand } from '../store/commands.ts';
import { createEditorStore, type EditorStore } from '../store/editorStore.ts';
import { testDesign } from '../testing.tsx';
import { keepUnchanged } from './keepUnchanged.ts';
import { LiveBinding } from './liveBinding.ts';

/** Lets queued reads of remote changes run (the binding reads once per animation frame). */
const settle = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

interface Editor {
  ydoc: Y.Doc;
  store: EditorStore;
  binding: LiveBinding;
}

/** An editor on its own replica of one live document (as a browser tab has). */
function editorOn(state: Uint8Array, campaign: Campaign): Editor {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, state, 'server');
  const binding = new LiveBinding(ydoc);
  const read = binding.read();
  if (!read.ok) throw read.error;
  const store = createEditorStore({ design: testDesign(campaign), doc: read.value, live: binding });
  binding.attach(store);
  return { ydoc, store, binding };
}

/** Two editors whose replicas exchange every update at once (as through the server). */
function twoEditors(): [Editor, Editor] {
  const campaign = newCampaign('promotion_coupon', 'Live');
  const seeded = new Y.Doc();
  seedLiveDocument(seeded, campaign);
  const state = Y.encodeStateAsUpdate(seeded);
  const a = editorOn(state, campaign);
  const b = editorOn(state, campaign);
  a.ydoc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(b.ydoc, update, 'remote');
  });
  b.ydoc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(a.ydoc, update, 'remote');
  });
  return [a, b];
}

const shapesOf = (store: EditorStore) => {
  const { doc } = store.getState();
  const pageId = doc.pages.order[0] as string;
  const layerId = doc.pages.items[pageId]?.layers.order[0] as string;
  return {
    pageId,
    layerId,
    shapes: listOf(findLayer(doc, pageId, layerId)?.shapes ?? { order: [], items: {} }),
  };
};

/** The types of the shapes on `store`'s first layer, in their order. */
const typesOf = (store: EditorStore) => shapesOf(store).shapes.map((s) => s.type);

describe('the editor on a live document', () => {
  it('shows a change made in another editor, and both end with the same document', async () => {
    const [a, b] = twoEditors();
    addShapeToPage(a.store, { type: 'rect' });
    await settle();
    expect(shapesOf(b.store).shapes).toHaveLength(1);
    expect(b.store.getState().doc).toEqual(a.store.getState().doc);
  });

  it('edits of different shapes and of the same shape at once converge', async () => {
    const [a, b] = twoEditors();
    addShapeToPage(a.store, { type: 'rect' });
    addShapeToPage(b.store, { type: 'circ' });
    await settle();
    const { pageId, layerId, shapes } = shapesOf(a.store);
    expect(shapes).toHaveLength(2);
    const [rect] = shapes.filter((s) => s.type === 'rect');
    const ref = { pageId, layerId, shapeIds: [rect?.id as string] };
    // Both change the same rectangle: one its fill, the other its fill and opacity.
    a.store.getState().edit((doc) => updateAttrs(doc, { ...ref, attrs: { fill: '#ff0000' } }));
    b.store
      .getState()
      .edit((doc) => updateAttrs(doc, { ...ref, attrs: { fill: '#00ff00', opacity: 0.5 } }));
    await settle();
    expect(a.store.getState().doc).toEqual(b.store.getState().doc);
    const merged = shapesOf(a.store).shapes.find((s) => s.id === rect?.id);
    expect(merged?.attrs.opacity).toBe(0.5);
    expect(['#ff0000', '#00ff00']).toContain(merged?.attrs.fill);
  });

  it('undo takes back only my own changes, one edit at a time, and redo puts them back', async () => {
    const [a, b] = twoEditors();
    addShapeToPage(a.store, { type: 'rect' });
    addShapeToPage(a.store, { type: 'star' });
    addShapeToPage(b.store, { type: 'circ' });
    await settle();
    expect(a.store.getState().canUndo).toBe(true);
    runCommand(a.store, 'undo');
    await settle();
    expect(typesOf(a.store).sort()).toEqual(['circ', 'rect']);
    expect(b.store.getState().doc).toEqual(a.store.getState().doc);
    runCommand(a.store, 'undo');
    await settle();
    expect(typesOf(b.store)).toEqual(['circ']);
    // Nothing of mine is left to undo: B's circle stays.
    expect(a.store.getState().canUndo).toBe(false);
    runCommand(a.store, 'undo');
    expect(typesOf(a.store)).toEqual(['circ']);
    runCommand(a.store, 'redo');
    await settle();
    expect(typesOf(b.store).sort()).toEqual(['circ', 'rect']);
    // The undo restored what the step had selected: the rectangle it brought back.
    const rect = shapesOf(a.store).shapes.find((s) => s.type === 'rect');
    expect(a.store.getState().selection.shapeIds).toEqual([rect?.id]);
  });

  it('a remote change keeps the objects of shapes it did not touch', async () => {
    const [a, b] = twoEditors();
    addShapeToPage(a.store, { type: 'rect' });
    addShapeToPage(a.store, { type: 'circ' });
    await settle();
    const before = shapesOf(b.store).shapes;
    const { pageId, layerId } = shapesOf(a.store);
    const circ = before.find((s) => s.type === 'circ');
    a.store.getState().edit((doc) =>
      updateAttrs(doc, {
        pageId,
        layerId,
        shapeIds: [circ?.id as string],
        attrs: { fill: '#123456' },
      }),
    );
    await settle();
    const after = shapesOf(b.store).shapes;
    expect(after.find((s) => s.type === 'rect')).toBe(before.find((s) => s.type === 'rect'));
    expect(after.find((s) => s.type === 'circ')).not.toBe(circ);
    expect(after.find((s) => s.type === 'circ')?.attrs.fill).toBe('#123456');
  });

  it('the page mode stays each editor’s own', async () => {
    const [a, b] = twoEditors();
    a.store.getState().navigate(
      (doc) => ({ ...doc, metadata: { ...doc.metadata, mode: 'print' } }),
      (doc) => ({ pageId: doc.prints.order[0] ?? null, layerId: null, shapeIds: [] }),
    );
    addShapeToPage(b.store, { type: 'rect' });
    addShapeToPage(a.store, { type: 'rect' });
    await settle();
    expect(a.store.getState().doc.metadata.mode).toBe('print');
    expect(b.store.getState().doc.metadata.mode).toBe('page');
    expect(a.store.getState().dirty).toBe(false);
  });

  it('a read-only design refuses edits in the editor itself', () => {
    const [a] = twoEditors();
    const untouched = a.ydoc.getMap('pages').toJSON();
    const b0 = (_: Editor) => untouched;
    a.store.getState().setReadOnly(true);
    expect(addShapeToPage(a.store, { type: 'rect' })).toBe(false);
    expect(shapesOf(a.store).shapes).toHaveLength(0);
    expect(a.ydoc.getMap('pages').toJSON()).toEqual(b0(a));
  });
});

describe('keepUnchanged', () => {
  it('answers the previous document when nothing changed', () => {
    const doc = newCampaign('promotion_coupon', 'Same');
    expect(keepUnchanged(doc, structuredClone(doc))).toBe(doc);
  });
});
