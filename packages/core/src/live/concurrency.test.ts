import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fixture, orderOf, shapeOf } from '../document/fixtures.test-util.ts';
import {
  addShape,
  cloneJson,
  deleteShapes,
  moveShapes,
  reorderShapes,
  updateAttrs,
  updateShapes,
} from '../document/index.ts';
import { allIds, edit, seededReplicas, syncBoth, valid } from './live.test-util.ts';
import { LIVE_ROOTS } from './model.ts';
import { writeLiveDocument } from './write.ts';

const three = () => fixture({ type: 'rect' }, { type: 'circ' }, { type: 'star' });

/** Both replicas end identical (state and document), valid, with no id twice. */
const expectConverged = (a: Y.Doc, b: Y.Doc) => {
  expect(Y.encodeStateVector(a)).toEqual(Y.encodeStateVector(b));
  const docA = valid(a);
  const docB = valid(b);
  expect(docA).toEqual(docB);
  const ids = allIds(docA);
  expect(new Set(ids).size).toBe(ids.length);
  return docA;
};

describe('two people editing one design at once', () => {
  it('different shapes: both edits stay', () => {
    const f = three();
    const [a, b] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
    edit(a, (doc) => moveShapes(doc, { ...f.ref('s1'), dx: 10, dy: 20 }));
    edit(b, (doc) => updateAttrs(doc, { ...f.ref('s2'), attrs: { fill: '#ff0000' } }));
    syncBoth(a, b);
    const doc = expectConverged(a, b);
    expect(shapeOf(f, doc, 's1')?.attrs).toMatchObject({ x: 310, y: 220 });
    expect(shapeOf(f, doc, 's2')?.attrs.fill).toBe('#ff0000');
  });

  it('the same shape, different attributes: both edits stay', () => {
    const f = three();
    const [a, b] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
    edit(a, (doc) => moveShapes(doc, { ...f.ref('s1'), dx: 10, dy: 20 }));
    edit(b, (doc) =>
      updateAttrs(doc, { ...f.ref('s1'), attrs: { fill: '#ff0000', opacity: 0.5 } }),
    );
    syncBoth(a, b);
    const doc = expectConverged(a, b);
    expect(shapeOf(f, doc, 's1')?.attrs).toMatchObject({
      x: 310,
      y: 220,
      fill: '#ff0000',
      opacity: 0.5,
      width: 200,
      height: 100,
    });
  });

  it('the same attribute: both replicas end with one of the two values', () => {
    const f = three();
    const [a, b] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
    edit(a, (doc) => updateAttrs(doc, { ...f.ref('s1'), attrs: { fill: '#aa0000' } }));
    edit(b, (doc) => updateAttrs(doc, { ...f.ref('s1'), attrs: { fill: '#00bb00' } }));
    syncBoth(a, b);
    const doc = expectConverged(a, b);
    expect(['#aa0000', '#00bb00']).toContain(shapeOf(f, doc, 's1')?.attrs.fill);
  });

  it('reorder against reorder: every shape once, in the same order on both', () => {
    const f = three();
    const [a, b] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
    edit(a, (doc) => reorderShapes(doc, { ...f.ref('s1'), move: 'front' }));
    edit(b, (doc) => reorderShapes(doc, { ...f.ref('s3'), move: 'back' }));
    edit(b, (doc) => reorderShapes(doc, { ...f.ref('s1'), move: 'forward' }));
    syncBoth(a, b);
    const doc = expectConverged(a, b);
    expect([...(orderOf(f, doc) ?? [])].sort()).toEqual(['s1', 's2', 's3']);
  });

  it('the same shape moved to the front by both: no duplicate, it is on top', () => {
    const f = three();
    const [a, b] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
    edit(a, (doc) => reorderShapes(doc, { ...f.ref('s1'), move: 'front' }));
    edit(b, (doc) => reorderShapes(doc, { ...f.ref('s1'), move: 'front' }));
    syncBoth(a, b);
    expect(orderOf(f, expectConverged(a, b))).toEqual(['s2', 's3', 's1']);
  });

  it.each([
    ['the deleter syncs first', true],
    ['the editor syncs first', false],
  ])('delete against edit: the shape stays deleted (%s)', (_, deleterFirst) => {
    const f = three();
    const [a, b] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
    edit(a, (doc) => deleteShapes(doc, f.ref('s2')));
    edit(b, (doc) => moveShapes(doc, { ...f.ref('s2'), dx: 5, dy: 5 }));
    edit(b, (doc) => updateAttrs(doc, { ...f.ref('s2'), attrs: { fill: '#ff0000' } }));
    if (deleterFirst) syncBoth(a, b);
    else syncBoth(b, a);
    const doc = expectConverged(a, b);
    expect(orderOf(f, doc)).toEqual(['s1', 's3']);
    expect(shapeOf(f, doc, 's2')).toBeUndefined();
    // Nor does any part of it remain in the Y.Doc.
    const layer = (a.getMap(LIVE_ROOTS.pages).get(f.pageId) as Y.Map<Y.Map<Y.Map<unknown>>>)
      .get('layers')
      ?.get(f.layerId) as Y.Map<Y.Map<unknown>>;
    expect(layer.get('shapes')?.has('s2')).toBe(false);
  });

  it('an edit made after seeing the delete does not bring the shape back', () => {
    const f = three();
    const [a, b] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
    const stale = valid(b);
    edit(a, (doc) => deleteShapes(doc, f.ref('s2')));
    syncBoth(a, b);
    // b's editor still shows s2 (its `before` predates the delete) and moves it.
    writeLiveDocument(b, stale, moveShapes(stale, { ...f.ref('s2'), dx: 1, dy: 1 }));
    syncBoth(a, b);
    expect(shapeOf(f, expectConverged(a, b), 's2')).toBeUndefined();
  });

  it('adds on both: both shapes are there', () => {
    const f = three();
    const [a, b] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
    edit(a, (doc) => addShape(doc, { ...f.ref(), id: 'fromA', spec: { type: 'ellipse' } }));
    edit(b, (doc) =>
      addShape(doc, { ...f.ref(), id: 'fromB', spec: { type: 'text', preset: 'body' } }),
    );
    syncBoth(a, b);
    const order = orderOf(f, expectConverged(a, b)) ?? [];
    expect(order.slice(0, 3)).toEqual(['s1', 's2', 's3']);
    expect([...order.slice(3)].sort()).toEqual(['fromA', 'fromB']);
  });

  it('a shape moved between two shapes added at the same spot by two people lands between them', () => {
    const f = three();
    const [a, b] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
    edit(a, (doc) => addShape(doc, { ...f.ref(), id: 'fromA', spec: { type: 'rect' } }));
    edit(b, (doc) => addShape(doc, { ...f.ref(), id: 'fromB', spec: { type: 'rect' } }));
    syncBoth(a, b);
    expect(orderOf(f, valid(a))).toEqual(['s1', 's2', 's3', 'fromA', 'fromB']);
    edit(b, (doc) => reorderShapes(doc, { ...f.ref('s3'), move: 'forward' }));
    syncBoth(a, b);
    expect(orderOf(f, expectConverged(a, b))).toEqual(['s1', 's2', 'fromA', 's3', 'fromB']);
  });

  it('100 + 100 concurrent adds converge to 200 more shapes', () => {
    const f = three();
    const [a, b] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
    for (let i = 0; i < 100; i++) {
      edit(a, (doc) => addShape(doc, { ...f.ref(), id: `a${i}`, spec: { type: 'rect' } }));
      edit(b, (doc) => addShape(doc, { ...f.ref(), id: `b${i}`, spec: { type: 'circ' } }));
    }
    syncBoth(a, b);
    const order = orderOf(f, expectConverged(a, b)) ?? [];
    expect(order).toHaveLength(203);
    // Each person's shapes keep their own order among themselves.
    expect(order.filter((id) => id.startsWith('a'))).toEqual(
      Array.from({ length: 100 }, (_, i) => `a${i}`),
    );
    expect(order.filter((id) => id.startsWith('b'))).toEqual(
      Array.from({ length: 100 }, (_, i) => `b${i}`),
    );
  });
});

describe('writeLiveDocument writes only what changed', () => {
  it('writes nothing, and emits no update, when before equals after', () => {
    const f = three();
    const [a] = seededReplicas(f.doc) as [Y.Doc];
    const updates: Uint8Array[] = [];
    a.on('update', (update: Uint8Array) => updates.push(update));
    const doc = valid(a);
    writeLiveDocument(a, doc, doc);
    writeLiveDocument(a, doc, cloneJson(doc));
    writeLiveDocument(a, doc, moveShapes(doc, { ...f.ref('s1'), dx: 0, dy: 0 }));
    expect(updates).toHaveLength(0);
  });

  it('a move writes the x of that one shape, in one transaction with the origin', () => {
    const f = three();
    const [a] = seededReplicas(f.doc) as [Y.Doc];
    const changed: string[] = [];
    const origins: unknown[] = [];
    a.on('afterTransaction', (transaction) => origins.push(transaction.origin));
    a.getMap(LIVE_ROOTS.pages).observeDeep((events) => {
      for (const event of events) {
        for (const key of event.changes.keys.keys()) changed.push([...event.path, key].join('/'));
      }
    });
    const origin = { user: 7 };
    edit(a, (doc) => moveShapes(doc, { ...f.ref('s2'), dx: 4, dy: 0 }), origin as never);
    expect(changed).toEqual([`${f.pageId}/layers/${f.layerId}/shapes/s2/attrs/x`]);
    expect(origins).toEqual([origin]);
  });

  it('a reorder moves only the shape that moved', () => {
    const f = three();
    const [a] = seededReplicas(f.doc) as [Y.Doc];
    const changed: string[] = [];
    a.getMap(LIVE_ROOTS.pages).observeDeep((events) => {
      for (const event of events) {
        for (const key of event.changes.keys.keys()) changed.push([...event.path, key].join('/'));
      }
    });
    edit(a, (doc) => reorderShapes(doc, { ...f.ref('s1'), move: 'front' }));
    expect(changed).toEqual([`${f.pageId}/layers/${f.layerId}/shapes/s1/position`]);
    expect(orderOf(f, valid(a))).toEqual(['s2', 's3', 's1']);
  });

  it('removes an attribute the operation dropped', () => {
    const f = three();
    const [a] = seededReplicas(f.doc) as [Y.Doc];
    edit(a, (doc) => updateAttrs(doc, { ...f.ref('s1'), attrs: { rotation: 30 } }));
    expect(shapeOf(f, valid(a), 's1')?.attrs.rotation).toBe(30);
    edit(a, (doc) =>
      updateShapes(doc, f.pageId, f.layerId, ['s1'], (shape) => {
        const { rotation: _, ...attrs } = shape.attrs;
        return { ...shape, attrs };
      }),
    );
    expect(shapeOf(f, valid(a), 's1')?.attrs).not.toHaveProperty('rotation');
    expect(shapeOf(f, valid(a), 's1')?.attrs).toMatchObject({ x: 300, y: 200, width: 200 });
  });
});
