// Designs are organisation contents (spec §7 "Organisation contents", ARCHITECTURE §4).
import { type Design, type Paged, pageRequestOf, UNPAGED_LIST_CAP } from '@nibble/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireOrgPermission } from '../../http/auth.ts';
import { sendJson } from '../../http/compressed-json.ts';
import { decodeCursor, pageFrom } from '../../http/cursor.ts';
import { LARGE_BODY_LIMIT } from '../../http/limits.ts';
import { clock } from './clock.ts';
import { toDesign } from './design-record.ts';
import { createBody, idParams, listQuery, orgParams, updateBody } from './schemas.ts';
import {
  createDesign,
  deleteDesign,
  duplicateDesign,
  findOrg,
  getDesign,
  listDesigns,
  updateDesign,
} from './service.ts';

const guard = { onRequest: [authenticate, requireOrgPermission('org.designs.manage')] };

export const contentsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/org/:orgId/contents',
    { ...guard, schema: { params: orgParams, querystring: listQuery } },
    async (request, reply) => {
      // Neither limit nor cursor: today's bare array, capped; either: a page (core paging.ts).
      const { type, q, limit, cursor } = request.query;
      const page = pageRequestOf({ limit, cursor });
      const filter = { ...(type ? { type } : {}), ...(q ? { q } : {}) };
      if (!page.paged) {
        const rows = await listDesigns(app.db, request.params.orgId, {
          ...filter,
          limit: UNPAGED_LIST_CAP,
        });
        return sendJson(
          request,
          reply,
          rows.map(({ row }) => toDesign(row)),
        );
      }
      const after = page.cursor === undefined ? undefined : decodeCursor('d', page.cursor);
      const rows = await listDesigns(app.db, request.params.orgId, {
        ...filter,
        limit: page.limit + 1,
        ...(after ? { after } : {}),
      });
      const answer: Paged<Design> = pageFrom(
        'd',
        rows.map(({ row, position }) => ({ item: toDesign(row), position })),
        page.limit,
      );
      return sendJson(request, reply, answer);
    },
  );

  app.post(
    '/org/:orgId/content',
    { ...guard, bodyLimit: LARGE_BODY_LIMIT, schema: { params: orgParams, body: createBody } },
    async (request, reply) => {
      const org = await findOrg(app.db, request.params.orgId);
      const row = await createDesign(app.db, org, request.body, clock.now());
      return sendJson(request, reply.status(201), toDesign(row));
    },
  );

  app.get(
    '/org/:orgId/content/:id',
    { ...guard, schema: { params: idParams } },
    async (request, reply) =>
      sendJson(
        request,
        reply,
        toDesign(await getDesign(app.db, request.params.orgId, request.params.id)),
      ),
  );

  app.put(
    '/org/:orgId/content/:id',
    { ...guard, bodyLimit: LARGE_BODY_LIMIT, schema: { params: idParams, body: updateBody } },
    async (request, reply) => {
      const org = await findOrg(app.db, request.params.orgId);
      const row = await updateDesign(
        app.db,
        org,
        request.params.id,
        request.body,
        clock.now(),
        app.config.timeZone,
        app.live,
      );
      return sendJson(request, reply, toDesign(row));
    },
  );

  app.delete(
    '/org/:orgId/content/:id',
    { ...guard, schema: { params: idParams } },
    async (request, reply) => {
      const { orgId, id } = request.params;
      await deleteDesign(app.db, app.blobs, orgId, id, clock.now(), app.config.timeZone);
      return reply.status(204).send();
    },
  );

  app.post(
    '/org/:orgId/content/:id/duplicate',
    { ...guard, schema: { params: idParams } },
    async (request, reply) => {
      const org = await findOrg(app.db, request.params.orgId);
      const row = await duplicateDesign(app.db, app.blobs, org, request.params.id, clock.now());
      return sendJson(request, reply.status(201), toDesign(row));
    },
  );
};
