// Templates are single pages. Applying one replaces the page's content with a fresh copy of
// the template (new ids), and fills the organisation placeholders of spec §4.
import { appendTo, cloneJson, emptyCollection, listOf, updatePage } from './collection.ts';
import type { Campaign, IdFactory, Layer, Page, Shape } from './types.ts';

export const PLACEHOLDERS = ['NAME', 'ADDRESS', 'CITY', 'PHONE'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export interface OrgValues {
  name: string;
  address: string;
  city: string;
  phone: string;
}

const placeholderValue = (org: OrgValues, text: string): string | null => {
  switch (text.trim()) {
    case 'NAME':
      return org.name;
    case 'ADDRESS':
      return org.address;
    case 'CITY':
      return org.city;
    case 'PHONE':
      return org.phone;
    default:
      return null;
  }
};

/** A text shape whose whole text is a placeholder becomes the organisation's value. */
export const fillPlaceholders = (shape: Shape, org: OrgValues): Shape => {
  if ((shape.type !== 'text' && shape.type !== 'v-text') || shape.attrs.text === undefined)
    return shape;
  const value = placeholderValue(org, shape.attrs.text);
  return value === null ? shape : { ...shape, attrs: { ...shape.attrs, text: value } };
};

/** A copy of a page with new ids for its layers and shapes. */
export const copyPageContent = (
  template: Page,
  makeId: IdFactory,
  org?: OrgValues,
): Page['layers'] => {
  let layers = emptyCollection<Layer>();
  for (const layer of listOf(template.layers)) {
    let shapes = emptyCollection<Shape>();
    for (const shape of listOf(layer.shapes)) {
      const copy = { ...cloneJson(shape), id: makeId() };
      shapes = appendTo(shapes, copy.id, org ? fillPlaceholders(copy, org) : copy);
    }
    const id = makeId();
    layers = appendTo(layers, id, { ...layer, id, shapes });
  }
  return layers;
};

/**
 * Replaces a page's layers and background with the template's. Pass `org` for a global
 * template so its placeholders are filled. The caller selects the first shape.
 */
export const applyTemplate = (
  doc: Campaign,
  args: { pageId: string; template: Page; makeId: IdFactory; org?: OrgValues },
): Campaign =>
  updatePage(doc, args.pageId, (page) => {
    const layers = copyPageContent(args.template, args.makeId, args.org);
    if (layers.order.length === 0) {
      const id = args.makeId();
      return {
        ...page,
        backgroundColor: args.template.backgroundColor,
        layers: appendTo(layers, id, {
          id,
          locked: false,
          hidden: false,
          shapes: emptyCollection(),
        }),
      };
    }
    return { ...page, backgroundColor: args.template.backgroundColor, layers };
  });

/** The first shape of a page (bottom-most of its first layer that has shapes). */
export const firstShapeOf = (page: Page): { layerId: string; shapeId: string } | null => {
  for (const layer of listOf(page.layers)) {
    const shapeId = layer.shapes.order[0];
    if (shapeId) return { layerId: layer.id, shapeId };
  }
  return null;
};
