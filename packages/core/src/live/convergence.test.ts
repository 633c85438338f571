// The property of issue 17: whatever two people do with the core's operations, in whatever
// order their updates cross, both copies end the same and the document stays valid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { counterIds, fixture } from '../document/fixtures.test-util.ts';
import {
  addPage,
  addShape,
  applyTemplate,
  type Campaign,
  currentMode,
  deletePage,
  deleteShapes,
  duplicateShapes,
  hideShapes,
  lockShapes,
  moveShapes,
  newPage,
  type ReorderMove,
  reorderShapes,
  setBackground,
  showShapes,
  switchMode,
  unlockShapes,
  updateAttrs,
} from '../document/index.ts';
import { allIds, edit, seededReplicas, send, syncBoth, valid } from './live.test-util.ts';
import { readLiveDocument } from './read.ts';
import { repairLiveDocument } from './repair.ts';

type Step =
  | { kind: 'sync'; from: 0 | 1 }
  | { kind: 'edit'; replica: 0 | 1; op: Op; pick: number; other: number; value: number };

type Op =
  | 'add'
  | 'delete'
  | 'move'
  | 'fill'
  | 'text'
  | 'reorder'
  | 'lock'
  | 'unlock'
  | 'hide'
  | 'show'
  | 'duplicate'
  | 'addPage'
  | 'deletePage'
  | 'background'
  | 'template'
  | 'mode';

const OPS: Op[] = [
  'add',
  'add',
  'delete',
  'move',
  'move',
  'fill',
  'text',
  'reorder',
  'lock',
  'unlock',
  'hide',
  'show',
  'duplicate',
  'addPage',
  // Deleting pages weighs more: two people deleting the last two is the case repair handles.
  'deletePage',
  'deletePage',
  'deletePage',
  'background',
  'template',
  'mode',
];
const MOVES: ReorderMove[] = ['front', 'forward', 'back', 'backward'];

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('sync' as const),
      from: fc.constantFrom(0 as const, 1 as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      replica: fc.constantFrom(0 as const, 1 as const),
      op: fc.constantFrom(...OPS),
      pick: fc.nat(50),
      other: fc.nat(50),
      value: fc.integer({ min: -40, max: 40 }),
    }),
  },
);

const at = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

/** One step's core operation on the campaign a replica shows; ids unique per replica. */
const operation = (
  step: Extract<Step, { kind: 'edit' }>,
  nextId: () => string,
): ((doc: Campaign) => Campaign) => {
  return (doc) => {
    const pages = doc.pages.order;
    const pageId = at(pages, step.pick);
    const page = pageId ? doc.pages.items[pageId] : undefined;
    const layerId = page ? at(page.layers.order, step.other) : undefined;
    const layer = layerId ? page?.layers.items[layerId] : undefined;
    if (!page || !pageId || !layerId || !layer) return doc;
    const shapeId = at(layer.shapes.order, step.other + step.value);
    const ref = { pageId, layerId, shapeIds: shapeId ? [shapeId] : [] };
    switch (step.op) {
      case 'add':
        return addShape(doc, {
          pageId,
          layerId,
          id: nextId(),
          spec: { type: step.value > 0 ? 'rect' : 'text', preset: 'body' } as never,
        });
      case 'delete':
        return deleteShapes(doc, ref);
      case 'move':
        return moveShapes(doc, { ...ref, dx: step.value, dy: -step.value });
      case 'fill':
        return updateAttrs(doc, {
          ...ref,
          attrs: { fill: `#0000${(step.value + 50).toString(16).padStart(2, '0')}` },
        });
      case 'text':
        return updateAttrs(doc, { ...ref, attrs: { text: `ഓഫർ ${step.value}`, opacity: 0.5 } });
      case 'reorder':
        return reorderShapes(doc, { ...ref, move: MOVES[Math.abs(step.value) % 4] as ReorderMove });
      case 'lock':
        return lockShapes(doc, ref);
      case 'unlock':
        return unlockShapes(doc, ref);
      case 'hide':
        return hideShapes(doc, ref);
      case 'show':
        return showShapes(doc, ref);
      case 'duplicate':
        return duplicateShapes(doc, { ...ref, makeId: nextId }).doc;
      case 'addPage':
        return addPage(doc, { page: newPage({ width: 800, height: 500 }, nextId) });
      case 'deletePage':
        return deletePage(doc, {
          pageId: at(currentMode(doc) === 'print' ? doc.prints.order : pages, step.other) ?? pageId,
        });
      case 'background':
        return setBackground(doc, { pageId, color: step.value > 0 ? '#ffeeaa' : 'white' });
      case 'template': {
        const template = doc.pages.items[at(pages, step.other) ?? pageId];
        return template ? applyTemplate(doc, { pageId, template, makeId: nextId }) : doc;
      }
      case 'mode':
        return switchMode(doc);
    }
  };
};

/** What the server does after applying updates: put back a page if concurrent deletes took them all. */
const readOrRepair = (doc: Y.Doc): void => {
  if (!readLiveDocument(doc).ok) expect(repairLiveDocument(doc, 'server')).toBe(true);
};

describe('random edits on two copies, synced in random order', () => {
  it('converge to one valid document with every id once', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 40 }), (steps) => {
        const f = fixture({ type: 'rect' }, { type: 'circ' }, { type: 'text', preset: 'heading' });
        // Two pages, so that two people deleting one each (the repair's case) comes up.
        const second = newPage({ width: 800, height: 500 }, counterIds('second'));
        const replicas = seededReplicas(addPage(f.doc, { page: second })) as [Y.Doc, Y.Doc];
        const counters: [number, number] = [0, 0];
        for (const step of steps) {
          if (step.kind === 'sync') {
            send(replicas[step.from], replicas[1 - step.from] as Y.Doc);
            continue;
          }
          const replica = replicas[step.replica];
          readOrRepair(replica);
          const nextId = () => {
            counters[step.replica] += 1;
            return `r${step.replica}x${counters[step.replica]}`;
          };
          edit(replica, operation(step, nextId));
        }
        syncBoth(replicas[0], replicas[1]);
        for (const replica of replicas) readOrRepair(replica);
        syncBoth(replicas[0], replicas[1]);
        const a = valid(replicas[0]);
        expect(valid(replicas[1])).toEqual(a);
        const ids = allIds(a);
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 80 },
    );
  }, 120_000);

  it('two people deleting the last two pages at once get one blank page back, not two', () => {
    const f = fixture({ type: 'rect' });
    const withTwo = addPage(f.doc, {
      page: newPage({ width: 800, height: 500 }, () => `p${Math.random()}`),
    });
    const [a, b] = seededReplicas(withTwo) as [Y.Doc, Y.Doc];
    const [first, second] = withTwo.pages.order as [string, string];
    edit(a, (doc) => deletePage(doc, { pageId: first }));
    edit(b, (doc) => deletePage(doc, { pageId: second }));
    syncBoth(a, b);
    const broken = readLiveDocument(a);
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.message).toMatch(/no page/);
    // Both copies restore it before hearing of the other's restore.
    expect(repairLiveDocument(a)).toBe(true);
    expect(repairLiveDocument(b)).toBe(true);
    syncBoth(a, b);
    expect(repairLiveDocument(a)).toBe(false);
    const doc = valid(a);
    expect(valid(b)).toEqual(doc);
    expect(doc.pages.order).toEqual([`${withTwo.id}-page`]);
    expect(doc.pages.items[`${withTwo.id}-page`]).toMatchObject({
      width: 800,
      height: 500,
      backgroundColor: 'white',
    });
  });
});
