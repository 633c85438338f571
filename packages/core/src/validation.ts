// Form and request rules of spec §5, shared by the server's routes and the web's forms so each
// message exists once. Messages in quotes in the spec are copied verbatim.
//
// Messages the spec leaves open (our choice, in the spec's wording style):
// - category not in the list: 'Please select a valid category'
// - role not in the list: 'Please select a valid role'
// - status / mode out of range: 'Please select a valid status' / 'Please select a valid mode'
// - an update with no field: 'Please change at least one field'
// - reset code missing: 'Please input code'
// - sign-in password too long: 'Max password length of 256'
// - sign-up terms not ticked: 'Please accept the terms and conditions'
// - sign-up name / phone / passwords reuse the New Organization and Reset password messages.
// Over 300 lines: every form and request rule of spec §5 in one place, so each message exists
// once (the document text bounds could move to document/).

import {
  DEFAULT_CATEGORY,
  LIMITS,
  ORG_CATEGORIES,
  type OrgCategory,
  PREVIEW_MAX_SIDE,
} from './constants.ts';
import type { Campaign, Page } from './document/types.ts';
import { ORG_ROLE_IDS, type OrgRole, SYS_ADMIN, USER_ROLE_IDS, type UserRole } from './roles.ts';
import { z } from './zod.ts';

export const MESSAGES = {
  nameRequired: 'Please input Name',
  nameMax: `Max Name length of ${LIMITS.orgNameMax}`,
  phoneRequired: 'Please input Phone number',
  phoneDigits: `Phone number should be ${LIMITS.phoneDigits} digit number`,
  addressRequired: 'Please input address',
  addressMax: `Max address length of ${LIMITS.orgAddressMax}`,
  cityRequired: 'Please input city',
  cityMax: `Max city length of ${LIMITS.orgCityMax}`,
  stateRequired: 'Please input state',
  stateMax: `Max state length of ${LIMITS.orgStateMax}`,
  categoryInvalid: 'Please select a valid category',
  roleInvalid: 'Please select a valid role',
  statusInvalid: 'Please select a valid status',
  modeInvalid: 'Please select a valid mode',
  nothingToUpdate: 'Please change at least one field',
  activationPhoneRequired: 'Please input phone number',
  activationPhoneMin: `Min phone number length of ${LIMITS.activationPhoneMin}`,
  activationPhoneMax: `Max phone number length of ${LIMITS.activationPhoneMax}`,
  emailRequired: 'Please input email',
  emailInvalid: 'Please input valid email',
  passwordRequired: 'Please input password',
  passwordMin: `Min password length of ${LIMITS.resetPasswordMin}`,
  passwordMax: `Max password length of ${LIMITS.resetPasswordMax}`,
  passwordMismatch: 'Password and Confirm Password does not match',
  codeRequired: 'Please input code',
  signInPhoneRequired: 'Please input phone number',
  signInPasswordMax: `Max password length of ${LIMITS.signInPasswordMax}`,
  termsRequired: 'Please accept the terms and conditions',
  imageMissing: 'Please select an image (JPG|JPEG|PNG).',
  imageInvalid: 'Please select valid image JPG,JPEG,PNG',
  imageTooLarge: 'Image size exceeds the allowable limit(3Mb).',
  illustrationMissing: 'Please select an image (SVG).',
  illustrationInvalid: 'Please select valid image SVG',
  illustrationTooLarge: 'Image size exceeds the allowable limit(1Mb).',
  imagePixelsTooLarge: `Image size exceeds the allowable limit(${LIMITS.imageMaxMegapixels} megapixels).`,
  titleMax: `Max title length of ${LIMITS.titleMax}`,
  channelMax: `Max channel length of ${LIMITS.channelMax}`,
  textMax: `Max text length of ${LIMITS.textMax}`,
  documentTooLarge: `Design size exceeds the allowable limit(${LIMITS.documentMaxChars / 1_000_000}Mb).`,
  previewTooLarge: `Preview size exceeds the allowable limit(${PREVIEW_MAX_SIDE}x${PREVIEW_MAX_SIDE}px).`,
} as const;

export const INVALID_IMAGE_CONTENT = 'Invalid image content.';

/** An upload that would take the organisation's uploads past its quota (bytes; 'Mb' as in §5). */
export const uploadQuotaMessage = (quotaBytes: number): string =>
  `Storage exceeds the allowable limit(${Math.round(quotaBytes / 1_048_576)}Mb): delete unused uploads first.`;

/** Collapses every run of whitespace to one space and trims: '  a   b ' → 'a b'. */
export const collapseWhitespace = (value: string): string => value.replace(/\s+/g, ' ').trim();

// Missing values (undefined, null) become '' so they fail with the spec's "required" message
// rather than a generic type message.
const blankIfMissing = (value: unknown): unknown => (value == null ? '' : value);
const collapsed = (value: unknown): unknown =>
  typeof value === 'string' ? collapseWhitespace(value) : blankIfMissing(value);
const trimmed = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim() : blankIfMissing(value);
// A phone sent as a JSON number is still a phone; it is checked as its digits.
const phoneText = (value: unknown): unknown =>
  typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;

/** A required text: wrong types and blanks both answer `required`; `abort` keeps one message. */
const requiredText = (required: string) =>
  z.string({ error: required }).min(1, { error: required, abort: true });

const collapsedText = (required: string, max: number, maxMessage: string) =>
  z.preprocess(collapsed, requiredText(required).max(max, maxMessage));

const tenDigitPhone = z.preprocess(
  (value) => collapsed(phoneText(value)),
  requiredText(MESSAGES.phoneRequired).regex(
    new RegExp(`^\\d{${LIMITS.phoneDigits}}$`),
    MESSAGES.phoneDigits,
  ),
);

const orgFields = {
  name: collapsedText(MESSAGES.nameRequired, LIMITS.orgNameMax, MESSAGES.nameMax),
  phone: tenDigitPhone,
  address: collapsedText(MESSAGES.addressRequired, LIMITS.orgAddressMax, MESSAGES.addressMax),
  city: collapsedText(MESSAGES.cityRequired, LIMITS.orgCityMax, MESSAGES.cityMax),
  state: collapsedText(MESSAGES.stateRequired, LIMITS.orgStateMax, MESSAGES.stateMax),
};

// Category and postal code have no rules in the spec; a blank category means "not chosen".
const categoryChoice = z.preprocess((value) => {
  const text = collapsed(value);
  return text === '' ? undefined : text;
}, z.enum(ORG_CATEGORIES, { error: MESSAGES.categoryInvalid }).optional());
const postcodeText = z.preprocess(
  (value) =>
    value == null ? undefined : typeof value === 'number' ? String(value) : collapsed(value),
  z.string({ error: 'Postal code must be text' }).optional(),
);

/** New Organization dialog and POST /admin/org. */
export const orgSchema = z.object({
  ...orgFields,
  category: categoryChoice.transform((value): OrgCategory => value ?? DEFAULT_CATEGORY),
  postcode: postcodeText.transform((value) => value ?? ''),
});
export type OrgFormValues = z.output<typeof orgSchema>;

/**
 * PUT /admin/org/{id}: the same required fields; category and postcode stay as they are when
 * left out (no defaults, so an edit never resets them), status may switch online/offline.
 */
export const orgUpdateSchema = z.object({
  ...orgFields,
  category: categoryChoice,
  postcode: postcodeText,
  status: z.union([z.literal(0), z.literal(1)], { error: MESSAGES.statusInvalid }).optional(),
});
export type OrgUpdateValues = z.output<typeof orgUpdateSchema>;

const orgRole = z.enum(ORG_ROLE_IDS as [OrgRole, ...OrgRole[]], { error: MESSAGES.roleInvalid });
const platformRole = z.enum([SYS_ADMIN, ...USER_ROLE_IDS] as [typeof SYS_ADMIN, ...UserRole[]], {
  error: MESSAGES.roleInvalid,
});
const memberStatus = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: MESSAGES.statusInvalid,
});
const businessMode = z.union([z.literal(0), z.literal(1)], { error: MESSAGES.modeInvalid });

/** New User dialog and POST /org/{orgId} (adds an existing user by phone). */
export const newUserSchema = z.object({
  phone: tenDigitPhone,
  role: z.preprocess(
    (value) => (value == null || value === '' ? undefined : value),
    orgRole.default('org_employee'),
  ),
});
export type NewUserValues = z.output<typeof newUserSchema>;

/** An update names at least one field (else MESSAGES.nothingToUpdate): every update body's rule. */
export const atLeastOneField = (value: Record<string, unknown>): boolean =>
  Object.values(value).some((field) => field !== undefined);

/** Update Role dialog and PUT /org/{orgId}/user/{userId}: reading A roles. */
export const memberUpdateSchema = z
  .object({
    role: orgRole.optional(),
    status: memberStatus.optional(),
    mode: businessMode.optional(),
    activate: z.boolean({ error: 'Activate must be true or false' }).optional(),
  })
  .refine(atLeastOneField, { error: MESSAGES.nothingToUpdate });
export type MemberUpdateValues = z.output<typeof memberUpdateSchema>;

/** PUT /user/{id} on the global list: reading B roles or sys_admin. */
export const userUpdateSchema = z
  .object({
    role: platformRole.optional(),
    mode: businessMode.optional(),
    status: memberStatus.optional(),
  })
  .refine(atLeastOneField, { error: MESSAGES.nothingToUpdate });
export type UserUpdateValues = z.output<typeof userUpdateSchema>;

/** Activation screen: the phone is only length-checked (spec §5), after trimming. */
export const activationSchema = z.object({
  phone: z.preprocess(
    (value) => trimmed(phoneText(value)),
    requiredText(MESSAGES.activationPhoneRequired)
      .min(LIMITS.activationPhoneMin, MESSAGES.activationPhoneMin)
      .max(LIMITS.activationPhoneMax, MESSAGES.activationPhoneMax),
  ),
});
export type ActivationValues = z.output<typeof activationSchema>;

const emailField = z.preprocess(
  trimmed,
  requiredText(MESSAGES.emailRequired).pipe(z.email({ error: MESSAGES.emailInvalid })),
);
// Passwords are never trimmed: spaces may be part of them.
const newPassword = z.preprocess(
  blankIfMissing,
  requiredText(MESSAGES.passwordRequired)
    .min(LIMITS.resetPasswordMin, MESSAGES.passwordMin)
    .max(LIMITS.resetPasswordMax, MESSAGES.passwordMax),
);
const confirmPassword = z.preprocess(blankIfMissing, requiredText(MESSAGES.passwordRequired));

interface PasswordPair {
  password: unknown;
  confirmPassword: unknown;
}
const passwordsMatch = {
  error: MESSAGES.passwordMismatch,
  path: ['confirmPassword'],
  // Compare even when the password itself is too short, so both fields show their message.
  when: (payload: { value: unknown }) => {
    const value = payload.value as Partial<PasswordPair> | undefined;
    return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
  },
};

/** Reset-password form. */
export const resetPasswordSchema = z
  .object({ email: emailField, password: newPassword, confirmPassword })
  .refine((value) => value.password === value.confirmPassword, passwordsMatch);
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

/** PUT /ResetPassword wire body. */
export const resetPasswordRequestSchema = z.object({
  email: emailField,
  forgot_pass_code: z.preprocess(trimmed, requiredText(MESSAGES.codeRequired)),
  password: newPassword,
});
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

/** Sign-in form and POST /session (the form sends the phone as the username). */
export const signInSchema = z.object({
  username: z.preprocess(
    (value) => trimmed(phoneText(value)),
    requiredText(MESSAGES.signInPhoneRequired),
  ),
  password: z.preprocess(
    blankIfMissing,
    requiredText(MESSAGES.passwordRequired).max(
      LIMITS.signInPasswordMax,
      MESSAGES.signInPasswordMax,
    ),
  ),
});
export type SignInValues = z.output<typeof signInSchema>;

/** Sign-up form and POST /registration. */
export const signUpSchema = z
  .object({
    name: orgFields.name,
    phone: tenDigitPhone,
    password: newPassword,
    confirmPassword,
    terms: z.literal(true, { error: MESSAGES.termsRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, passwordsMatch);
export type SignUpValues = z.output<typeof signUpSchema>;

/** What the upload checks need to know of a File (or a multipart part). */
export interface FileFacts {
  name: string;
  size: number;
}

/** Image upload: the spec's message for the first broken rule, or null when acceptable. */
export const checkImageFile = (file: FileFacts | null | undefined): string | null => {
  if (!file) return MESSAGES.imageMissing;
  if (!/\.(jpe?g|png|gif)$/i.test(file.name)) return MESSAGES.imageInvalid;
  if (file.size > LIMITS.imageMaxBytes) return MESSAGES.imageTooLarge;
  return null;
};

/** Illustration upload (SVG only). */
export const checkIllustrationFile = (file: FileFacts | null | undefined): string | null => {
  if (!file) return MESSAGES.illustrationMissing;
  if (!/\.svg$/i.test(file.name)) return MESSAGES.illustrationInvalid;
  if (file.size > LIMITS.illustrationMaxBytes) return MESSAGES.illustrationTooLarge;
  return null;
};

// Free text the spec leaves unbounded still gets a bound, so no record can grow without end.
const boundedText = (max: number, message: string) =>
  z.preprocess((value) => (value == null ? '' : value), z.string().trim().max(max, message));

/** A design, template or page record title (may be blank where the spec allows it). */
export const titleField = boundedText(LIMITS.titleMax, MESSAGES.titleMax);
/** A page record's channel. */
export const channelField = boundedText(LIMITS.channelMax, MESSAGES.channelMax);
/** A serialized document carried beside a record (campaign, template page, page content). */
export const documentField = z
  .string({ error: 'The document must be a JSON string' })
  .max(LIMITS.documentMaxChars, MESSAGES.documentTooLarge);

/** The first over-long text of one page ('pages.p1: Max title length of 100'), or null. */
export function pageTextProblem(page: Page, where: string): string | null {
  if (page.title.length > LIMITS.titleMax) return `${where}.title: ${MESSAGES.titleMax}`;
  if (page.channel.length > LIMITS.channelMax) return `${where}.channel: ${MESSAGES.channelMax}`;
  for (const layerId of page.layers.order) {
    const shapes = page.layers.items[layerId]?.shapes;
    for (const shapeId of shapes?.order ?? []) {
      const text = shapes?.items[shapeId]?.attrs.text;
      if (typeof text === 'string' && text.length > LIMITS.textMax) {
        return `${where}.${shapeId}.text: ${MESSAGES.textMax}`;
      }
    }
  }
  return null;
}

/**
 * The first over-long text of a campaign (its title, summary, page titles and channels, text
 * shapes), or null. Checked when a design is saved; a stored design always opens.
 */
export function campaignTextProblem(campaign: Campaign): string | null {
  if (campaign.title.length > LIMITS.titleMax) return `title: ${MESSAGES.titleMax}`;
  if (campaign.summary.length > LIMITS.textMax) return `summary: ${MESSAGES.textMax}`;
  for (const kind of ['pages', 'prints'] as const) {
    for (const id of campaign[kind].order) {
      const page = campaign[kind].items[id];
      const problem = page ? pageTextProblem(page, `${kind}.${id}`) : null;
      if (problem) return problem;
    }
  }
  return null;
}

/** New design dialog: an empty title creates nothing (spec §5). */
export const newDesignTitle = (title: string | null | undefined): string | null => {
  const clean = title?.trim() ?? '';
  return clean === '' ? null : clean;
};

/** Key under which `fieldErrors` puts an error that belongs to the whole form. */
export const FORM_ERROR_KEY = '_form';

/** Field path ('a.b') → its first message, for 400 answers and form errors. */
export const fieldErrors = (error: Pick<z.ZodError, 'issues'>): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    if (!Object.hasOwn(fields, key)) fields[key] = issue.message;
  }
  return fields;
};
