import { findLayer, findPage, listOf, PUBLISHED, selectPage } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.tsx';
import { addShapeToPage } from './addShape.ts';
import { commandById, commandForKey, runCommand, shortcutLabel } from './commands.ts';
import { addLocalPage } from './designActions.ts';
import type { EditorStore } from './editorStore.ts';

const shapesOf = (store: EditorStore) => {
  const { doc, selection } = store.getState();
  const layer =
    selection.pageId && selection.layerId
      ? findLayer(doc, selection.pageId, selection.layerId)
      : undefined;
  return layer ? listOf(layer.shapes) : [];
};

describe('editor store and commands', () => {
  it('adding a shape selects it and is one undo step', () => {
    const store = testStore();
    expect(addShapeToPage(store, { type: 'rect' })).toBe(true);
    const [rect] = shapesOf(store);
    expect(store.getState().selection.shapeIds).toEqual([rect?.id]);
    expect(store.getState().dirty).toBe(true);
    runCommand(store, 'undo');
    expect(shapesOf(store)).toHaveLength(0);
    expect(store.getState().selection.shapeIds).toEqual([]);
    runCommand(store, 'redo');
    expect(shapesOf(store)).toHaveLength(1);
  });

  it('a new shape lands in the visible part of the page the user looks at, each one offset', () => {
    const store = testStore();
    addLocalPage(store);
    const [first, second] = store.getState().doc.pages.order;
    // The first page is selected but scrolled away; the second shows its lower half.
    store.getState().select(selectPage(store.getState().doc, first as string));
    const lookingAt = (pageId: string) =>
      pageId === second ? { x: 0, y: 250, width: 800, height: 250 } : null;
    addShapeToPage(store, { type: 'rect' }, lookingAt);
    addShapeToPage(store, { type: 'rect' }, lookingAt);
    const { doc, selection } = store.getState();
    expect(selection.pageId).toBe(second);
    const page = doc.pages.items[second as string];
    const rects = listOf(
      page?.layers.items[page.layers.order[0] as string]?.shapes ?? { order: [], items: {} },
    );
    // Centre of the visible half (400, 375) is the first rectangle's centre (200x100).
    expect(rects.map((r) => [r.attrs.x, r.attrs.y])).toEqual([
      [300, 325],
      [320, 345],
    ]);
    expect(selection.shapeIds).toEqual([rects[1]?.id]);
  });

  it('ignores every edit unless the design is NEW', () => {
    const store = testStore({ published: PUBLISHED.published });
    expect(addShapeToPage(store, { type: 'rect' })).toBe(false);
    expect(shapesOf(store)).toHaveLength(0);
    expect(store.getState().dirty).toBe(false);
    expect(commandById('delete').enabled(store.getState())).toBe(false);
  });

  it('delete clears the selection; duplicate selects the copies at +20', () => {
    const store = testStore();
    addShapeToPage(store, { type: 'rect' });
    runCommand(store, 'duplicate');
    const [original, copy] = shapesOf(store);
    expect(store.getState().selection.shapeIds).toEqual([copy?.id]);
    expect(copy?.attrs.x).toBe((original?.attrs.x ?? 0) + 20);
    runCommand(store, 'delete');
    expect(shapesOf(store)).toHaveLength(1);
    expect(store.getState().selection.shapeIds).toEqual([]);
  });

  it('copy and paste insert copies, each paste a further step away', () => {
    const store = testStore();
    addShapeToPage(store, { type: 'circ' });
    runCommand(store, 'copy');
    runCommand(store, 'paste');
    runCommand(store, 'paste');
    const xs = shapesOf(store).map((s) => s.attrs.x);
    expect(xs).toEqual([400, 420, 440]);
  });

  it('nudges by 1 px and by 10 px with shift, through the key map', () => {
    const store = testStore();
    addShapeToPage(store, { type: 'rect' });
    const key = (k: string, shift = false) =>
      commandForKey({ key: k, shiftKey: shift, ctrlKey: false, metaKey: false });
    key('ArrowRight')?.run(store);
    key('ArrowDown', true)?.run(store);
    expect(shapesOf(store)[0]?.attrs).toMatchObject({ x: 301, y: 210 });
  });

  it('maps Ctrl/Cmd shortcuts, with shift for redo', () => {
    const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean }) =>
      commandForKey({
        key,
        ctrlKey: Boolean(mods.ctrl),
        metaKey: Boolean(mods.meta),
        shiftKey: Boolean(mods.shift),
      })?.id;
    expect(press('z', { ctrl: true })).toBe('undo');
    expect(press('Z', { meta: true, shift: true })).toBe('redo');
    expect(press('d', { ctrl: true })).toBe('duplicate');
    expect(press('c', { meta: true })).toBe('copy');
    expect(press('v', { ctrl: true })).toBe('paste');
    expect(press('Backspace', {})).toBe('delete');
    expect(press('Escape', {})).toBe('deselect');
    expect(press('x', {})).toBeUndefined();
    expect(shortcutLabel(commandById('redo'))).toBe('Ctrl+Shift+Z');
  });

  it('text formatting commands apply only to text selections', () => {
    const store = testStore();
    addShapeToPage(store, { type: 'rect' });
    expect(commandById('bold').enabled(store.getState())).toBe(false);
    addShapeToPage(store, { type: 'text', preset: 'heading' });
    runCommand(store, 'bold');
    runCommand(store, 'italic');
    runCommand(store, 'textAlign');
    expect(shapesOf(store)[1]?.attrs).toMatchObject({
      fontWeight: 400,
      fontStyle: 'italic',
      textAlign: 'right',
    });
  });

  it('layering commands reorder and are no-ops at the ends', () => {
    const store = testStore();
    addShapeToPage(store, { type: 'rect' });
    addShapeToPage(store, { type: 'circ' });
    const before = store.getState().past.length;
    runCommand(store, 'bringToFront');
    expect(store.getState().past.length).toBe(before);
    runCommand(store, 'sendToBack');
    expect(shapesOf(store).map((s) => s.type)).toEqual(['circ', 'rect']);
  });

  it('lock shows the lock rules: locked shapes are not deleted until unlocked', () => {
    const store = testStore();
    addShapeToPage(store, { type: 'star' });
    runCommand(store, 'lock');
    runCommand(store, 'delete');
    expect(shapesOf(store)).toHaveLength(1);
    runCommand(store, 'unlock');
    runCommand(store, 'delete');
    expect(shapesOf(store)).toHaveLength(0);
  });

  it('select all selects the visible shapes of the layer; escape deselects', () => {
    const store = testStore();
    addShapeToPage(store, { type: 'rect' });
    addShapeToPage(store, { type: 'circ' });
    runCommand(store, 'selectAll');
    expect(store.getState().selection.shapeIds).toHaveLength(2);
    runCommand(store, 'deselect');
    expect(store.getState().selection.shapeIds).toEqual([]);
    expect(store.getState().selection.pageId).not.toBeNull();
  });

  it('navigate switches mode without an undo step', () => {
    const store = testStore();
    const pageId = store.getState().selection.pageId;
    expect(pageId && findPage(store.getState().doc, pageId)).toBeTruthy();
    store.getState().navigate(
      (doc) => ({ ...doc, metadata: { ...doc.metadata, mode: 'print' } }),
      () => ({ pageId: null, layerId: null, shapeIds: [] }),
    );
    expect(store.getState().doc.metadata.mode).toBe('print');
    expect(store.getState().past).toHaveLength(0);
  });
});
