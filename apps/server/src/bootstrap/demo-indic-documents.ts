// The demo organisation's designs and global templates in Malayalam and Hindi (issue 13), so
// a new user sees Indic designs at first start: what a Kerala shop would really print.
// Over 300 lines: data (the Indic demo designs), not logic.
import { DESIGN_TYPES } from '@nibble/core';
import type { Page, Shape, ShapeAttrs } from '@nibble/core/document/types';
import { demoCampaign as campaign, demoPage as page } from './demo-documents.ts';

const text = (id: string, attrs: ShapeAttrs): Shape => ({
  id,
  type: 'text',
  attrs: {
    fontWeight: 400,
    fontStyle: 'normal',
    textDecoration: '',
    textAlign: 'center',
    opacity: 1,
    ...attrs,
  },
});

const rect = (id: string, attrs: ShapeAttrs): Shape => ({ id, type: 'rect', attrs });

const COUPON_WIDTH = DESIGN_TYPES.promotion_coupon.width;

const onamCoupon = page(
  'onam',
  'ഓണം ഓഫർ',
  'promotion_coupon',
  [
    rect('onam-band', { x: 0, y: 0, width: COUPON_WIDTH, height: 150, fill: '#e8590c' }),
    text('onam-heading', {
      x: 40,
      y: 36,
      width: COUPON_WIDTH - 80,
      text: 'മലബാർ ഫ്രഷ് മാർട്ട്',
      fontFamily: 'Baloo Chettan 2',
      fontSize: 60,
      fontWeight: 700,
      fill: '#ffffff',
    }),
    text('onam-offer', {
      x: 40,
      y: 190,
      width: COUPON_WIDTH - 80,
      text: 'ഓണം ഓഫർ 50% കിഴിവ്',
      fontFamily: 'Noto Sans Malayalam',
      fontSize: 52,
      fontWeight: 700,
      fill: '#e8590c',
    }),
    text('onam-details', {
      x: 60,
      y: 300,
      width: COUPON_WIDTH - 120,
      text: 'എല്ലാ പച്ചക്കറികൾക്കും പഴങ്ങൾക്കും. ഈ കൂപ്പൺ കൗണ്ടറിൽ കാണിക്കുക.',
      fontFamily: 'Noto Sans Malayalam',
      fontSize: 22,
      fill: '#212529',
    }),
    text('onam-place', {
      x: 60,
      y: 420,
      width: COUPON_WIDTH - 240,
      text: 'ഫോർട്ട് റോഡ്, കണ്ണൂർ',
      fontFamily: 'Manjari',
      fontSize: 22,
      textAlign: 'left',
      fill: '#495057',
    }),
  ],
  '#fff4e6',
);

const MENU_WIDTH = DESIGN_TYPES.restaurant_menu.width;
const DISHES: Array<[string, string]> = [
  ['ചിക്കൻ ബിരിയാണി', '₹180'],
  ['കരിമീൻ പൊള്ളിച്ചത്', '₹320'],
  ['മലബാർ പൊറോട്ട', '₹15'],
  ['കപ്പയും മീൻകറിയും', '₹120'],
  ['അടപ്രഥമൻ', '₹60'],
  ['സുലൈമാനി', '₹15'],
];

const menuPage = page(
  'menu',
  'ഇന്നത്തെ സ്പെഷ്യൽ',
  'restaurant_menu',
  [
    rect('menu-band', { x: 0, y: 0, width: MENU_WIDTH, height: 220, fill: '#2b8a3e' }),
    text('menu-name', {
      x: 40,
      y: 40,
      width: MENU_WIDTH - 80,
      text: 'കോഴിക്കോടൻ രുചി',
      fontFamily: 'Chilanka',
      fontSize: 64,
      fill: '#ffffff',
    }),
    text('menu-heading', {
      x: 40,
      y: 260,
      width: MENU_WIDTH - 80,
      text: 'ഇന്നത്തെ സ്പെഷ്യൽ',
      fontFamily: 'Gayathri',
      fontSize: 52,
      fontWeight: 700,
      fill: '#2b8a3e',
    }),
    ...DISHES.flatMap(([dish, price], i): Shape[] => [
      text(`menu-dish-${i}`, {
        x: 80,
        y: 380 + i * 110,
        width: 480,
        text: dish,
        fontFamily: 'Gayathri',
        fontSize: 36,
        textAlign: 'left',
        fill: '#212529',
      }),
      text(`menu-price-${i}`, {
        x: 560,
        y: 380 + i * 110,
        width: 160,
        text: price,
        fontFamily: 'Gayathri',
        fontSize: 36,
        fontWeight: 700,
        textAlign: 'right',
        fill: '#2b8a3e',
      }),
    ]),
    text('menu-footer', {
      x: 40,
      y: 1080,
      width: MENU_WIDTH - 80,
      text: 'ഉച്ചയ്ക്ക് 12 മുതൽ രാത്രി 10 വരെ — ബീച്ച് റോഡ്, കോഴിക്കോട്',
      fontFamily: 'Manjari',
      fontSize: 24,
      fill: '#495057',
    }),
  ],
  '#f8f9fa',
);

const diwaliCoupon = page(
  'diwali',
  'दिवाली धमाका ऑफर',
  'promotion_coupon',
  [
    rect('diwali-band', { x: 0, y: 0, width: COUPON_WIDTH, height: 150, fill: '#c2255c' }),
    text('diwali-heading', {
      x: 40,
      y: 36,
      width: COUPON_WIDTH - 80,
      text: 'मलबार फ्रेश मार्ट',
      fontFamily: 'Baloo 2',
      fontSize: 60,
      fontWeight: 700,
      fill: '#ffffff',
    }),
    text('diwali-offer', {
      x: 40,
      y: 190,
      width: COUPON_WIDTH - 80,
      text: 'दिवाली धमाका ऑफर ₹499',
      fontFamily: 'Hind',
      fontSize: 52,
      fontWeight: 700,
      fill: '#c2255c',
    }),
    text('diwali-details', {
      x: 60,
      y: 300,
      width: COUPON_WIDTH - 120,
      text: '₹499 की मिठाई और ड्राई फ्रूट्स का डिब्बा। काउंटर पर यह कूपन दिखाएँ।',
      fontFamily: 'Mukta',
      fontSize: 24,
      fill: '#212529',
    }),
  ],
  '#fff0f6',
);

export const INDIC_DEMO_DESIGNS = [
  {
    type: 'promotion_coupon',
    published: true,
    campaign: campaign('onam', 'ഓണം ഓഫർ 50% കിഴിവ്', 'ഓണം ഓഫർ 50% കിഴിവ്', onamCoupon),
  },
  {
    type: 'restaurant_menu',
    published: false,
    campaign: campaign('menu', 'ഇന്നത്തെ സ്പെഷ്യൽ', 'കോഴിക്കോടൻ രുചി', menuPage),
  },
  {
    type: 'promotion_coupon',
    published: false,
    campaign: campaign('diwali', 'दिवाली धमाका ऑफर ₹499', 'दिवाली धमाका ऑफर ₹499', diwaliCoupon),
  },
] as const;

/** Global templates whose NAME, ADDRESS and CITY take the organisation's values. */
export const INDIC_DEMO_TEMPLATES: Array<{ title: string; type: string; page: Page }> = [
  {
    title: 'ഓണാശംസകൾ',
    type: 'promotion_coupon',
    page: page(
      'tpl-onam',
      'ഓണാശംസകൾ',
      'promotion_coupon',
      [
        rect('tpl-onam-band', { x: 0, y: 0, width: COUPON_WIDTH, height: 170, fill: '#f08c00' }),
        text('tpl-onam-greeting', {
          x: 40,
          y: 40,
          width: COUPON_WIDTH - 80,
          text: 'ഓണാശംസകൾ',
          fontFamily: 'Baloo Chettan 2',
          fontSize: 72,
          fontWeight: 700,
          fill: '#ffffff',
        }),
        text('tpl-onam-offer', {
          x: 40,
          y: 210,
          width: COUPON_WIDTH - 80,
          text: 'എല്ലാ സാധനങ്ങൾക്കും 10% കിഴിവ്',
          fontFamily: 'Noto Sans Malayalam',
          fontSize: 40,
          fill: '#f08c00',
        }),
        text('tpl-onam-name', {
          x: 40,
          y: 320,
          width: COUPON_WIDTH - 80,
          text: 'NAME',
          fontFamily: 'Noto Sans Malayalam',
          fontSize: 32,
          fontWeight: 700,
          fill: '#212529',
        }),
        text('tpl-onam-address', {
          x: 40,
          y: 380,
          width: COUPON_WIDTH - 80,
          text: 'ADDRESS',
          fontFamily: 'Noto Sans Malayalam',
          fontSize: 22,
          fill: '#495057',
        }),
        text('tpl-onam-city', {
          x: 40,
          y: 420,
          width: COUPON_WIDTH - 80,
          text: 'CITY',
          fontFamily: 'Noto Sans Malayalam',
          fontSize: 22,
          fill: '#495057',
        }),
      ],
      '#fff9db',
    ),
  },
  {
    title: 'शुभ दीपावली',
    type: 'promotion_coupon',
    page: page(
      'tpl-diwali',
      'शुभ दीपावली',
      'promotion_coupon',
      [
        rect('tpl-diwali-band', { x: 0, y: 0, width: COUPON_WIDTH, height: 170, fill: '#862e9c' }),
        text('tpl-diwali-greeting', {
          x: 40,
          y: 40,
          width: COUPON_WIDTH - 80,
          text: 'शुभ दीपावली',
          fontFamily: 'Baloo 2',
          fontSize: 72,
          fontWeight: 700,
          fill: '#ffffff',
        }),
        text('tpl-diwali-offer', {
          x: 40,
          y: 210,
          width: COUPON_WIDTH - 80,
          text: 'हर ख़रीद पर 10% छूट',
          fontFamily: 'Hind',
          fontSize: 40,
          fill: '#862e9c',
        }),
        text('tpl-diwali-name', {
          x: 40,
          y: 320,
          width: COUPON_WIDTH - 80,
          text: 'NAME',
          fontFamily: 'Hind',
          fontSize: 32,
          fontWeight: 700,
          fill: '#212529',
        }),
        text('tpl-diwali-city', {
          x: 40,
          y: 380,
          width: COUPON_WIDTH - 80,
          text: 'CITY',
          fontFamily: 'Hind',
          fontSize: 22,
          fill: '#495057',
        }),
      ],
      '#f8f0fc',
    ),
  },
];
