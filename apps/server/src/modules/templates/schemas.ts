// Request bodies of the template routes (spec §7 "Templates").
import { atLeastOneField, documentField, MESSAGES, titleField } from '@nibble/core';
import { z } from 'zod';
import { previewField } from '../contents/preview-url.ts';
import { designType, MAX_ROW_ID, orgParams, rowId } from '../contents/schemas.ts';

export { orgParams };

export const idParams = orgParams.extend({ id: rowId });

export const listQuery = z.object({
  type: designType.optional(),
  /** Accepted for the spec's query shape (§7); it names no field to filter on. */
  template: z.string().optional(),
});

const ownerId = z.coerce.number().int().nonnegative().max(MAX_ROW_ID);

/** The spec's template entity; version, api, owner_type, status are the create values. */
export const createBody = z.object({
  title: titleField,
  preview: previewField.default(''),
  content: documentField.default(''),
  template: documentField,
  type: designType,
  owner_id: ownerId.optional(),
});
export type CreateTemplateBody = z.output<typeof createBody>;

export const updateBody = z
  .object({
    title: titleField.optional(),
    preview: previewField.optional(),
    content: documentField.optional(),
    template: documentField.optional(),
    type: designType.optional(),
  })
  .refine(atLeastOneField, { error: MESSAGES.nothingToUpdate });
export type UpdateTemplateBody = z.output<typeof updateBody>;
