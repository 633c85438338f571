// Adding, removing, copying, moving and restyling shapes (spec §4, §9).
import {
  DEFAULT_DOCUMENT_COLOUR,
  DEFAULT_FONT,
  DUPLICATE_OFFSET,
  GRID_STEP,
  NEW_SHAPE_FILL,
  NEW_SHAPES,
  TEXT_PRESETS,
  type TextPreset,
} from '../constants.ts';
import {
  appendTo,
  cloneJson,
  findLayer,
  findPage,
  isEditable,
  removeFrom,
  updateLayer,
  updateShapes,
} from './collection.ts';
import { placeNewShape, type View } from './placement.ts';
import type { Campaign, IdFactory, Shape, ShapeAttrs, ShapesRef, ShapeType } from './types.ts';

/** What to add: a basic shape, a text preset or placeholder, or an image/illustration. */
export type NewShapeSpec =
  | { type: 'rect' | 'circ' | 'ellipse' | 'star' | 'line' }
  | { type: 'text' | 'v-text'; preset: TextPreset; text?: string }
  | { type: 'img' | 'illus'; url: string; naturalWidth: number; naturalHeight: number };

const IMAGE_FIT = 0.8;
const LINE_LENGTH = 200;

/** Default attrs of a new shape, centred on a page of the given size. */
export const defaultAttrs = (
  spec: NewShapeSpec,
  page: { width: number; height: number },
): ShapeAttrs => {
  const cx = page.width / 2;
  const cy = page.height / 2;
  switch (spec.type) {
    case 'rect': {
      const { width, height } = NEW_SHAPES.rect;
      return { x: cx - width / 2, y: cy - height / 2, width, height, fill: NEW_SHAPE_FILL };
    }
    case 'circ':
      return { x: cx, y: cy, radius: NEW_SHAPES.circ.radius, fill: NEW_SHAPE_FILL };
    case 'ellipse':
      return { x: cx, y: cy, ...NEW_SHAPES.ellipse, fill: NEW_SHAPE_FILL };
    case 'star': {
      const size = NEW_SHAPES.star.outerRadius * 2;
      return { x: cx, y: cy, width: size, height: size, ...NEW_SHAPES.star, fill: NEW_SHAPE_FILL };
    }
    case 'line':
      return {
        x: cx - LINE_LENGTH / 2,
        y: cy,
        points: [0, 0, LINE_LENGTH, 0],
        fill: NEW_SHAPE_FILL,
        strokeWidth: 4,
      };
    case 'text':
    case 'v-text': {
      const preset = TEXT_PRESETS[spec.preset];
      const width = Math.min(page.width, Math.max(200, page.width * 0.8));
      return {
        x: (page.width - width) / 2,
        y: cy - preset.fontSize / 2,
        width,
        text: spec.text ?? preset.label,
        fontFamily: DEFAULT_FONT,
        fontSize: preset.fontSize,
        fontWeight: preset.fontWeight,
        fontStyle: 'normal',
        textDecoration: '',
        textAlign: 'center',
        fill: DEFAULT_DOCUMENT_COLOUR,
        opacity: 1,
      };
    }
    case 'img':
    case 'illus': {
      const natW = Math.max(1, spec.naturalWidth);
      const natH = Math.max(1, spec.naturalHeight);
      const scale = Math.min(1, (page.width * IMAGE_FIT) / natW, (page.height * IMAGE_FIT) / natH);
      const width = Math.round(natW * scale);
      const height = Math.round(natH * scale);
      return {
        x: (page.width - width) / 2,
        y: (page.height - height) / 2,
        width,
        height,
        opacity: 1,
      };
    }
  }
};

/**
 * Adds a shape on top of a layer, centred in `view` (the part of the page the user sees, in
 * page units; the whole page without one) and off any shape standing on that spot. The
 * caller selects it (spec §4: adding selects).
 */
export const addShape = (
  doc: Campaign,
  args: { pageId: string; layerId: string; id: string; spec: NewShapeSpec; view?: View },
): Campaign => {
  const page = findPage(doc, args.pageId);
  if (!page?.layers.items[args.layerId]) return doc;
  const others = Object.values(page.layers.items).flatMap((layer) =>
    Object.values(layer.shapes.items).map((shape) => shape.attrs),
  );
  const shape: Shape = {
    id: args.id,
    type: args.spec.type as ShapeType,
    attrs: placeNewShape(defaultAttrs(args.spec, page), page, others, args.view),
  };
  if (args.spec.type === 'img' || args.spec.type === 'illus') shape.url = args.spec.url;
  return updateLayer(doc, args.pageId, args.layerId, (layer) => ({
    ...layer,
    shapes: appendTo(layer.shapes, shape.id, shape),
  }));
};

/** Removes the editable shapes among `shapeIds`; locked ones stay. */
export const deleteShapes = (doc: Campaign, ref: ShapesRef): Campaign =>
  updateLayer(doc, ref.pageId, ref.layerId, (layer) => {
    const ids = ref.shapeIds.filter((id) => {
      const shape = layer.shapes.items[id];
      return shape !== undefined && isEditable(layer, shape);
    });
    return ids.length === 0 ? layer : { ...layer, shapes: removeFrom(layer.shapes, ids) };
  });

const offsetAttrs = (attrs: ShapeAttrs, dx: number, dy: number): ShapeAttrs => ({
  ...attrs,
  x: attrs.x + dx,
  y: attrs.y + dy,
});

/**
 * Copies shapes on top of the layer, shifted by `offset` (DUPLICATE_OFFSET for duplicate,
 * also used by paste). Returns the document and the new ids, in the order of `shapes`.
 */
export const insertCopies = (
  doc: Campaign,
  args: {
    pageId: string;
    layerId: string;
    shapes: readonly Shape[];
    offset: number;
    makeId: IdFactory;
  },
): { doc: Campaign; ids: string[] } => {
  const ids: string[] = [];
  const next = updateLayer(doc, args.pageId, args.layerId, (layer) => {
    let shapes = layer.shapes;
    for (const shape of args.shapes) {
      const id = args.makeId();
      ids.push(id);
      const copy: Shape = {
        ...cloneJson(shape),
        id,
        locked: false,
        attrs: offsetAttrs(cloneJson(shape.attrs), args.offset, args.offset),
      };
      shapes = appendTo(shapes, id, copy);
    }
    return { ...layer, shapes };
  });
  return { doc: next, ids };
};

/** Duplicates shapes at +20, +20 (spec §9), keeping their relative z-order. */
export const duplicateShapes = (
  doc: Campaign,
  ref: ShapesRef & { makeId: IdFactory },
): { doc: Campaign; ids: string[] } => {
  const layer = findLayer(doc, ref.pageId, ref.layerId);
  if (!layer) return { doc, ids: [] };
  const wanted = new Set(ref.shapeIds);
  const shapes = layer.shapes.order
    .filter((id) => wanted.has(id))
    .flatMap((id) => (layer.shapes.items[id] ? [layer.shapes.items[id]] : []));
  return insertCopies(doc, { ...ref, shapes, offset: DUPLICATE_OFFSET, makeId: ref.makeId });
};

export const snapToGrid = (value: number, step: number = GRID_STEP): number =>
  Math.round(value / step) * step;

/**
 * A move by (dx, dy) made to land `anchor` (where the first moved shape stood) on the grid.
 * The editor snaps with it while dragging and moveShapes on drop, so nothing jumps.
 */
export const gridMove = (
  anchor: { x: number; y: number },
  dx: number,
  dy: number,
): { dx: number; dy: number } => ({
  dx: snapToGrid(anchor.x + dx) - anchor.x,
  dy: snapToGrid(anchor.y + dy) - anchor.y,
});

/**
 * Moves shapes by (dx, dy). With the grid on, the first shape lands on the grid and the
 * others keep their distance to it, so a group moves as one.
 */
export const moveShapes = (
  doc: Campaign,
  args: ShapesRef & { dx: number; dy: number; grid?: boolean },
): Campaign => {
  const layer = findLayer(doc, args.pageId, args.layerId);
  const anchor = args.shapeIds.map((id) => layer?.shapes.items[id]).find((shape) => shape);
  if (!layer || !anchor) return doc;
  const { dx, dy } = args.grid ? gridMove(anchor.attrs, args.dx, args.dy) : args;
  if (dx === 0 && dy === 0) return doc;
  return updateShapes(doc, args.pageId, args.layerId, args.shapeIds, (shape) => ({
    ...shape,
    attrs: offsetAttrs(shape.attrs, dx, dy),
  }));
};

/** Attributes a user may set directly from the toolbars (fill, opacity, font, text …). */
export type EditableAttrs = Partial<
  Pick<
    ShapeAttrs,
    | 'fill'
    | 'opacity'
    | 'fontFamily'
    | 'fontSize'
    | 'text'
    | 'rotation'
    | 'strokeWidth'
    | 'numPoints'
  >
>;

const clampOpacity = (value: number): number => Math.min(1, Math.max(0, value));

export const updateAttrs = (
  doc: Campaign,
  args: ShapesRef & { attrs: EditableAttrs },
): Campaign => {
  const attrs: EditableAttrs = { ...args.attrs };
  if (attrs.opacity !== undefined) attrs.opacity = clampOpacity(attrs.opacity);
  if (attrs.fontSize !== undefined && !(attrs.fontSize > 0)) delete attrs.fontSize;
  return updateShapes(doc, args.pageId, args.layerId, args.shapeIds, (shape) => ({
    ...shape,
    attrs: { ...shape.attrs, ...attrs },
  }));
};

const setFlag =
  (flag: 'locked' | 'hidden', value: boolean) =>
  (doc: Campaign, ref: ShapesRef): Campaign =>
    updateShapes(
      doc,
      ref.pageId,
      ref.layerId,
      ref.shapeIds,
      (shape) => (Boolean(shape[flag]) === value ? shape : { ...shape, [flag]: value }),
      { evenLocked: true },
    );

export const lockShapes = setFlag('locked', true);
export const unlockShapes = setFlag('locked', false);
export const hideShapes = setFlag('hidden', true);
export const showShapes = setFlag('hidden', false);
