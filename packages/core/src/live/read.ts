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

/** The entries of a collection map: all of them, or only those of the given ids present. */
function* entriesOf(map: LiveMap, only?: Iterable<string>): Iterable<[string, unknown]> {
  if (!only) {
    yield* map.entries();
    return;
  }
  for (const id of only) if (map.has(id)) yield [id, map.get(id)];
}

/**
 * A collection map as `{ order, items }`, ordered by position then id; `only` picks the ids
 * to read (looked up one by one: a touched shape of a 5 000-shape layer costs one lookup).
 */
const readCollection = (
  map: LiveMap,
  readItem: (item: LiveMap, id: string) => Record<string, unknown>,
  where: string,
  only?: Iterable<string>,
): { order: string[]; items: Record<string, unknown> } => {
  const entries: { id: string; position: string }[] = [];
  const items: Record<string, unknown> = {};
  for (const [id, value] of entriesOf(map, only)) {
    if (!(value instanceof Y.Map)) {
      items[id] = plain(value);
      entries.push({ id, position: '' });
      continue;
    }
    const position = value.get(POSITION_KEY);
    if (typeof position !== 'string') throw new LiveShapeError(`${where} ${id} has no position`);
    items[id] = readItem(value as LiveMap, id);
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

const readCampaignFields = (doc: Y.Doc): Record<string, unknown> =>
  readRecord(rootsOf(doc).campaign, { metadata: (metadata) => readRecord(metadata, {}) });

/** The campaign's JSON as the Y.Doc holds it, before any check. */
const readRaw = (doc: Y.Doc): Record<string, unknown> => {
  const roots = rootsOf(doc);
  return {
    ...readCampaignFields(doc),
    pages: readCollection(roots.pages, readPage, 'page'),
    prints: readCollection(roots.prints, readPage, 'print page'),
  };
};

/**
 * The parts of a document an update touched (admit.ts): per page, `all` of it, or its own
 * fields and every layer's, with the shapes of each layer that are `all` or named.
 */
export type TouchedPages = Map<string, 'all' | Map<string, 'all' | Set<string>>>;
export interface Touched {
  pages: TouchedPages;
  prints: TouchedPages;
}

const readTouchedPage =
  (touched: TouchedPages) =>
  (map: LiveMap, id: string): Record<string, unknown> => {
    const touch = touched.get(id);
    if (touch === 'all' || touch === undefined) return readPage(map);
    const readTouchedLayer = (layer: LiveMap, layerId: string) => {
      const shapes = touch.get(layerId);
      if (shapes === 'all') return readLayer(layer);
      return readRecord(
        layer,
        {
          shapes: (collection) => readCollection(collection, readShape, 'shape', shapes ?? []),
        },
        ITEM,
      );
    };
    return readRecord(
      map,
      { layers: (layers) => readCollection(layers, readTouchedLayer, 'layer') },
      ITEM,
    );
  };

/**
 * The campaign's fields and only the touched pages, layers and shapes, as `readRaw` reads them
 * — for checking what one update changed without reading a whole 5 000-shape design. When the
 * design has no page left (two concurrent deletes, which the server repairs), `placeholder`
 * stands in for the page the repair puts back.
 */
export function readTouchedRaw(
  doc: Y.Doc,
  touched: Touched,
  placeholder: () => Record<string, unknown>,
): { ok: true; raw: Record<string, unknown> } | { ok: false; error: DocumentError } {
  const roots = rootsOf(doc);
  try {
    const pages = readCollection(
      roots.pages,
      readTouchedPage(touched.pages),
      'page',
      touched.pages.keys(),
    );
    if (pages.order.length === 0) {
      // The parser wants a page; when the design has some, an untouched one is valid already.
      const first = [...roots.pages.entries()].find(([, value]) => value instanceof Y.Map);
      const page = first
        ? readTouchedPage(new Map([[first[0], new Map()]]))(first[1] as LiveMap, first[0])
        : placeholder();
      const id = first ? first[0] : String(page.id);
      pages.order.push(id);
      pages.items[id] = page;
    }
    const prints = readCollection(
      roots.prints,
      readTouchedPage(touched.prints),
      'print page',
      touched.prints.keys(),
    );
    return { ok: true, raw: { ...readCampaignFields(doc), pages, prints } };
  } catch (error) {
    if (!(error instanceof LiveShapeError)) throw error;
    return { ok: false, error: new DocumentError(`The design is not valid: ${error.message}.`) };
  }
}

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
