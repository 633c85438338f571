// The editor selection rules of spec §4 as pure functions over {pageId, layerId, shapeIds}.
import { activePages, findLayer, findPage, findShape, listOf } from './collection.ts';
import { firstShapeOf } from './template.ts';
import type { Campaign, Selection, Shape } from './types.ts';

export const EMPTY_SELECTION: Selection = { pageId: null, layerId: null, shapeIds: [] };

/** Selecting a page selects its first layer and no shape. */
export const selectPage = (doc: Campaign, pageId: string): Selection => {
  const page = findPage(doc, pageId);
  if (!page) return EMPTY_SELECTION;
  return { pageId, layerId: page.layers.order[0] ?? null, shapeIds: [] };
};

/** The first page of the current mode, selected (after a mode switch or on load). */
export const selectFirstPage = (doc: Campaign): Selection => {
  const first = activePages(doc).order[0];
  return first ? selectPage(doc, first) : EMPTY_SELECTION;
};

/** Adding a shape selects it. */
export const afterAddShape = (pageId: string, layerId: string, shapeId: string): Selection => ({
  pageId,
  layerId,
  shapeIds: [shapeId],
});

/** Deleting shapes clears the shape selection (page and layer stay). */
export const afterDeleteShapes = (selection: Selection): Selection => ({
  ...selection,
  shapeIds: [],
});

/** Deleting a page clears page, layer and shape selection. */
export const afterDeletePage = (): Selection => EMPTY_SELECTION;

/** A new page is selected. */
export const afterAddPage = (doc: Campaign, pageId: string): Selection => selectPage(doc, pageId);

/** Applying a template selects its first shape (or just the page when it is empty). */
export const afterApplyTemplate = (doc: Campaign, pageId: string): Selection => {
  const page = findPage(doc, pageId);
  const first = page ? firstShapeOf(page) : null;
  return first
    ? { pageId, layerId: first.layerId, shapeIds: [first.shapeId] }
    : selectPage(doc, pageId);
};

/** Switching mode selects the first page of the new mode. */
export const afterSwitchMode = (doc: Campaign): Selection => selectFirstPage(doc);

/** Escape or a click on the background deselects the shapes. */
export const deselectShapes = (selection: Selection): Selection =>
  selection.shapeIds.length === 0 ? selection : { ...selection, shapeIds: [] };

/**
 * Clicking a shape selects it; with `additive` (shift-click) it toggles the shape in a
 * selection on the same layer. A click on another page or layer starts over there.
 */
export const clickShape = (
  selection: Selection,
  target: { pageId: string; layerId: string; shapeId: string },
  additive: boolean,
): Selection => {
  const sameLayer = selection.pageId === target.pageId && selection.layerId === target.layerId;
  if (!additive || !sameLayer)
    return { pageId: target.pageId, layerId: target.layerId, shapeIds: [target.shapeId] };
  const has = selection.shapeIds.includes(target.shapeId);
  return {
    ...selection,
    shapeIds: has
      ? selection.shapeIds.filter((id) => id !== target.shapeId)
      : [...selection.shapeIds, target.shapeId],
  };
};

/** The selection after a marquee: the visible shapes of the layer inside the box. */
export const selectInBox = (
  doc: Campaign,
  target: { pageId: string; layerId: string },
  box: { x: number; y: number; width: number; height: number },
  boundsOf: (shape: Shape) => { x: number; y: number; width: number; height: number },
): Selection => {
  const layer = findLayer(doc, target.pageId, target.layerId);
  const inside = (b: { x: number; y: number; width: number; height: number }) =>
    b.x >= box.x &&
    b.y >= box.y &&
    b.x + b.width <= box.x + box.width &&
    b.y + b.height <= box.y + box.height;
  const shapeIds = layer
    ? listOf(layer.shapes)
        .filter((s) => !s.hidden && inside(boundsOf(s)))
        .map((s) => s.id)
    : [];
  return { pageId: target.pageId, layerId: target.layerId, shapeIds };
};

/**
 * The selected shapes that still exist, in z-order. Every toolbar and command button asks this
 * at each change of the editor's state, so nothing selected or one shape — nearly always —
 * is answered without walking the layer (on a page of 5 000 shapes each of those questions
 * walked all of them).
 */
export const selectedShapes = (doc: Campaign, selection: Selection): Shape[] => {
  const { pageId, layerId, shapeIds } = selection;
  if (!pageId || !layerId) return [];
  if (shapeIds.length <= 1) {
    const [id] = shapeIds;
    const shape = id === undefined ? undefined : findShape(doc, pageId, layerId, id);
    return shape ? [shape] : [];
  }
  const shapes = findLayer(doc, pageId, layerId)?.shapes;
  if (!shapes) return [];
  const wanted = new Set(shapeIds);
  return listOf({ order: shapes.order.filter((id) => wanted.has(id)), items: shapes.items });
};

/** Drops selected ids that no longer exist (after undo, delete or a template). */
export const pruneSelection = (doc: Campaign, selection: Selection): Selection => {
  if (!selection.pageId) return selection;
  const page = findPage(doc, selection.pageId);
  if (!page) return EMPTY_SELECTION;
  const layerId =
    selection.layerId && page.layers.items[selection.layerId]
      ? selection.layerId
      : (page.layers.order[0] ?? null);
  const existing = selectedShapes(doc, { ...selection, layerId }).map((shape) => shape.id);
  const same = layerId === selection.layerId && existing.length === selection.shapeIds.length;
  return same ? selection : { pageId: selection.pageId, layerId, shapeIds: existing };
};

export type ToolbarKind = 'default' | 'text' | 'path' | 'image' | 'dynamic-image' | 'lock';

/**
 * Which toolbar the selection shows (spec §4): path for rect, circ, ellipse, star, line;
 * text for text and v-text; image for img; dynamic image for illus; lock for a locked
 * shape; default (fill colour) otherwise. A mixed multi-selection shows the default one.
 */
export const toolbarFor = (doc: Campaign, selection: Selection): ToolbarKind => {
  const shapes = selectedShapes(doc, selection);
  if (shapes.length === 0) return 'default';
  const layerLocked =
    selection.pageId && selection.layerId
      ? findLayer(doc, selection.pageId, selection.layerId)?.locked
      : false;
  if (layerLocked || shapes.some((shape) => shape.locked)) return 'lock';
  const kinds = new Set(shapes.map((shape) => toolbarOfType(shape.type)));
  return kinds.size === 1 ? ([...kinds][0] ?? 'default') : 'default';
};

export const toolbarOfType = (type: Shape['type']): Exclude<ToolbarKind, 'default' | 'lock'> => {
  switch (type) {
    case 'text':
    case 'v-text':
      return 'text';
    case 'img':
      return 'image';
    case 'illus':
      return 'dynamic-image';
    default:
      return 'path';
  }
};
