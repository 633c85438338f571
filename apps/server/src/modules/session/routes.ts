// POST/GET /session, DELETE /session/{token}, GET /flags (spec §7, ARCHITECTURE §4), and
// GET /platform (the platform's time zone, for the web app's "today").
import type { FlagsResponse, PlatformResponse, SignInResponse } from '@nibble/core';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { revokeSession, type SignInInput, signIn } from './service.ts';

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  // Body checked in the service so every failure also carries the sign-in `status` text.
  app.post('/session', async (request): Promise<SignInResponse> => {
    const body = (request.body ?? {}) as Partial<SignInInput>;
    const input = typeof body === 'object' ? body : {};
    return signIn(
      app.db,
      app.config,
      { username: input.username, password: input.password },
      request.ip,
    );
  });

  app.get('/session', { onRequest: authenticate }, async (request) => currentUser(request));

  app.delete<{ Params: { token: string } }>(
    '/session/:token',
    { onRequest: authenticate },
    async (request, reply) => {
      const user = currentUser(request);
      const revoked = await revokeSession(app.db, user.id, request.params.token);
      // Another user's token and an unknown token look the same: nothing to sign out.
      if (!revoked) throw notFound('Session');
      return reply.status(204).send();
    },
  );

  app.get('/flags', async (): Promise<FlagsResponse> => app.config.flags);

  // No sign-in needed: the zone is no secret, and "today" is needed before any screen loads.
  app.get(
    '/platform',
    async (): Promise<PlatformResponse> => ({
      time_zone: app.config.timeZone,
      public_url: app.config.publicUrl,
    }),
  );
};
