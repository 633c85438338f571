// Bodies of the global user list and of /me, composed from core's schemas (spec messages).
import {
  atLeastOneField,
  ERROR_MESSAGES,
  INTERFACE_LANGUAGES,
  MESSAGES,
  newUserSchema,
  orgSchema,
  resetPasswordRequestSchema,
  userUpdateSchema,
} from '@nibble/core';
import { z } from 'zod';

const isBlank = (value: unknown) =>
  value == null || (typeof value === 'string' && value.trim() === '');

/**
 * An optional text that may be cleared: left out → undefined (unchanged), blank → '' (cleared),
 * anything else must pass `schema` and fails with its message.
 */
const clearable = (schema: z.ZodType<string, unknown>) =>
  z
    .unknown()
    .transform((value, ctx): string | undefined => {
      if (value === undefined) return undefined;
      if (isBlank(value)) return '';
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    // Lets the key be left out of the body altogether.
    .optional();

const email = clearable(resetPasswordRequestSchema.shape.email);
const city = clearable(orgSchema.shape.city);
const name = orgSchema.shape.name;

/** POST /user: reading B role or sys_admin; 'user' when none is chosen. */
export const newGlobalUserSchema = z.object({
  phone: newUserSchema.shape.phone,
  name,
  email: email.transform((value) => value ?? ''),
  city: city.transform((value) => value ?? ''),
  role: z.preprocess(
    (value) => (isBlank(value) ? 'user' : value),
    userUpdateSchema.shape.role.unwrap(),
  ),
});
export type NewGlobalUser = z.output<typeof newGlobalUserSchema>;

export { userUpdateSchema };

/** The interface language kept on the account (issue 14). */
const language = z.enum(INTERFACE_LANGUAGES, { error: ERROR_MESSAGES.language_invalid });

/**
 * PUT /me: name, e-mail and city of one's own profile (a blank e-mail or city clears it) and
 * the interface language.
 */
export const profileUpdateSchema = z
  .object({ name: name.optional(), email, city, language: language.optional() })
  .refine(atLeastOneField, { error: MESSAGES.nothingToUpdate });
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
