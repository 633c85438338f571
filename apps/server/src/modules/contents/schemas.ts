// Request bodies of the design (organisation content) routes.
import {
  documentField,
  ERROR_MESSAGES,
  isDesignType,
  pageQueryFields,
  SEARCH_MAX_LENGTH,
  titleField,
} from '@nibble/core';
import { z } from 'zod';
import { previewField } from './preview-url.ts';

export const TITLE_REQUIRED = ERROR_MESSAGES.design_title_required;
export const UNKNOWN_TYPE = ERROR_MESSAGES.design_type_invalid;

export const designType = z
  .string({ error: UNKNOWN_TYPE })
  .refine(isDesignType, { error: UNKNOWN_TYPE });

/** Ids are PostgreSQL `integer` columns; anything larger names nothing (and must not reach SQL). */
export const MAX_ROW_ID = 2_147_483_647;
export const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

export const orgParams = z.object({ orgId: rowId });
export const idParams = orgParams.extend({ id: rowId });

export const listQuery = z.object({
  type: designType.optional(),
  /** Accepted for the spec's query shape (§7); designs have no template field to filter on. */
  template: z.string().optional(),
  /** Part of the title to look for, any case; blank means no search. */
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: ERROR_MESSAGES.search_too_long })
    .transform((text) => text.normalize('NFC'))
    .optional(),
  ...pageQueryFields,
});

export const createBody = z.object({
  // Missing or wrong-typed titles read as empty so they get the spec's message.
  title: z.preprocess((v) => (typeof v === 'string' ? v : ''), titleField),
  content: documentField.default(''),
  type: designType,
  preview: previewField.default(''),
});

const revision = z.number({ error: ERROR_MESSAGES.revision_required }).int().positive();

/** {content, revision}: a content save. */
const contentSave = z.strictObject({ content: documentField, revision });
/** {campaign, preview?, revision}: Save from the editor. */
const campaignSave = z.strictObject({
  campaign: documentField,
  preview: previewField.optional(),
  revision,
});
/** {published}: unpublish (0), enable (1), disable (2). */
const setPublished = z.strictObject({
  published: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
/** {published: 1, publish_start, publish_end}: publish. */
const publish = z.strictObject({
  published: z.literal(1),
  publish_start: z.string().nullish(),
  publish_end: z.string().nullish(),
});

/** Exactly one of the spec's update bodies; keys decide which (strict objects, in this order). */
export const updateBody = z.union([contentSave, campaignSave, setPublished, publish], {
  error:
    'Send one of {content, revision}, {campaign, preview?, revision}, {published} or {published: 1, publish_start, publish_end}',
});
export type UpdateBody = z.output<typeof updateBody>;
