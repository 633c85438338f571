// POST /org/{orgId}/page and GET /org/{orgId}/pages (spec §7 "Pages and previews").
import {
  CREATE_VALUES,
  channelField,
  documentField,
  type PageRecord,
  titleField,
} from '@nibble/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireOrgPermission } from '../../http/auth.ts';
import { LARGE_BODY_LIMIT } from '../../http/limits.ts';
import { previewField } from '../contents/preview-url.ts';
import { orgParams, rowId } from '../contents/schemas.ts';
import { findOrg } from '../contents/service.ts';
import { toPageRecord } from './page-record.ts';
import { createPageRecord, listPageRecords } from './service.ts';

const createBody = z.object({
  code_type: z.literal(CREATE_VALUES.pageCodeType).optional(),
  content_id: rowId,
  title: titleField,
  channel: channelField,
  preview: previewField.default(''),
  content: documentField.default(''),
});
const listQuery = z.object({ content_id: rowId.optional() });

const guard = { onRequest: [authenticate, requireOrgPermission('org.designs.manage')] };

export const pagesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/org/:orgId/page',
    { ...guard, bodyLimit: LARGE_BODY_LIMIT, schema: { params: orgParams, body: createBody } },
    async (request, reply) => {
      const org = await findOrg(app.db, request.params.orgId);
      const row = await createPageRecord(app.db, org, request.body);
      return reply.status(201).send(toPageRecord(row));
    },
  );

  app.get(
    '/org/:orgId/pages',
    { ...guard, schema: { params: orgParams, querystring: listQuery } },
    async (request): Promise<PageRecord[]> => {
      const rows = await listPageRecords(app.db, request.params.orgId, request.query.content_id);
      return rows.map(toPageRecord);
    },
  );
};
