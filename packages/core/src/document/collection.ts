// Small immutable helpers over keyed collections and the page → layer → shape path.
// Unchanged branches keep their identity, so a view can skip re-drawing them.
import type { Campaign, Collection, Layer, Page, Shape } from './types.ts';

export const emptyCollection = <T>(): Collection<T> => ({ order: [], items: {} });

/**
 * A collection whose order is reconciled with its items: ids without an item dropped (and
 * repeats), items the order does not name appended in their own order. Sets, not
 * indexOf/includes: a page of thousands of shapes made this quadratic, a quarter of a second
 * of opening such a design on a slow laptop.
 */
export const reconciled = <T>(
  order: readonly string[],
  items: Record<string, T>,
): Collection<T> => {
  const known = new Set(order.filter((id) => Object.hasOwn(items, id)));
  const strays = Object.keys(items).filter((id) => !known.has(id));
  return { order: [...known, ...strays], items };
};

export const listOf = <T>(collection: Collection<T>): T[] =>
  collection.order.flatMap((id) => {
    const item = collection.items[id];
    return item === undefined ? [] : [item];
  });

/**
 * The item of an id, or undefined: only the collection's own keys count, so an id such as
 * `constructor` or `toString` names nothing rather than a function every object has.
 */
export const itemOf = <T>(collection: Collection<T>, id: string): T | undefined =>
  Object.hasOwn(collection.items, id) ? collection.items[id] : undefined;

/** Whether an item in order passes the test, stopping at the first (no list made on the way). */
export const someOf = <T>(collection: Collection<T>, test: (item: T) => boolean): boolean =>
  collection.order.some((id) => {
    const item = collection.items[id];
    return item !== undefined && test(item);
  });

export const appendTo = <T>(collection: Collection<T>, id: string, item: T): Collection<T> => ({
  order: [...collection.order, id],
  items: { ...collection.items, [id]: item },
});

export const removeFrom = <T>(collection: Collection<T>, ids: readonly string[]): Collection<T> => {
  const drop = new Set(ids);
  const items: Record<string, T> = {};
  for (const [id, item] of Object.entries(collection.items)) if (!drop.has(id)) items[id] = item;
  return { order: collection.order.filter((id) => !drop.has(id)), items };
};

export const replaceIn = <T>(
  collection: Collection<T>,
  id: string,
  update: (item: T) => T,
): Collection<T> => {
  const item = itemOf(collection, id);
  if (item === undefined) return collection;
  const next = update(item);
  return next === item ? collection : { ...collection, items: { ...collection.items, [id]: next } };
};

/** Which of the two page collections holds a page id. */
export const pageCollectionKey = (doc: Campaign, pageId: string): 'pages' | 'prints' | null => {
  if (itemOf(doc.pages, pageId)) return 'pages';
  if (itemOf(doc.prints, pageId)) return 'prints';
  return null;
};

/** The pages of the current mode (spec §3 metadata.mode: print shows prints, else pages). */
export const activePages = (doc: Campaign): Collection<Page> =>
  doc.metadata.mode === 'print' ? doc.prints : doc.pages;

export const findPage = (doc: Campaign, pageId: string): Page | undefined => {
  const key = pageCollectionKey(doc, pageId);
  return key ? itemOf(doc[key], pageId) : undefined;
};

export const findLayer = (doc: Campaign, pageId: string, layerId: string): Layer | undefined => {
  const page = findPage(doc, pageId);
  return page && itemOf(page.layers, layerId);
};

export const findShape = (
  doc: Campaign,
  pageId: string,
  layerId: string,
  shapeId: string,
): Shape | undefined => {
  const layer = findLayer(doc, pageId, layerId);
  return layer && itemOf(layer.shapes, shapeId);
};

export const updatePage = (
  doc: Campaign,
  pageId: string,
  update: (page: Page) => Page,
): Campaign => {
  const key = pageCollectionKey(doc, pageId);
  if (!key) return doc;
  const collection = replaceIn(doc[key], pageId, update);
  return collection === doc[key] ? doc : { ...doc, [key]: collection };
};

export const updateLayer = (
  doc: Campaign,
  pageId: string,
  layerId: string,
  update: (layer: Layer) => Layer,
): Campaign =>
  updatePage(doc, pageId, (page) => {
    const layers = replaceIn(page.layers, layerId, update);
    return layers === page.layers ? page : { ...page, layers };
  });

/** Whether a shape may be edited: neither it nor its layer is locked. */
export const isEditable = (layer: Layer, shape: Shape): boolean => !layer.locked && !shape.locked;

/** Applies `update` to each listed, editable shape of one layer. */
export const updateShapes = (
  doc: Campaign,
  pageId: string,
  layerId: string,
  shapeIds: readonly string[],
  update: (shape: Shape) => Shape,
  options: { evenLocked?: boolean } = {},
): Campaign =>
  updateLayer(doc, pageId, layerId, (layer) => {
    let shapes = layer.shapes;
    for (const id of shapeIds) {
      shapes = replaceIn(shapes, id, (shape) =>
        options.evenLocked || isEditable(layer, shape) ? update(shape) : shape,
      );
    }
    return shapes === layer.shapes ? layer : { ...layer, shapes };
  });

/** A short random id; collisions inside one document are checked by the callers that care. */
export const newId = (): string =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Deep copy of plain JSON data (the document is JSON by construction). */
export const cloneJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
