// GET/POST /org/{orgId}/templates|template and GET/PUT/DELETE /org/{orgId}/template/{id}.
import type { Template } from '@nibble/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, currentUser, requireOrgPermission } from '../../http/auth.ts';
import { LARGE_BODY_LIMIT } from '../../http/limits.ts';
import { clock } from '../contents/clock.ts';
import { findOrg } from '../contents/service.ts';
import { createBody, idParams, listQuery, orgParams, updateBody } from './schemas.ts';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './service.ts';
import { toTemplate } from './template-record.ts';

const guard = { onRequest: [authenticate, requireOrgPermission('org.library.manage')] };

export const templatesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/org/:orgId/templates',
    { ...guard, schema: { params: orgParams, querystring: listQuery } },
    async (request): Promise<Template[]> =>
      (await listTemplates(app.db, request.params.orgId, request.query.type)).map(toTemplate),
  );

  app.post(
    '/org/:orgId/template',
    { ...guard, bodyLimit: LARGE_BODY_LIMIT, schema: { params: orgParams, body: createBody } },
    async (request, reply) => {
      const org = await findOrg(app.db, request.params.orgId);
      const user = currentUser(request);
      const row = await createTemplate(app.db, app.blobs, user, org, request.body, clock.now());
      return reply.status(201).send(toTemplate(row));
    },
  );

  app.get(
    '/org/:orgId/template/:id',
    { ...guard, schema: { params: idParams } },
    async (request): Promise<Template> =>
      toTemplate(await getTemplate(app.db, request.params.orgId, request.params.id)),
  );

  app.put(
    '/org/:orgId/template/:id',
    { ...guard, bodyLimit: LARGE_BODY_LIMIT, schema: { params: idParams, body: updateBody } },
    async (request): Promise<Template> => {
      const { orgId, id } = request.params;
      const row = await updateTemplate(app.db, currentUser(request), orgId, id, request.body);
      return toTemplate(row);
    },
  );

  app.delete(
    '/org/:orgId/template/:id',
    { ...guard, schema: { params: idParams } },
    async (request, reply) => {
      const { orgId, id } = request.params;
      await deleteTemplate(app.db, app.blobs, currentUser(request), orgId, id);
      return reply.status(204).send();
    },
  );
};
