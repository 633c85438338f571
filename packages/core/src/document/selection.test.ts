import { describe, expect, it } from 'vitest';
import { newPage } from './create.ts';
import { BASIC_SHAPES, counterIds, fixture } from './fixtures.test-util.ts';
import { addPage, switchMode } from './pages.ts';
import {
  afterAddPage,
  afterAddShape,
  afterApplyTemplate,
  afterDeletePage,
  afterDeleteShapes,
  afterSwitchMode,
  clickShape,
  deselectShapes,
  EMPTY_SELECTION,
  pruneSelection,
  selectedShapes,
  selectInBox,
  selectPage,
  toolbarFor,
} from './selection.ts';
import { deleteShapes, lockShapes } from './shapes.ts';

describe('selection rules (spec §4)', () => {
  it('adding a shape selects it', () => {
    expect(afterAddShape('p', 'l', 's')).toEqual({ pageId: 'p', layerId: 'l', shapeIds: ['s'] });
  });

  it('deleting a shape clears the shape selection; deleting a page clears everything', () => {
    expect(afterDeleteShapes({ pageId: 'p', layerId: 'l', shapeIds: ['s'] })).toEqual({
      pageId: 'p',
      layerId: 'l',
      shapeIds: [],
    });
    expect(afterDeletePage()).toEqual(EMPTY_SELECTION);
  });

  it('selecting a page selects its first layer; a new page is selected', () => {
    const f = fixture({ type: 'rect' });
    expect(selectPage(f.doc, f.pageId)).toEqual({
      pageId: f.pageId,
      layerId: f.layerId,
      shapeIds: [],
    });
    expect(selectPage(f.doc, 'missing')).toEqual(EMPTY_SELECTION);
    const page = newPage({ width: 800, height: 500 }, counterIds('p'));
    const doc = addPage(f.doc, { page });
    expect(afterAddPage(doc, page.id)).toEqual({ pageId: 'p1', layerId: 'p2', shapeIds: [] });
  });

  it('applying a template selects its first shape, or the page when empty', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' });
    expect(afterApplyTemplate(f.doc, f.pageId)).toEqual({
      pageId: f.pageId,
      layerId: f.layerId,
      shapeIds: ['s1'],
    });
    const empty = fixture();
    expect(afterApplyTemplate(empty.doc, empty.pageId).shapeIds).toEqual([]);
  });

  it('switching mode selects the first page of the new mode', () => {
    const f = fixture();
    const print = switchMode(f.doc);
    expect(afterSwitchMode(print)).toEqual(EMPTY_SELECTION);
    const page = newPage({ width: 800, height: 500 }, counterIds('q'));
    const withPrint = addPage(print, { page });
    expect(afterSwitchMode(withPrint).pageId).toBe('q1');
    expect(afterSwitchMode(switchMode(withPrint)).pageId).toBe(f.pageId);
  });

  it('escape deselects shapes and keeps the page', () => {
    const sel = { pageId: 'p', layerId: 'l', shapeIds: ['a'] };
    expect(deselectShapes(sel)).toEqual({ pageId: 'p', layerId: 'l', shapeIds: [] });
    const none = { pageId: 'p', layerId: 'l', shapeIds: [] };
    expect(deselectShapes(none)).toBe(none);
  });

  it('shift-click toggles within a layer; a plain click replaces', () => {
    const base = { pageId: 'p', layerId: 'l', shapeIds: ['a'] };
    expect(clickShape(base, { pageId: 'p', layerId: 'l', shapeId: 'b' }, true).shapeIds).toEqual([
      'a',
      'b',
    ]);
    expect(clickShape(base, { pageId: 'p', layerId: 'l', shapeId: 'a' }, true).shapeIds).toEqual(
      [],
    );
    expect(clickShape(base, { pageId: 'p', layerId: 'l', shapeId: 'b' }, false).shapeIds).toEqual([
      'b',
    ]);
    expect(clickShape(base, { pageId: 'q', layerId: 'm', shapeId: 'c' }, true)).toEqual({
      pageId: 'q',
      layerId: 'm',
      shapeIds: ['c'],
    });
  });

  it('marquee selects the shapes fully inside the box', () => {
    const f = fixture({ type: 'rect' }, { type: 'rect' });
    const bounds = (s: { id: string }) =>
      s.id === 's1'
        ? { x: 0, y: 0, width: 10, height: 10 }
        : { x: 50, y: 50, width: 100, height: 100 };
    expect(
      selectInBox(
        f.doc,
        { pageId: f.pageId, layerId: f.layerId },
        { x: -5, y: -5, width: 60, height: 60 },
        bounds,
      ).shapeIds,
    ).toEqual(['s1']);
  });

  it('prunes ids that no longer exist', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' });
    const sel = { pageId: f.pageId, layerId: f.layerId, shapeIds: ['s1', 's2'] };
    expect(pruneSelection(deleteShapes(f.doc, f.ref('s1')), sel).shapeIds).toEqual(['s2']);
    expect(pruneSelection(f.doc, sel)).toBe(sel);
    expect(pruneSelection(f.doc, { ...sel, pageId: 'gone' })).toEqual(EMPTY_SELECTION);
  });

  it('gives the selected shapes that exist in z-order, whatever the order they were picked in', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' }, { type: 'star' });
    const ids = (shapeIds: string[]) =>
      selectedShapes(f.doc, { pageId: f.pageId, layerId: f.layerId, shapeIds }).map((s) => s.id);
    expect(ids(['s3', 's1'])).toEqual(['s1', 's3']);
    expect(ids(['s2'])).toEqual(['s2']);
    expect(ids(['gone', 's2'])).toEqual(['s2']);
    // An id that is a key of every object is not a shape.
    expect(ids(['constructor'])).toEqual([]);
    expect(ids(['toString', 's3'])).toEqual(['s3']);
    expect(ids([])).toEqual([]);
    for (const [pageId, layerId] of [
      [f.pageId, 'gone'],
      [f.pageId, 'toString'],
      ['constructor', f.layerId],
    ] as const) {
      for (const shapeIds of [['s1'], ['s1', 's2']]) {
        expect(selectedShapes(f.doc, { pageId, layerId, shapeIds })).toEqual([]);
      }
    }
  });

  it('picks the toolbar by the selected shape type, lock first', () => {
    const f = fixture(
      ...BASIC_SHAPES,
      { type: 'text', preset: 'body' },
      { type: 'v-text', preset: 'body' },
      { type: 'img', url: '/a.png', naturalWidth: 1, naturalHeight: 1 },
      { type: 'illus', url: '/a.svg', naturalWidth: 1, naturalHeight: 1 },
    );
    const kind = (...ids: string[]) =>
      toolbarFor(f.doc, { pageId: f.pageId, layerId: f.layerId, shapeIds: ids });
    expect(['s1', 's2', 's3', 's4', 's5'].map((id) => kind(id))).toEqual([
      'path',
      'path',
      'path',
      'path',
      'path',
    ]);
    expect([kind('s6'), kind('s7'), kind('s8'), kind('s9'), kind()]).toEqual([
      'text',
      'text',
      'image',
      'dynamic-image',
      'default',
    ]);
    expect(kind('s1', 's6')).toBe('default');
    expect(kind('s1', 's2')).toBe('path');
    const locked = lockShapes(f.doc, f.ref('s6'));
    expect(toolbarFor(locked, { pageId: f.pageId, layerId: f.layerId, shapeIds: ['s6'] })).toBe(
      'lock',
    );
  });
});
