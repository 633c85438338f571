import { describe, expect, it } from 'vitest';
import { newCampaign } from './create.ts';
import { counterIds } from './fixtures.test-util.ts';
import * as parse from './parse.ts';
import { type Campaign, DocumentError } from './types.ts';

describe('parseCampaign', () => {
  it('fills every default of spec §9 for an empty object', () => {
    const doc = parse.parseCampaign('{}', 'promotion_coupon', counterIds());
    expect(doc).toMatchObject({
      title: 'Title',
      version: 'v1',
      format: 'mobile-card',
      width: 800,
      height: 500,
    });
    expect(doc.pages.order).toHaveLength(1);
    const page = doc.pages.items[doc.pages.order[0] as string];
    expect(page).toMatchObject({ width: 800, height: 500, backgroundColor: 'white' });
    expect(page?.layers.order).toHaveLength(1);
    expect(doc.prints.order).toEqual([]);
  });

  it('uses 800x1200 for a restaurant menu', () => {
    const doc = parse.parseCampaign('', 'restaurant_menu', counterIds());
    const page = doc.pages.items[doc.pages.order[0] as string];
    expect([doc.width, doc.height, page?.width, page?.height]).toEqual([800, 1200, 800, 1200]);
  });

  it('adds a layer to a page without one and keeps stored values', () => {
    const json = JSON.stringify({
      title: 'Spring sale',
      pages: {
        order: ['p1'],
        items: { p1: { id: 'p1', backgroundColor: '#ff0000', width: 400, height: 300 } },
      },
    });
    const doc = parse.parseCampaign(json, 'promotion_coupon', counterIds());
    expect(doc.title).toBe('Spring sale');
    expect(doc.pages.items.p1).toMatchObject({
      backgroundColor: '#ff0000',
      width: 400,
      height: 300,
    });
    expect(doc.pages.items.p1?.layers.order).toHaveLength(1);
  });

  it('reconciles order with items: dangling ids dropped, strays appended', () => {
    const layer = {
      id: 'l1',
      shapes: {
        order: ['gone', 'a', 'toString', 'a'],
        items: {
          a: { id: 'a', type: 'rect', attrs: { x: 1, y: 2 } },
          b: { id: 'b', type: 'circ' },
        },
      },
    };
    const json = JSON.stringify({
      pages: {
        order: ['p1'],
        items: { p1: { id: 'p1', layers: { order: ['l1'], items: { l1: layer } } } },
      },
    });
    const doc = parse.parseCampaign(json, 'promotion_coupon');
    // A repeated id is kept once; an id only the object prototype has is dangling too.
    expect(doc.pages.items.p1?.layers.items.l1?.shapes.order).toEqual(['a', 'b']);
    expect(doc.pages.items.p1?.layers.items.l1?.shapes.items.b?.attrs).toMatchObject({
      x: 0,
      y: 0,
    });
  });

  it('round-trips a serialized campaign', () => {
    const doc = newCampaign('promotion_referafriend', 'Friends', counterIds());
    expect(parse.parseCampaign(parse.serializeCampaign(doc), 'promotion_referafriend')).toEqual(
      doc,
    );
  });

  it.each([
    ['not JSON', '{oops', /not valid JSON/],
    ['an array', '[1,2]', /not a campaign object/],
    ['null', 'null', /not a campaign object/],
    [
      'a wrong page shape',
      '{"pages":{"order":["p"],"items":{"p":{"id":"p","width":"wide"}}}}',
      /pages\.items\.p\.width/,
    ],
    [
      'an unknown shape type',
      JSON.stringify({
        pages: {
          order: ['p'],
          items: {
            p: {
              id: 'p',
              layers: {
                order: ['l'],
                items: {
                  l: { id: 'l', shapes: { order: ['s'], items: { s: { id: 's', type: 'blob' } } } },
                },
              },
            },
          },
        },
      }),
      /type/,
    ],
  ])('rejects %s with a DocumentError', (_label, json, message) => {
    expect(() => parse.parseCampaign(json, 'promotion_coupon')).toThrow(DocumentError);
    expect(() => parse.parseCampaign(json, 'promotion_coupon')).toThrow(message);
  });
});

describe('parsePage', () => {
  it('round-trips a page and rejects garbage', () => {
    const doc = newCampaign('promotion_coupon', 'T', counterIds());
    const page = doc.pages.items[doc.pages.order[0] as string];
    expect(page).toBeDefined();
    if (!page) return;
    expect(parse.parsePage(parse.serializePage(page), 'promotion_coupon')).toEqual(page);
    expect(() => parse.parsePage('nope', 'promotion_coupon')).toThrow(DocumentError);
    expect(() => parse.parsePage('{"id":"x","width":-1}', 'promotion_coupon')).toThrow(/width/);
  });
});

describe('checkCampaign', () => {
  const complete = () => newCampaign('promotion_coupon', 'T', counterIds());

  it('accepts a complete campaign as it is', () => {
    const doc = complete();
    expect(parse.checkCampaign(doc)).toEqual({ ok: true, value: doc });
  });

  it.each([
    [
      'a missing default',
      (doc: Campaign) => ({ ...doc, summary: undefined }),
      /summary is missing/,
    ],
    ['a key no design has', (doc: Campaign) => ({ ...doc, colour: 'red' }), /colour is not part/],
    ['no page', (doc: Campaign) => ({ ...doc, pages: { order: [], items: {} } }), /no page/],
    [
      'an order naming a missing page',
      (doc: Campaign) => ({ ...doc, pages: { ...doc.pages, order: [...doc.pages.order, 'gone'] } }),
      /pages.order has 2 entries/,
    ],
    [
      'a number where text belongs',
      (doc: Campaign) => ({ ...doc, owner_type: '1' }),
      /owner_type has a value/,
    ],
    ['a wrong type', (doc: Campaign) => ({ ...doc, width: -5 }), /width/],
  ] as const)('reports %s without repairing it', (_label, change, message) => {
    const result = parse.checkCampaign(change(complete()));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(DocumentError);
      expect(result.error.message).toMatch(message);
    }
  });
});
