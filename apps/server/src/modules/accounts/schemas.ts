// Request bodies of the public account endpoints, built from core's schemas so every message
// is the spec's (packages/core/src/validation.ts).
import {
  activationSchema,
  MESSAGES,
  newUserSchema,
  resetPasswordRequestSchema,
  signUpSchema,
} from '@nibble/core';
import { z } from 'zod';

const passwordFields = {
  password: signUpSchema.shape.password,
  confirmPassword: signUpSchema.shape.confirmPassword,
};

const passwordsMatch = {
  error: MESSAGES.passwordMismatch,
  path: ['confirmPassword'],
  // Compare even when the password is too short, so both fields carry their message.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
  },
};

/** PUT /registration/{code}: the activation phone plus the password the account will use. */
export const activationRequestSchema = activationSchema
  .extend(passwordFields)
  .refine((value) => value.password === value.confirmPassword, passwordsMatch);
export type ActivationRequest = z.output<typeof activationRequestSchema>;

/** POST /ForgotPassword. */
export const forgotPasswordSchema = z.object({ phone: newUserSchema.shape.phone });

export { resetPasswordRequestSchema, signUpSchema };

/** PUT /me/password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.preprocess(
      (value) => (value == null ? '' : value),
      z
        .string({ error: MESSAGES.passwordRequired })
        .min(1, { error: MESSAGES.passwordRequired, abort: true }),
    ),
    ...passwordFields,
  })
  .refine((value) => value.password === value.confirmPassword, passwordsMatch);
export type ChangePasswordRequest = z.output<typeof changePasswordSchema>;

export const codeParams = z.object({ code: z.string() });
