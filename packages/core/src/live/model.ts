// Where each part of a campaign lives in the Y.Doc (README.md beside this file draws it), and
// how one JSON item becomes its Y.Map.
import * as Y from 'yjs';
import type { Campaign, Collection, Layer, Page, ParseResult, Shape } from '../document/index.ts';
import { positionsFor } from './order.ts';

/** The campaign document the live document holds: the core's plain JSON model. */
export type CampaignDocument = Campaign;

/** What `readLiveDocument` answers: the core parser's own result, never a silent repair. */
export type LiveReadResult = ParseResult<CampaignDocument>;

/**
 * The three top-level types of the Y.Doc. Top-level types exist in every replica without
 * being created, so no two replicas can create them concurrently and lose one.
 * - `campaign`: the document-level settings, one key each, and `metadata` as a nested map;
 * - `pages`, `prints`: maps from page id to the page's map.
 */
export const LIVE_ROOTS = { campaign: 'campaign', pages: 'pages', prints: 'prints' } as const;

/**
 * The key that holds an item's place among its siblings (a fractional index, compared as
 * plain strings; equal places are ordered by id). Collections keep no array of ids:
 * concurrent reorders of an array duplicate ids.
 */
export const POSITION_KEY = 'position';

/** The origin of the transaction that first fills a live document. */
export const SEED_ORIGIN = 'seed';

/** A map of the live document: plain JSON values and nested maps. */
export type LiveMap = Y.Map<unknown>;

export interface LiveRoots {
  campaign: LiveMap;
  pages: LiveMap;
  prints: LiveMap;
}

export const rootsOf = (doc: Y.Doc): LiveRoots => ({
  campaign: doc.getMap(LIVE_ROOTS.campaign),
  pages: doc.getMap(LIVE_ROOTS.pages),
  prints: doc.getMap(LIVE_ROOTS.prints),
});

/** The three top-level types, e.g. the scope of a `Y.UndoManager`. */
export const liveTypesOf = (doc: Y.Doc): LiveMap[] => Object.values(rootsOf(doc));

/**
 * The keys of each level that are not plain values: nested maps, and an item's position. Every
 * other key is copied as it is, so a field added to types.ts is carried without a change here;
 * value maps (a shape's attrs, metadata) reserve nothing, so an attribute may be called anything.
 */
export const RESERVED = {
  campaign: ['pages', 'prints', 'metadata'],
  page: ['layers', POSITION_KEY],
  layer: ['shapes', POSITION_KEY],
  shape: ['attrs', POSITION_KEY],
  values: [],
} as const;

/** The nested map under `key`, or null when the key holds anything else. */
export const childMap = (map: LiveMap, key: string): LiveMap | null => {
  const value = map.get(key);
  return value instanceof Y.Map ? (value as LiveMap) : null;
};

/** Copies the plain fields of a JSON item into a map (undefined means absent). */
export const setPlainFields = (map: LiveMap, item: object, reserved: readonly string[]): void => {
  for (const [key, value] of Object.entries(item)) {
    if (value !== undefined && !reserved.includes(key)) map.set(key, value);
  }
};

export const mapOfValues = (values: object): LiveMap => {
  const map: LiveMap = new Y.Map();
  setPlainFields(map, values, RESERVED.values);
  return map;
};

export const shapeToLive = (shape: Shape): LiveMap => {
  const map: LiveMap = new Y.Map();
  setPlainFields(map, shape, RESERVED.shape);
  map.set('attrs', mapOfValues(shape.attrs));
  return map;
};

export const layerToLive = (layer: Layer): LiveMap => {
  const map: LiveMap = new Y.Map();
  setPlainFields(map, layer, RESERVED.layer);
  map.set('shapes', collectionToLive(layer.shapes, shapeToLive));
  return map;
};

export const pageToLive = (page: Page): LiveMap => {
  const map: LiveMap = new Y.Map();
  setPlainFields(map, page, RESERVED.page);
  map.set('layers', collectionToLive(page.layers, layerToLive));
  return map;
};

/** A new collection map: each item keyed by id, with positions in the collection's order. */
export const collectionToLive = <T>(
  collection: Collection<T>,
  toLive: (item: T) => LiveMap,
  into: LiveMap = new Y.Map(),
): LiveMap => {
  const ids = collection.order.filter((id) => collection.items[id] !== undefined);
  const positions = positionsFor(ids.length);
  ids.forEach((id, i) => {
    const item = toLive(collection.items[id] as T);
    item.set(POSITION_KEY, positions[i]);
    into.set(id, item);
  });
  return into;
};
