// Test factories: deterministic ids and a small document with shapes of every kind.
import { newCampaign } from './create.ts';
import { addShape, type NewShapeSpec } from './shapes.ts';
import type { Campaign, IdFactory, ShapesRef } from './types.ts';

export const counterIds = (prefix = 'id'): IdFactory => {
  let n = 0;
  return () => `${prefix}${++n}`;
};

/** The five basic shapes (spec §9), each with its defaults: rect, circ, ellipse, star, line. */
export const BASIC_SHAPES: NewShapeSpec[] = [
  { type: 'rect' },
  { type: 'circ' },
  { type: 'ellipse' },
  { type: 'star' },
  { type: 'line' },
];

export interface Fixture {
  doc: Campaign;
  pageId: string;
  layerId: string;
  ref: (...shapeIds: string[]) => ShapesRef;
}

/** A coupon campaign (800x500) with one page, one layer, and the given shapes as s1, s2 … */
export const fixture = (...specs: NewShapeSpec[]): Fixture => {
  let doc = newCampaign('promotion_coupon', 'Test', counterIds('n'));
  const pageId = doc.pages.order[0] as string;
  const layerId = doc.pages.items[pageId]?.layers.order[0] as string;
  specs.forEach((spec, i) => {
    doc = addShape(doc, { pageId, layerId, id: `s${i + 1}`, spec });
  });
  return { doc, pageId, layerId, ref: (...shapeIds) => ({ pageId, layerId, shapeIds }) };
};

export const shapeOf = (f: Fixture, doc: Campaign, id: string) =>
  doc.pages.items[f.pageId]?.layers.items[f.layerId]?.shapes.items[id];

export const orderOf = (f: Fixture, doc: Campaign) =>
  doc.pages.items[f.pageId]?.layers.items[f.layerId]?.shapes.order;
