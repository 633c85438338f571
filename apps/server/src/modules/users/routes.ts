// The global user list (platform admins) — spec §7 "Users (global)".
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, currentUser, requirePermission } from '../../http/auth.ts';
import { notifierFor } from '../../notify/index.ts';
import { pathId } from '../orgs/path-id.ts';
import { newGlobalUserSchema, userUpdateSchema } from './schemas.ts';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './service.ts';

const userId = (request: FastifyRequest) => pathId(request, 'id', 'User');

export const userRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: [authenticate, requirePermission('admin.users')] };

  app.get('/users', admin, async () => listUsers(app.db));

  app.post('/user', { ...admin, schema: { body: newGlobalUserSchema } }, async (request, reply) => {
    const user = await createUser(
      app.db,
      notifierFor(app),
      app.config,
      currentUser(request),
      request.body,
    );
    return reply.status(201).send(user);
  });

  app.get('/user/:id', admin, async (request) =>
    getUser(app.db, currentUser(request), userId(request)),
  );

  app.put('/user/:id', { ...admin, schema: { body: userUpdateSchema } }, async (request) =>
    updateUser(app.db, currentUser(request), userId(request), request.body),
  );

  app.delete('/user/:id', admin, async (request, reply) => {
    await deleteUser(app.db, currentUser(request), userId(request));
    return reply.status(204).send();
  });
};
