// The signed-in user's own account: GET/PUT /me and PUT /me/password.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, currentUser } from '../../http/auth.ts';
import { changePasswordSchema } from '../accounts/schemas.ts';
import { changePassword } from '../accounts/service.ts';
import { profileUpdateSchema } from './schemas.ts';
import { getMe, updateMe } from './service.ts';

export const meRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: authenticate };

  app.get('/me', signedIn, async (request) => getMe(app.db, currentUser(request).id));

  app.put('/me', { ...signedIn, schema: { body: profileUpdateSchema } }, async (request) =>
    updateMe(app.db, currentUser(request).id, request.body),
  );

  app.put(
    '/me/password',
    { ...signedIn, schema: { body: changePasswordSchema } },
    async (request) => {
      await changePassword(
        app.db,
        app.config,
        currentUser(request).id,
        request.tokenHash,
        request.body,
      );
      return { status: '1' as const };
    },
  );
};
