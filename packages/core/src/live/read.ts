// From the live document back to the campaign JSON, ordered and checked by the core's parser.
import * as Y from 'yjs';
import { checkCampaign, DocumentError } from '../document/index.ts';
import { type LiveMap, type LiveReadResult, POSITION_KEY, rootsOf } from './model.ts';
import { byPositionThenId } from './order.ts';
import { isLiveDocumentEmpty } from './seed.ts';

/** Raised while reading a state the parser could not even be shown (an item without a place). */
class LiveShapeError extends Error {}

const plain = (value: unknown): unknown =>
  value instanceof Y.AbstractType ? (value.toJSON() as unknown) : value;

/** The plain fields of a map, with each nested key read by its own reader. */
const readRecord = (
  map: LiveMap,
  nested: Readonly<Record<string, (child: LiveMap) => unknown>>,
  skip: readonly string[] = [],
): Record<string, unknown> => {
  const record: Record<string, unknown> = {};
  for (const [key, value] of map.entries()) {
    if (skip.includes(key)) continue;
    const read = nested[key];
    // A nested key that holds no map is passed on as it is, for the parser to report.
    record[key] = read && value instanceof Y.Map ? read(value as LiveMap) : plain(value);
  }
  return record;
};

/** A collection map as `{ order, items }`, ordered by position then id. */
const readCollection = (
  map: LiveMap,
  readItem: (item: LiveMap) => Record<string, unknown>,
  where: string,
): { order: string[]; items: Record<string, unknown> } => {
  const entries: { id: string; position: string }[] = [];
  const items: Record<string, unknown> = {};
  for (const [id, value] of map.entries()) {
    if (!(value instanceof Y.Map)) {
      items[id] = plain(value);
      entries.push({ id, position: '' });
      continue;
    }
    const position = value.get(POSITION_KEY);
    if (typeof position !== 'string') throw new LiveShapeError(`${where} ${id} has no position`);
    items[id] = readItem(value as LiveMap);
    entries.push({ id, position });
  }
  entries.sort(byPositionThenId);
  return { order: entries.map((entry) => entry.id), items };
};

/** An item's position is its place, read by the collection, not one of its fields. */
const ITEM = [POSITION_KEY];

const readShape = (map: LiveMap) =>
  readRecord(map, { attrs: (attrs) => readRecord(attrs, {}) }, ITEM);

const readLayer = (map: LiveMap) =>
  readRecord(map, { shapes: (shapes) => readCollection(shapes, readShape, 'shape') }, ITEM);

const readPage = (map: LiveMap) =>
  readRecord(map, { layers: (layers) => readCollection(layers, readLayer, 'layer') }, ITEM);

/** The campaign's JSON as the Y.Doc holds it, before any check. */
const readRaw = (doc: Y.Doc): Record<string, unknown> => {
  const roots = rootsOf(doc);
  const campaign = readRecord(roots.campaign, { metadata: (metadata) => readRecord(metadata, {}) });
  return {
    ...campaign,
    pages: readCollection(roots.pages, readPage, 'page'),
    prints: readCollection(roots.prints, readPage, 'print page'),
  };
};

/**
 * The campaign document the Y.Doc holds now, ordered, and validated with the core's own parser
 * (`checkCampaign` in document/parse.ts); an invalid state is reported, not silently fixed.
 */
export function readLiveDocument(doc: Y.Doc): LiveReadResult {
  if (isLiveDocumentEmpty(doc)) {
    return {
      ok: false,
      error: new DocumentError('The live design is empty: it was never seeded.'),
    };
  }
  let raw: Record<string, unknown>;
  try {
    raw = readRaw(doc);
  } catch (error) {
    if (!(error instanceof LiveShapeError)) throw error;
    return { ok: false, error: new DocumentError(`The design is not valid: ${error.message}.`) };
  }
  return checkCampaign(raw);
}
