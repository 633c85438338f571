// Sample campaign documents for the demo organisation, in the document model's exact shape
// (spec §3 "Campaign content"), so the editor opens them like any saved design.
import { CREATE_VALUES, DEFAULT_CAMPAIGN, DESIGN_TYPES } from '@nibble/core';
import type { Campaign, Collection, Page, Shape } from '@nibble/core/document/types';

const collection = <T extends { id: string }>(values: T[]): Collection<T> => ({
  order: values.map((v) => v.id),
  items: Object.fromEntries(values.map((v) => [v.id, v])),
});

/** A demo page of a design type's size: one layer holding `shapes`; ids from `key`. */
export function demoPage(
  key: string,
  title: string,
  type: keyof typeof DESIGN_TYPES,
  shapes: Shape[],
  background: string,
): Page {
  const { width, height } = DESIGN_TYPES[type];
  return {
    id: `${key}-page`,
    code: '',
    title,
    channel: '',
    backgroundColor: background,
    width,
    height,
    type: 'page',
    layers: collection([
      { id: `${key}-layer`, locked: false, hidden: false, shapes: collection(shapes) },
    ]),
  };
}

/** A demo campaign of one page, `first`, in the document model's exact shape. */
export function demoCampaign(key: string, title: string, summary: string, first: Page): Campaign {
  return {
    id: `${key}-campaign`,
    title,
    summary,
    version: DEFAULT_CAMPAIGN.version,
    format: DEFAULT_CAMPAIGN.format,
    width: first.width,
    height: first.height,
    metadata: { mode: 'page', pageId: first.id, layerId: `${key}-layer`, shapeId: '' },
    pages: collection([first]),
    prints: collection<Page>([]),
    api: CREATE_VALUES.api,
    owner_type: CREATE_VALUES.ownerType,
    status: CREATE_VALUES.designStatus,
    auto_bookmark: CREATE_VALUES.autoBookmark,
  };
}

interface CouponText {
  key: string;
  heading: string;
  offer: string;
  details: string;
  colour: string;
  background: string;
}

function couponPage(t: CouponText): Page {
  const { width } = DESIGN_TYPES.promotion_coupon;
  const shapes: Shape[] = [
    {
      id: `${t.key}-band`,
      type: 'rect',
      attrs: { x: 0, y: 0, width, height: 140, fill: t.colour },
    },
    {
      id: `${t.key}-heading`,
      type: 'text',
      attrs: {
        x: 40,
        y: 30,
        width: width - 80,
        text: t.heading,
        fontFamily: 'Abril Fatface',
        fontSize: 64,
        fontWeight: 700,
        fontStyle: 'normal',
        textDecoration: '',
        textAlign: 'center',
        fill: '#ffffff',
        opacity: 1,
      },
    },
    {
      id: `${t.key}-offer`,
      type: 'text',
      attrs: {
        x: 40,
        y: 190,
        width: width - 80,
        text: t.offer,
        fontFamily: 'Abril Fatface',
        // One line across the 720 px text box for both demo offers.
        fontSize: 44,
        fontWeight: 500,
        fontStyle: 'normal',
        textDecoration: '',
        textAlign: 'center',
        fill: t.colour,
        opacity: 1,
      },
    },
    {
      id: `${t.key}-details`,
      type: 'text',
      attrs: {
        x: 40,
        y: 300,
        width: width - 80,
        text: t.details,
        fontFamily: 'Abril Fatface',
        fontSize: 20,
        fontWeight: 300,
        fontStyle: 'normal',
        textDecoration: '',
        textAlign: 'center',
        fill: '#212529',
        opacity: 1,
      },
    },
    {
      id: `${t.key}-star`,
      type: 'star',
      attrs: {
        x: 700,
        y: 420,
        width: 80,
        height: 80,
        numPoints: 5,
        innerRadius: 20,
        outerRadius: 40,
        fill: '#fab005',
      },
    },
  ];
  return demoPage(t.key, t.heading, 'promotion_coupon', shapes, t.background);
}

export function couponCampaign(title: string, text: CouponText): Campaign {
  return demoCampaign(text.key, title, text.offer, couponPage(text));
}

export const DEMO_DESIGNS = {
  published: couponCampaign('Weekend Vegetable Sale', {
    key: 'veg',
    heading: 'Malabar Fresh Mart',
    offer: '20% off fresh vegetables',
    details: 'Every Saturday and Sunday. Show this coupon at the counter.',
    colour: '#2b8a3e',
    background: '#ffffff',
  }),
  draft: couponCampaign('Onam Rice Offer', {
    key: 'rice',
    heading: 'Onam Special',
    offer: 'Buy 10 kg rice, get 1 kg free',
    details: 'Matta and Jaya rice. While stocks last.',
    colour: '#b32aa9',
    background: '#fff9db',
  }),
};
