import { describe, expect, it } from 'vitest';
import {
  CREATE_VALUES,
  DATE_DISPLAY_FORMAT,
  DEFAULT_CATEGORY,
  DEFAULT_COLOURS,
  DEFAULT_PAGE,
  DEFAULT_STATE,
  DESIGN_TYPE_IDS,
  DESIGN_TYPES,
  EXPORT_RATIOS,
  FLAG_DEFAULTS,
  FONT_SIZES,
  isDesignType,
  LIMITS,
  NEW_SHAPES,
  ORG_CATEGORIES,
  PUBLISHED,
  RESTAURANT_MENU_END_DAYS,
  STATES,
  stateLabel,
  TEXT_PRESETS,
  TIMERS_MS,
  ZOOM_PRESETS,
} from './constants.ts';

describe('design types (spec §3, §9)', () => {
  it.each([
    ['promotion_coupon', 'Designs', 800, 500],
    ['promotion_membercard', 'Member Card', 800, 500],
    ['promotion_referafriend', 'Refer a Friend', 400, 500],
    ['promotion_friendsandfamily', 'Friends & Family', 800, 500],
    ['restaurant_menu', 'Menu', 800, 1200],
  ] as const)('%s: title %s, %ix%i', (type, title, width, height) => {
    expect(DESIGN_TYPES[type]).toMatchObject({ title, width, height });
  });

  it('labels promotion_coupon Promotion (named Coupon) and restaurant_menu Restaurant', () => {
    expect(DESIGN_TYPES.promotion_coupon).toMatchObject({ name: 'Coupon', label: 'Promotion' });
    expect(DESIGN_TYPES.restaurant_menu.label).toBe('Restaurant');
  });

  it('knows exactly the five types, and no inherited names', () => {
    expect(DESIGN_TYPE_IDS).toHaveLength(5);
    for (const type of DESIGN_TYPE_IDS) expect(isDesignType(type)).toBe(true);
    for (const value of ['coupon', 'toString', 'constructor', '', null, 3]) {
      expect(isDesignType(value)).toBe(false);
    }
  });
});

describe('flags (spec §3)', () => {
  it('only reset_password and campaign_state are on by default', () => {
    expect(FLAG_DEFAULTS).toEqual({
      registration: 0,
      forgot_password: 0,
      remember_me: 0,
      org_dashboard: 0,
      org_campaigns: 0,
      org_forms: 0,
      org_widgets: 0,
      reset_password: 1,
      campaign_state: 1,
    });
  });
});

describe('limits and timers (spec §9)', () => {
  it('carries the organisation, phone and password limits', () => {
    expect(LIMITS).toMatchObject({
      orgNameMax: 50,
      orgAddressMax: 120,
      orgCityMax: 50,
      orgStateMax: 50,
      phoneDigits: 10,
      activationPhoneMin: 10,
      activationPhoneMax: 20,
      resetPasswordMin: 10,
      resetPasswordMax: 60,
      minShapeSize: 5,
    });
  });

  it('uploads: 3 MB images, 1 MB illustrations, resized into 1000x800', () => {
    expect(LIMITS.imageMaxBytes).toBe(3 * 1024 * 1024);
    expect(LIMITS.illustrationMaxBytes).toBe(1024 * 1024);
    expect([LIMITS.imageMaxWidth, LIMITS.imageMaxHeight]).toEqual([1000, 800]);
  });

  it('timers in milliseconds', () => {
    expect(TIMERS_MS).toEqual({
      errorClear: 5000,
      addUserAlert: 5000,
      uploadProgress: 500,
      preloader: 1000,
      sidebarTransition: 300,
      colourDebounce: 100,
    });
  });
});

describe('editor constants (spec §9)', () => {
  it('zoom presets 27% to 500% in ascending order', () => {
    expect(ZOOM_PRESETS.map((zoom) => Math.round(zoom * 100))).toEqual([
      27, 50, 75, 92, 100, 125, 150, 175, 200, 300, 400, 500,
    ]);
  });

  it('font sizes and text presets', () => {
    expect(FONT_SIZES).toEqual([8, 10, 12, 14, 16, 18, 20, 22, 24, 32, 36, 64]);
    expect(TEXT_PRESETS.heading).toMatchObject({ fontSize: 80, fontWeight: 700 });
    expect(TEXT_PRESETS.subheading).toMatchObject({ fontSize: 60, fontWeight: 500 });
    expect(TEXT_PRESETS.body).toMatchObject({ fontSize: 20, fontWeight: 300 });
  });

  it('twelve distinct default colours including the document colour', () => {
    expect(new Set(DEFAULT_COLOURS).size).toBe(12);
    expect(DEFAULT_COLOURS).toContain('#b32aa9');
  });

  it('new shapes and the default page', () => {
    expect(NEW_SHAPES.rect).toEqual({ width: 200, height: 100 });
    expect(NEW_SHAPES.circ).toEqual({ radius: 100 });
    expect(NEW_SHAPES.star).toEqual({ numPoints: 5, innerRadius: 20, outerRadius: 40 });
    expect(DEFAULT_PAGE).toEqual({ width: 800, height: 500, backgroundColor: 'white' });
  });

  it('export ratios', () => {
    expect(EXPORT_RATIOS).toEqual({ png: 3, pdf: 2, pagePreview: 1, templatePreview: 0.5 });
  });
});

describe('records and publication (spec §9)', () => {
  it('create values', () => {
    expect(CREATE_VALUES).toMatchObject({
      designStatus: 3,
      templateStatus: 3,
      ownerType: 1,
      autoBookmark: 1,
      version: 'v1',
      api: '/app/coupon',
      pageCodeType: '001',
      globalOwnerId: 0,
    });
  });

  it('published codes, date format and the restaurant menu horizon', () => {
    expect(PUBLISHED).toEqual({ unpublished: 0, published: 1, disabled: 2 });
    expect(DATE_DISPLAY_FORMAT).toBe('DD/MM/YYYY');
    expect(RESTAURANT_MENU_END_DAYS).toBe(3650);
  });
});

describe('organisation choices (spec §3)', () => {
  it('seven categories, grocery by default', () => {
    expect(ORG_CATEGORIES).toHaveLength(7);
    expect(DEFAULT_CATEGORY).toBe('grocery');
  });

  it('28 lowercase underscored states, kerala by default', () => {
    expect(STATES).toHaveLength(28);
    expect(new Set(STATES).size).toBe(28);
    for (const state of STATES) expect(state).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(STATES).toContain(DEFAULT_STATE);
    expect(DEFAULT_STATE).toBe('kerala');
  });

  it('labels states for display', () => {
    expect(stateLabel('kerala')).toBe('Kerala');
    expect(stateLabel('tamil_nadu')).toBe('Tamil Nadu');
    expect(stateLabel('andhra_pradesh')).toBe('Andhra Pradesh');
  });
});
