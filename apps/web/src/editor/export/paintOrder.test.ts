import {
  addShape,
  appendTo,
  findPage,
  listOf,
  type NewShapeSpec,
  newCampaign,
  type Page,
} from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { type PaintStep, paintSteps } from './paintOrder.ts';

const text: NewShapeSpec = { type: 'text', preset: 'body' };
const rect: NewShapeSpec = { type: 'rect' };

/** A page whose first layer holds `specs` as s1, s2 … bottom to top. */
function pageWith(...specs: NewShapeSpec[]): Page {
  let doc = newCampaign('promotion_coupon', 'Test');
  const pageId = doc.pages.order[0] as string;
  const layerId = doc.pages.items[pageId]?.layers.order[0] as string;
  specs.forEach((spec, i) => {
    doc = addShape(doc, { pageId, layerId, id: `s${i + 1}`, spec });
  });
  const page = findPage(doc, pageId);
  if (!page) throw new Error('no page');
  return page;
}

/** Steps as short strings: `[bg s1 s2]` for a picture, `T:s3` for a text. */
const readable = (steps: PaintStep[]): string[] =>
  steps.map((step) =>
    step.kind === 'text'
      ? `T:${step.shape.id}`
      : `[${[...(step.background ? ['bg'] : []), ...step.shapeIds].join(' ')}]`,
  );

describe('paintSteps (the PDF keeps the canvas stacking)', () => {
  it('texts above every shape: one picture, then the texts', () => {
    expect(readable(paintSteps(pageWith(rect, rect, text, text)))).toEqual([
      '[bg s1 s2]',
      'T:s3',
      'T:s4',
    ]);
  });

  it('a shape over a text is its own picture, painted after that text', () => {
    expect(readable(paintSteps(pageWith(rect, text, rect, rect, text)))).toEqual([
      '[bg s1]',
      'T:s2',
      '[s3 s4]',
      'T:s5',
    ]);
  });

  it('a page that starts with text still gets its background first', () => {
    expect(readable(paintSteps(pageWith(text, rect)))).toEqual(['[bg]', 'T:s1', '[s2]']);
    expect(readable(paintSteps(pageWith()))).toEqual(['[bg]']);
  });

  it('hidden shapes and hidden layers are left out; a later layer paints above', () => {
    const page = pageWith(rect, text, rect);
    const [layer] = listOf(page.layers);
    const s1 = layer?.shapes.items.s1;
    const s2 = layer?.shapes.items.s2;
    if (!layer || !s1 || !s2) throw new Error('no shapes');
    const withLayer = (extra: Page['layers']['items'][string]): Page => ({
      ...page,
      layers: appendTo(page.layers, extra.id, extra),
    });

    const hiding: Page = withLayer({
      ...layer,
      id: 'front',
      shapes: { order: ['t9'], items: { t9: { ...s2, id: 't9', hidden: true } } },
    });
    expect(readable(paintSteps(hiding))).toEqual(['[bg s1]', 'T:s2', '[s3]']);

    const sticker = { ...s1, id: 'u1' };
    const front = { ...layer, id: 'front', shapes: { order: ['u1'], items: { u1: sticker } } };
    expect(readable(paintSteps(withLayer(front)))).toEqual(['[bg s1]', 'T:s2', '[s3 u1]']);
    expect(readable(paintSteps(withLayer({ ...front, hidden: true })))).toEqual([
      '[bg s1]',
      'T:s2',
      '[s3]',
    ]);
  });
});
