// Test helpers: replicas that exchange Yjs updates, edits through the core's operations, and
// an arbitrary for complete campaign documents.
import fc from 'fast-check';
import { expect } from 'vitest';
import * as Y from 'yjs';
import {
  type Campaign,
  type Collection,
  type Layer,
  type Page,
  SHAPE_TYPES,
  type Shape,
} from '../document/index.ts';
import { readLiveDocument } from './read.ts';
import { seedLiveDocument } from './seed.ts';
import { writeLiveDocument } from './write.ts';

/** A Y.Doc with a fixed client id, so a failing property replays the same merge. */
export const yDoc = (clientID: number): Y.Doc => {
  const doc = new Y.Doc();
  doc.clientID = clientID;
  return doc;
};

/** A seeded server document and `count` replicas that loaded it. */
export const seededReplicas = (campaign: Campaign, count = 2): Y.Doc[] => {
  const server = yDoc(1000);
  seedLiveDocument(server, campaign);
  const update = Y.encodeStateAsUpdate(server);
  return Array.from({ length: count }, (_, i) => {
    const replica = yDoc(i + 1);
    Y.applyUpdate(replica, update);
    return replica;
  });
};

/** Sends what `from` has and `to` lacks. */
export const send = (from: Y.Doc, to: Y.Doc): void => {
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));
};

export const syncBoth = (a: Y.Doc, b: Y.Doc): void => {
  send(a, b);
  send(b, a);
};

/** The campaign a replica holds; fails the test when it is not valid. */
export const valid = (doc: Y.Doc): Campaign => {
  const read = readLiveDocument(doc);
  if (!read.ok) expect.fail(read.error.message);
  return read.value;
};

/** One editor action: read, apply a core operation, write the difference. */
export const edit = (doc: Y.Doc, op: (campaign: Campaign) => Campaign, origin = 'user'): void => {
  const before = valid(doc);
  writeLiveDocument(doc, before, op(before), origin);
};

/** Every id of every collection, to prove none appears twice. */
export const allIds = (campaign: Campaign): string[] => {
  const ids: string[] = [];
  for (const key of ['pages', 'prints'] as const) {
    ids.push(...campaign[key].order.map((id) => `page:${id}`));
    for (const page of Object.values(campaign[key].items)) {
      for (const layer of Object.values(page.layers.items)) {
        ids.push(`layer:${page.id}/${layer.id}`);
        ids.push(...layer.shapes.order.map((id) => `shape:${page.id}/${layer.id}/${id}`));
      }
    }
  }
  return ids;
};

// ——— arbitrary campaigns that the core's parser accepts unchanged ———

const idArb = fc.stringMatching(/^[a-z0-9]{1,6}$/);
const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const coordinate = fc.double({ min: -2000, max: 2000, noNaN: true });
const size = fc.double({ min: 0, max: 2000, noNaN: true });
const positive = fc.double({ min: 1, max: 3000, noNaN: true });

const collectionArb = <T>(
  item: (id: string) => fc.Arbitrary<T>,
  minLength: number,
  maxLength: number,
): fc.Arbitrary<Collection<T>> =>
  fc.uniqueArray(idArb, { minLength, maxLength }).chain((ids) =>
    fc.tuple(...ids.map(item)).map((items) => ({
      order: ids,
      items: Object.fromEntries(ids.map((id, i) => [id, items[i] as T])),
    })),
  );

const attrsArb = fc.record(
  {
    x: coordinate,
    y: coordinate,
    rotation: coordinate,
    width: size,
    height: size,
    radius: size,
    fill: fc.constantFrom('#ff0000', 'lightgray', 'rgba(0,0,0,0.5)'),
    opacity: fc.double({ min: 0, max: 1, noNaN: true }),
    text,
    fontFamily: fc.constantFrom('Abril Fatface', 'Manjari', 'Noto Sans Devanagari'),
    fontWeight: fc.constantFrom(400, 700),
    fontSize: positive,
    fontStyle: fc.constantFrom('normal' as const, 'italic' as const),
    textDecoration: fc.constantFrom('' as const, 'underline' as const),
    textAlign: fc.constantFrom('left' as const, 'center' as const, 'right' as const),
    numPoints: fc.integer({ min: 2, max: 12 }),
    points: fc.array(coordinate, { maxLength: 6 }),
    strokeWidth: size,
    shadowBlur: fc.nat(40),
    // An attribute named like the order key of items must still be an attribute.
    position: fc.constantFrom('absolute', 'a0'),
  },
  { requiredKeys: ['x', 'y'] },
);

const shapeArb = (id: string): fc.Arbitrary<Shape> =>
  fc.record(
    {
      id: fc.constant(id),
      type: fc.constantFrom(...SHAPE_TYPES),
      url: fc.constantFrom('/api/v1/image/1/path/a.jpg', 'data:image/png;base64,AA=='),
      locked: fc.boolean(),
      hidden: fc.boolean(),
      attrs: attrsArb,
    },
    { requiredKeys: ['id', 'type', 'attrs'] },
  );

const layerArb = (id: string): fc.Arbitrary<Layer> =>
  fc.record({
    id: fc.constant(id),
    locked: fc.boolean(),
    hidden: fc.boolean(),
    shapes: collectionArb(shapeArb, 0, 6),
  });

const pageArb = (id: string): fc.Arbitrary<Page> =>
  fc.record(
    {
      id: fc.constant(id),
      code: text,
      title: text,
      channel: text,
      backgroundColor: fc.constantFrom('white', '#123456'),
      width: positive,
      height: positive,
      type: fc.constantFrom('page', 'print'),
      layers: collectionArb(layerArb, 1, 3),
      pageRecordId: fc.nat(),
    },
    {
      requiredKeys: [
        'id',
        'code',
        'title',
        'channel',
        'backgroundColor',
        'width',
        'height',
        'type',
        'layers',
      ],
    },
  );

export const campaignArb: fc.Arbitrary<Campaign> = fc.record({
  id: idArb,
  title: text,
  summary: text,
  version: fc.constant('v1'),
  format: fc.constant('mobile-card'),
  width: positive,
  height: positive,
  metadata: fc.record({
    mode: fc.constantFrom('page' as const, 'print' as const, '' as const),
    pageId: idArb,
    layerId: idArb,
    shapeId: fc.oneof(fc.constant(''), idArb),
  }),
  pages: collectionArb(pageArb, 1, 3),
  prints: collectionArb(pageArb, 0, 2),
  api: fc.constant('v1'),
  owner_type: fc.integer({ min: 0, max: 3 }),
  status: fc.integer({ min: 0, max: 5 }),
  auto_bookmark: fc.integer({ min: 0, max: 1 }),
});
