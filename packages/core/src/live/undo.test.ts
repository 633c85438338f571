// Undo per person (issue 17) rests on this module: one core operation is one transaction with
// the person's origin, so Yjs' UndoManager undoes exactly that operation and no one else's.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fixture, orderOf, shapeOf } from '../document/fixtures.test-util.ts';
import { deleteShapes, moveShapes, updateAttrs } from '../document/index.ts';
import { edit, seededReplicas, syncBoth, valid } from './live.test-util.ts';
import { liveTypesOf } from './model.ts';

const undoFor = (doc: Y.Doc, origin: string) =>
  // captureTimeout 0: every operation is its own step (a drag is one operation, written on drop).
  new Y.UndoManager(liveTypesOf(doc), { trackedOrigins: new Set([origin]), captureTimeout: 0 });

describe('undo per person over the live document', () => {
  it('undoes my last operation as one step and keeps the other person’s edit', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' });
    const [a, b] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
    const undo = undoFor(a, 'anil');
    edit(a, (doc) => moveShapes(doc, { ...f.ref('s1', 's2'), dx: 10, dy: 10 }), 'anil');
    edit(a, (doc) => updateAttrs(doc, { ...f.ref('s1'), attrs: { fill: '#ff0000' } }), 'anil');
    edit(b, (doc) => updateAttrs(doc, { ...f.ref('s2'), attrs: { opacity: 0.3 } }), 'meera');
    syncBoth(a, b);
    expect(undo.undoStack).toHaveLength(2);
    undo.undo();
    let doc = valid(a);
    expect(shapeOf(f, doc, 's1')?.attrs).toMatchObject({ x: 310, fill: 'lightgray' });
    undo.undo();
    doc = valid(a);
    expect(shapeOf(f, doc, 's1')?.attrs.x).toBe(300);
    expect(shapeOf(f, doc, 's2')?.attrs).toMatchObject({ x: 400, opacity: 0.3 });
    syncBoth(a, b);
    expect(valid(b)).toEqual(doc);
  });

  it('undoing a delete brings the whole shape back in its place', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' }, { type: 'star' });
    const [a] = seededReplicas(f.doc) as [Y.Doc];
    const undo = undoFor(a, 'anil');
    edit(a, (doc) => deleteShapes(doc, f.ref('s2')), 'anil');
    expect(orderOf(f, valid(a))).toEqual(['s1', 's3']);
    undo.undo();
    const doc = valid(a);
    expect(orderOf(f, doc)).toEqual(['s1', 's2', 's3']);
    expect(shapeOf(f, doc, 's2')).toEqual(shapeOf(f, f.doc, 's2'));
  });
});
