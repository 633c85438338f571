// Business constants of spec §3 and §9. Every limit, timer and default lives here once.

export const LIMITS = {
  orgNameMax: 50,
  orgAddressMax: 120,
  orgCityMax: 50,
  orgStateMax: 50,
  phoneDigits: 10,
  activationPhoneMin: 10,
  activationPhoneMax: 20,
  resetPasswordMin: 10,
  resetPasswordMax: 60,
  /** Sign-in passwords longer than this are refused before hashing (argon2 cost). */
  signInPasswordMax: 256,
  imageMaxBytes: 3_145_728,
  illustrationMaxBytes: 1_048_576,
  imageMaxWidth: 1000,
  imageMaxHeight: 800,
  /** Uploaded pictures larger than this are refused from their header (a 48 MP photo fits). */
  imageMaxMegapixels: 100,
  minShapeSize: 5,
  /** Titles of designs, templates, page records and of a campaign's pages. */
  titleMax: 100,
  channelMax: 50,
  /** One text shape's text, a campaign's summary. */
  textMax: 5000,
  /** A serialized campaign or template page, in characters (2 MB of plain text). */
  documentMaxChars: 2_000_000,
} as const;

export const TIMERS_MS = {
  errorClear: 5000,
  addUserAlert: 5000,
  uploadProgress: 500,
  preloader: 1000,
  sidebarTransition: 300,
  colourDebounce: 100,
} as const;

export const GRID_STEP = 20;
export const DUPLICATE_OFFSET = 20;

export const ZOOM_PRESETS = [0.27, 0.5, 0.75, 0.92, 1, 1.25, 1.5, 1.75, 2, 3, 4, 5] as const;
export const FONT_SIZES = [8, 10, 12, 14, 16, 18, 20, 22, 24, 32, 36, 64] as const;

export const TEXT_PRESETS = {
  heading: { fontSize: 80, fontWeight: 700, label: 'Add a heading' },
  subheading: { fontSize: 60, fontWeight: 500, label: 'Add a subheading' },
  body: { fontSize: 20, fontWeight: 300, label: 'Add a little bit of body text' },
} as const;
export type TextPreset = keyof typeof TEXT_PRESETS;

export const DEFAULT_FONT = 'Abril Fatface';
export const DEFAULT_DOCUMENT_COLOUR = '#b32aa9';
export const DEFAULT_COLOURS = [
  '#000000',
  '#ffffff',
  '#b32aa9',
  '#e03131',
  '#f76707',
  '#fab005',
  '#40c057',
  '#12b886',
  '#15aabf',
  '#228be6',
  '#7048e8',
  '#868e96',
] as const;

export const NEW_SHAPE_FILL = 'lightgray';
export const NEW_SHAPES = {
  rect: { width: 200, height: 100 },
  circ: { radius: 100 },
  ellipse: { width: 200, height: 100 },
  star: { numPoints: 5, innerRadius: 20, outerRadius: 40 },
} as const;

export const EXPORT_RATIOS = { png: 3, pdf: 2, pagePreview: 1, templatePreview: 0.5 } as const;
export const PRINT_QR_SIZE = 200;

export const DEFAULT_PAGE = { width: 800, height: 500, backgroundColor: 'white' } as const;
export const DEFAULT_CAMPAIGN = { format: 'mobile-card', version: 'v1', title: 'Title' } as const;

/** Values every created design, template and page record carries (spec §9). */
export const CREATE_VALUES = {
  designStatus: 3,
  templateStatus: 3,
  ownerType: 1,
  autoBookmark: 1,
  version: 'v1',
  api: '/app/coupon',
  pageCodeType: '001',
  globalOwnerId: 0,
} as const;

/**
 * The channel of the page record publishing creates for the design itself: the design's
 * public page (`/Page/{id}`, its QR code), which the city lists and "Share" links to.
 */
export const APP_PAGE_CHANNEL = 'app';

export const PUBLISHED = { unpublished: 0, published: 1, disabled: 2 } as const;
export type PublishedCode = (typeof PUBLISHED)[keyof typeof PUBLISHED];

export const RESTAURANT_MENU_END_DAYS = 3650;
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';

export const DESIGN_TYPES = {
  promotion_coupon: {
    title: 'Designs',
    name: 'Coupon',
    label: 'Promotion',
    width: 800,
    height: 500,
  },
  promotion_membercard: {
    title: 'Member Card',
    name: 'Member Card',
    label: 'Member Card',
    width: 800,
    height: 500,
  },
  promotion_referafriend: {
    title: 'Refer a Friend',
    name: 'Refer a Friend',
    label: 'Refer a Friend',
    width: 400,
    height: 500,
  },
  promotion_friendsandfamily: {
    title: 'Friends & Family',
    name: 'Friends & Family',
    label: 'Friends & Family',
    width: 800,
    height: 500,
  },
  restaurant_menu: { title: 'Menu', name: 'Menu', label: 'Restaurant', width: 800, height: 1200 },
} as const;
export type DesignType = keyof typeof DESIGN_TYPES;
export const DESIGN_TYPE_IDS = Object.keys(DESIGN_TYPES) as DesignType[];

/** The longest side of any page: every page has its design type's size. */
export const LARGEST_PAGE_SIDE = Math.max(
  ...Object.values(DESIGN_TYPES).flatMap((type) => [type.width, type.height]),
);
/**
 * The longest side a stored preview may have: a page drawn at the preview ratio, with half
 * again as margin. Anything larger is no preview of ours, and refusing it bounds the memory
 * one decode takes (1800 × 1800 × 4 bytes ≈ 13 MB).
 */
export const PREVIEW_MAX_SIDE = Math.ceil(LARGEST_PAGE_SIDE * EXPORT_RATIOS.pagePreview * 1.5);
export const isDesignType = (value: unknown): value is DesignType =>
  typeof value === 'string' && Object.hasOwn(DESIGN_TYPES, value);

export const FLAG_DEFAULTS = {
  registration: 0,
  forgot_password: 0,
  remember_me: 0,
  org_dashboard: 0,
  org_campaigns: 0,
  org_forms: 0,
  org_widgets: 0,
  reset_password: 1,
  campaign_state: 1,
} as const;
export type FlagName = keyof typeof FLAG_DEFAULTS;
export type Flags = Record<FlagName, 0 | 1>;

export const ORG_CATEGORIES = [
  'grocery',
  'pharmacy',
  'restaurant',
  'electronics',
  'textiles',
  'sports',
  'other',
] as const;
export type OrgCategory = (typeof ORG_CATEGORIES)[number];
export const DEFAULT_CATEGORY: OrgCategory = 'grocery';

export const STATES = [
  'andhra_pradesh',
  'arunachal_pradesh',
  'assam',
  'bihar',
  'chhattisgarh',
  'goa',
  'gujarat',
  'haryana',
  'himachal_pradesh',
  'jharkhand',
  'karnataka',
  'kerala',
  'madhya_pradesh',
  'maharashtra',
  'manipur',
  'meghalaya',
  'mizoram',
  'nagaland',
  'odisha',
  'punjab',
  'rajasthan',
  'sikkim',
  'tamil_nadu',
  'telangana',
  'tripura',
  'uttar_pradesh',
  'uttarakhand',
  'west_bengal',
] as const;
export const DEFAULT_STATE = 'kerala';
export const SAMPLE_CITIES = ['Nileshwar', 'Kanhangad', 'Kannur', 'Kozhikode'] as const;

/** Human label of a state value: kerala → Kerala, tamil_nadu → Tamil Nadu. */
export const stateLabel = (value: string): string =>
  value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export const SESSION_TTL_HOURS = 24 * 7;
export const CODE_TTL_HOURS = 72;
