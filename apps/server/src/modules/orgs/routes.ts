// Organisations (spec §7 "Admin"): /admin/org… for platform admins; /orgs for everyone.
import { orgSchema, orgUpdateSchema } from '@nibble/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, currentUser, requirePlatformAdmin } from '../../http/auth.ts';
import { pathId } from './path-id.ts';
import { choosableOrgs, createOrg, deleteOrg, getOrg, listOrgs, updateOrg } from './service.ts';

const orgId = (request: FastifyRequest) => pathId(request, 'id', 'Organisation');

export const orgRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: [authenticate, requirePlatformAdmin] };

  app.get('/orgs', { onRequest: authenticate }, async (request) =>
    choosableOrgs(app.db, currentUser(request)),
  );

  app.get('/admin/orgs', admin, async () => listOrgs(app.db));

  app.post('/admin/org', { ...admin, schema: { body: orgSchema } }, async (request, reply) =>
    reply.status(201).send(await createOrg(app.db, request.body)),
  );

  app.get('/admin/org/:id', admin, async (request) => getOrg(app.db, orgId(request)));

  app.put('/admin/org/:id', { ...admin, schema: { body: orgUpdateSchema } }, async (request) =>
    updateOrg(app.db, orgId(request), request.body),
  );

  app.delete('/admin/org/:id', admin, async (request, reply) => {
    await deleteOrg(app.db, app.blobs, orgId(request), app.config.timeZone);
    return reply.status(204).send();
  });
};
