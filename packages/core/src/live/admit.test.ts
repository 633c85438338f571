import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { newPage } from '../document/create.ts';
import { fixture } from '../document/fixtures.test-util.ts';
import { addShape, deletePage, moveShapes, updateAttrs } from '../document/index.ts';
import { addPage } from '../document/pages.ts';
import { admitLiveState, admitLiveUpdate } from './admit.ts';
import { campaignArb, edit, seededReplicas, valid } from './live.test-util.ts';
import { rootsOf } from './model.ts';
import { readLiveDocument } from './read.ts';
import { seedLiveDocument } from './seed.ts';

const three = () =>
  fixture(
    { type: 'rect' },
    { type: 'circ' },
    { type: 'text', preset: 'heading', text: 'ഓണം ഓഫർ 50% കിഴിവ്' },
  );

/** A client replica, the server's scratch copy of the same design, and the update a change makes. */
const setUp = () => {
  const f = three();
  const [client, scratch] = seededReplicas(f.doc) as [Y.Doc, Y.Doc];
  const updateOf = (change: () => void): Uint8Array => {
    const before = Y.encodeStateVector(client);
    change();
    return Y.encodeStateAsUpdate(client, before);
  };
  const child = (map: Y.Map<unknown>, key: string) => map.get(key) as Y.Map<unknown>;
  const attrsOf = (id: string) => {
    const page = child(rootsOf(client).pages, f.pageId);
    const layer = child(child(page, 'layers'), f.layerId);
    return child(child(child(layer, 'shapes'), id), 'attrs');
  };
  return { f, client, scratch, updateOf, attrsOf };
};

const refused = (admission: ReturnType<typeof admitLiveUpdate>) => {
  expect(admission.ok).toBe(false);
  return admission.ok ? '' : admission.reason;
};

describe('an update from an editor', () => {
  it('is admitted when the core made it: a move, a fill, a new shape, a new page', () => {
    const { f, client, scratch } = setUp();
    const ops = [
      (c: Parameters<typeof moveShapes>[0]) => moveShapes(c, { ...f.ref('s1'), dx: 5, dy: 5 }),
      (c: Parameters<typeof moveShapes>[0]) =>
        updateAttrs(c, { ...f.ref('s2'), attrs: { fill: '#ff0000' } }),
      (c: Parameters<typeof moveShapes>[0]) =>
        addShape(c, { pageId: f.pageId, layerId: f.layerId, id: 's9', spec: { type: 'star' } }),
      (c: Parameters<typeof moveShapes>[0]) =>
        addPage(c, { page: newPage({ width: 800, height: 500 }) }),
    ];
    for (const op of ops) {
      const before = Y.encodeStateVector(client);
      edit(client, op);
      expect(admitLiveUpdate(scratch, Y.encodeStateAsUpdate(client, before)).ok).toBe(true);
    }
    expect(valid(scratch)).toEqual(valid(client));
  });

  it('is refused when it does not decode', () => {
    const { scratch } = setUp();
    const garbage = Uint8Array.from({ length: 64 }, (_, i) => (i * 97 + 13) % 256);
    expect(refused(admitLiveUpdate(scratch, garbage))).toMatch(/decode|applied|depends/);
  });

  it('is refused when it nests maps deeper than a design', () => {
    const { client, scratch, updateOf, attrsOf } = setUp();
    const update = updateOf(() =>
      client.transact(() => {
        let map = new Y.Map<unknown>();
        attrsOf('s1').set('deep', map);
        for (let i = 0; i < 10_000; i++) {
          const next = new Y.Map<unknown>();
          map.set('d', next);
          map = next;
        }
      }),
    );
    expect(refused(admitLiveUpdate(scratch, update))).toMatch(/map where a value belongs/);
  });

  it('is refused when it writes a top-level type the design has not', () => {
    const { client, scratch, updateOf } = setUp();
    const update = updateOf(() => client.getMap('junk').set('x', 'y'.repeat(1000)));
    expect(refused(admitLiveUpdate(scratch, update))).toMatch(/outside the design/);
  });

  it('is refused when it holds text, list or binary content', () => {
    const changes = [
      (doc: Y.Doc) => rootsOf(doc).campaign.set('title', new Uint8Array([1, 2])),
      (doc: Y.Doc) => rootsOf(doc).campaign.set('title', new Y.Text('x')),
      (doc: Y.Doc) => rootsOf(doc).campaign.set('title', new Y.Array()),
    ];
    for (const change of changes) {
      const { client, scratch, updateOf } = setUp();
      expect(
        admitLiveUpdate(
          scratch,
          updateOf(() => change(client)),
        ).ok,
      ).toBe(false);
    }
    // List content straight under a map (what `getArray` on a map's name would write).
    const { client, scratch } = setUp();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(client));
    const before = Y.encodeStateVector(other);
    other.getArray('prints').push(['x']);
    expect(admitLiveUpdate(scratch, Y.encodeStateAsUpdate(other, before)).ok).toBe(false);
  });

  it('is refused when a value is nested too deep', () => {
    const { scratch, updateOf, attrsOf } = setUp();
    let value: unknown = 1;
    for (let i = 0; i < 100; i++) value = [value];
    const update = updateOf(() => attrsOf('s1').set('deep', value));
    expect(refused(admitLiveUpdate(scratch, update))).toMatch(/nested too deep/);
  });

  it('is refused when the parser rejects what it leaves: opacity a string, x an object', () => {
    for (const [key, value] of [
      ['opacity', 'half'],
      ['x', { a: 1 }],
      ['fontSize', -3],
    ] as const) {
      const { scratch, updateOf, attrsOf } = setUp();
      const update = updateOf(() => attrsOf('s1').set(key, value));
      expect(refused(admitLiveUpdate(scratch, update))).toMatch(/not valid/);
    }
  });

  it("reads a page's layers or a layer's shapes written anew whole: a stray item in them is refused", () => {
    for (const level of ['layers', 'shapes'] as const) {
      const { f, client, scratch, updateOf } = setUp();
      const page = rootsOf(client).pages.get(f.pageId) as Y.Map<unknown>;
      const layers = page.get('layers') as Y.Map<unknown>;
      const layer = layers.get(f.layerId) as Y.Map<unknown>;
      const update = updateOf(() =>
        client.transact(() => {
          // A whole new collection whose one item has no position (no reader could place it).
          const collection = new Y.Map<unknown>();
          const stray = new Y.Map<unknown>();
          stray.set('id', 'stray');
          collection.set('stray', stray);
          (level === 'layers' ? page : layer).set(level, collection);
        }),
      );
      expect(refused(admitLiveUpdate(scratch, update))).toMatch(/has no position/);
    }
  });

  it('counts what it adds to the JSON, and is refused past the room left in 2 MB', () => {
    const { scratch, updateOf, attrsOf } = setUp();
    const text = 'ഓണം ഓഫർ 50% കിഴിവ്'.repeat(100);
    const update = updateOf(() => attrsOf('s3').set('text', text));
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(scratch));
    const admitted = admitLiveUpdate(copy, update);
    if (!admitted.ok) expect.fail(admitted.reason);
    expect(admitted.addedChars).toBeGreaterThanOrEqual(JSON.stringify(text).length);
    expect(admitted.addedChars).toBeLessThan(JSON.stringify(text).length + 20);
    const room = admitted.addedChars;
    expect(refused(admitLiveUpdate(scratch, update, { maxAddedChars: room - 1 }))).toMatch(/2 MB/);
    expect(admitLiveUpdate(scratch, update, { maxAddedChars: room }).ok).toBe(true);
  });

  it('is refused when it deletes every key of the campaign', () => {
    const { client, scratch, updateOf } = setUp();
    const campaign = rootsOf(client).campaign;
    const update = updateOf(() =>
      client.transact(() => {
        for (const key of [...campaign.keys()]) campaign.delete(key);
      }),
    );
    expect(refused(admitLiveUpdate(scratch, update))).toMatch(/not valid/);
  });

  it('is admitted when two people delete the last two pages at once (the server repairs it)', () => {
    const f = three();
    const twoPages = addPage(f.doc, { page: newPage({ width: 800, height: 500 }) });
    const [a, b, scratch] = seededReplicas(twoPages, 3) as [Y.Doc, Y.Doc, Y.Doc];
    const [first, second] = twoPages.pages.order as [string, string];
    const before = Y.encodeStateVector(a);
    edit(a, (doc) => deletePage(doc, { pageId: first }));
    edit(b, (doc) => deletePage(doc, { pageId: second }));
    expect(admitLiveUpdate(scratch, Y.encodeStateAsUpdate(a, before)).ok).toBe(true);
    expect(admitLiveUpdate(scratch, Y.encodeStateAsUpdate(b, before)).ok).toBe(true);
  });

  it('is refused when it depends on changes the design has not', () => {
    const { scratch, updateOf, attrsOf } = setUp();
    updateOf(() => attrsOf('s1').set('x', 1)); // never sent
    const update = updateOf(() => attrsOf('s1').set('x', 2));
    expect(refused(admitLiveUpdate(scratch, update))).toMatch(/depends/);
  });
});

describe('a whole stored state', () => {
  it('is admitted for any valid campaign the core seeds', () => {
    fc.assert(
      fc.property(campaignArb, (campaign) => {
        const doc = new Y.Doc();
        seedLiveDocument(doc, campaign);
        expect(admitLiveState(Y.encodeStateAsUpdate(doc)).ok).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('is refused when it holds a junk root or a deep map', () => {
    const doc = new Y.Doc();
    seedLiveDocument(doc, three().doc);
    doc.getMap('junk').set('x', 1);
    expect(admitLiveState(Y.encodeStateAsUpdate(doc)).ok).toBe(false);
  });
});

describe('what is admitted, one update at a time', () => {
  /** Every map of a document, with the path to it (to pick one at random). */
  const mapsOf = (doc: Y.Doc): Y.Map<unknown>[] => {
    const found: Y.Map<unknown>[] = [];
    const walk = (map: Y.Map<unknown>) => {
      found.push(map);
      for (const value of map.values()) if (value instanceof Y.Map) walk(value as Y.Map<unknown>);
    };
    for (const root of Object.values(rootsOf(doc))) walk(root);
    return found;
  };

  const keyArb = fc.constantFrom(
    'id',
    'position',
    'x',
    'opacity',
    'layers',
    'shapes',
    'attrs',
    'metadata',
    'title',
    'type',
    's1',
    'l9',
    'p9',
    '',
  );
  const valueArb = fc.oneof(
    fc.constant('map'),
    fc.constant('bare map'),
    fc.constant('delete'),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom('a0', 'rect', 0.5, -1, 'page'),
  );
  const stepArb = fc.record({ map: fc.nat(), key: keyArb, value: valueArb });

  it('always leaves a design the whole-document reader accepts (or that only lacks a page)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(stepArb, { minLength: 1, maxLength: 4 }), { maxLength: 8 }),
        (updates) => {
          const { client, scratch } = setUp();
          const server = scratch;
          for (const steps of updates) {
            const before = Y.encodeStateVector(client);
            client.transact(() => {
              for (const step of steps) {
                const maps = mapsOf(client);
                const map = maps[step.map % maps.length] as Y.Map<unknown>;
                if (step.value === 'delete') map.delete(step.key);
                else if (step.value === 'map') {
                  const child = new Y.Map<unknown>();
                  child.set('position', 'a0');
                  child.set('id', step.key);
                  map.set(step.key, child);
                } else map.set(step.key, step.value);
              }
            });
            const update = Y.encodeStateAsUpdate(client, before);
            const admission = admitLiveUpdate(server, update);
            if (admission.ok) {
              const read = readLiveDocument(server);
              if (!read.ok) expect(read.error.message).toMatch(/it has no page/);
            } else {
              // Refused: from here the client's copy differs from the server's (its socket is closed).
              return;
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
