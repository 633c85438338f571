// Writing an edit: the difference between two campaigns, item by item and key by key, so an
// edit touches only what it changed and concurrent edits elsewhere survive the merge.
import { dequal } from 'dequal';
import type * as Y from 'yjs';
import type { Collection, Layer, Page, Shape } from '../document/index.ts';
import {
  type CampaignDocument,
  childMap,
  type LiveMap,
  layerToLive,
  mapOfValues,
  POSITION_KEY,
  pageToLive,
  RESERVED,
  rootsOf,
  shapeToLive,
} from './model.ts';
import { placeInOrder } from './order.ts';

/**
 * Writes the plain keys that differ between `before` and `after`. A key is written only when
 * the map does not already hold the new value, and removed when `after` drops it.
 */
const writeFields = (map: LiveMap, before: object, after: object, reserved: readonly string[]) => {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(was), ...Object.keys(now)]);
  for (const key of keys) {
    if (reserved.includes(key)) continue;
    const value = now[key];
    if (dequal(was[key], value)) continue;
    if (value === undefined) {
      if (map.has(key)) map.delete(key);
    } else if (!dequal(map.get(key), value)) {
      map.set(key, value);
    }
  }
};

/**
 * Writes one collection: removes what `after` dropped, adds what it brought, updates what
 * changed inside the existing maps, and moves only the items whose place changed. An item
 * another replica deleted is not brought back by an edit of it here.
 */
const writeCollection = <T extends object>(
  map: LiveMap,
  before: Collection<T>,
  after: Collection<T>,
  toLive: (item: T) => LiveMap,
  writeItem: (live: LiveMap, was: Partial<T>, now: T) => void,
) => {
  if (before === after) return;
  for (const id of Object.keys(before.items)) {
    if (after.items[id] === undefined && map.has(id)) map.delete(id);
  }
  const created = new Set<string>();
  for (const [id, now] of Object.entries(after.items)) {
    const was = before.items[id];
    if (was === now) continue;
    const live = childMap(map, id);
    if (live) {
      // Brought by `after` yet already here (added elsewhere too): reconcile key by key.
      writeItem(live, was ?? {}, now);
    } else if (was === undefined) {
      map.set(id, toLive(now));
      created.add(id);
    }
  }
  if (created.size === 0 && dequal(before.order, after.order)) return;
  const current = new Map<string, string>();
  const present = after.order.filter((id) => {
    const live = childMap(map, id);
    if (!live) return false;
    const position = live.get(POSITION_KEY);
    if (typeof position === 'string' && !created.has(id)) current.set(id, position);
    return true;
  });
  for (const [id, position] of placeInOrder(present, current)) {
    childMap(map, id)?.set(POSITION_KEY, position);
  }
};

const writeShape = (live: LiveMap, was: Partial<Shape>, now: Shape) => {
  writeFields(live, was, now, RESERVED.shape);
  if (was.attrs === now.attrs) return;
  const attrs = childMap(live, 'attrs');
  if (attrs) writeFields(attrs, was.attrs ?? {}, now.attrs, RESERVED.values);
  else live.set('attrs', mapOfValues(now.attrs));
};

const writeLayer = (live: LiveMap, was: Partial<Layer>, now: Layer) => {
  writeFields(live, was, now, RESERVED.layer);
  const shapes = childMap(live, 'shapes');
  if (shapes) writeCollection(shapes, was.shapes ?? EMPTY, now.shapes, shapeToLive, writeShape);
};

const writePage = (live: LiveMap, was: Partial<Page>, now: Page) => {
  writeFields(live, was, now, RESERVED.page);
  const layers = childMap(live, 'layers');
  if (layers) writeCollection(layers, was.layers ?? EMPTY, now.layers, layerToLive, writeLayer);
};

const EMPTY: Collection<never> = { order: [], items: {} };

/**
 * Applies the difference between `before` and `after` (both produced by the core's pure
 * operations) to the Y.Doc in ONE transaction with `origin`: per page, per layer, per shape and
 * per attribute — only what changed is written, so concurrent edits of different shapes or
 * different attributes of one shape both survive.
 */
export function writeLiveDocument(
  doc: Y.Doc,
  before: CampaignDocument,
  after: CampaignDocument,
  origin?: unknown,
): void {
  if (before === after) return;
  doc.transact(() => {
    const roots = rootsOf(doc);
    writeFields(roots.campaign, before, after, RESERVED.campaign);
    if (before.metadata !== after.metadata) {
      const metadata = childMap(roots.campaign, 'metadata');
      if (metadata) writeFields(metadata, before.metadata, after.metadata, RESERVED.values);
      else roots.campaign.set('metadata', mapOfValues(after.metadata));
    }
    writeCollection(roots.pages, before.pages, after.pages, pageToLive, writePage);
    writeCollection(roots.prints, before.prints, after.prints, pageToLive, writePage);
  }, origin);
}
