// Public account endpoints (spec §7 "Session and account"; ARCHITECTURE §4 for sign-up and
// forgot-password). Each is off (404) when its flag is off, and rate-limited per address.

import type { FlagName } from '@nibble/core';
import { ERROR_MESSAGES } from '@nibble/core';
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors.ts';
import { notifierFor } from '../../notify/index.ts';
import {
  activationRequestSchema,
  codeParams,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
  signUpSchema,
} from './schemas.ts';
import { activateAccount, forgotPassword, register, resetPassword } from './service.ts';

/** Attempts per address and endpoint within the window; beyond it the answer is 429. */
export const ACCOUNT_RATE_LIMIT = { max: 10, timeWindow: 15 * 60_000 } as const;

const OK = { status: '1' } as const;

export const FEATURE_OFF_MESSAGE = ERROR_MESSAGES.feature_off;

/** 404 while the flag is off, before the body is read. */
const requireFlag =
  (flag: FlagName): onRequestAsyncHookHandler =>
  async (request) => {
    if (request.server.config.flags[flag] !== 1) {
      throw new HttpError(404, 'not_found', FEATURE_OFF_MESSAGE);
    }
  };

export const accountRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: ACCOUNT_RATE_LIMIT };

  app.put(
    '/registration/:code',
    { config, schema: { params: codeParams, body: activationRequestSchema } },
    async (request) => {
      await activateAccount(app.db, app.config, request.params.code, request.body);
      return OK;
    },
  );

  app.post(
    '/ForgotPassword',
    { config, onRequest: requireFlag('forgot_password'), schema: { body: forgotPasswordSchema } },
    async (request, reply) => {
      // Answer first, then look the phone up and send: a known phone must not take visibly
      // longer than an unknown one.
      reply.send(OK);
      try {
        await forgotPassword(app.db, notifierFor(app), app.config, request.body.phone);
      } catch (error) {
        request.log.error({ err: error }, 'the password reset message could not be sent');
      }
      return reply;
    },
  );

  app.put(
    '/ResetPassword',
    {
      config,
      onRequest: requireFlag('reset_password'),
      schema: { body: resetPasswordRequestSchema },
    },
    async (request) => {
      await resetPassword(app.db, app.config, request.body);
      return OK;
    },
  );

  app.post(
    '/registration',
    { config, onRequest: requireFlag('registration'), schema: { body: signUpSchema } },
    async (request, reply) => {
      await register(app.db, app.config, request.body);
      return reply.status(201).send(OK);
    },
  );
};
