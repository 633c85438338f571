// /upload-image/{orgId}… (spec §7 "Uploads"): list, total size, upload, read, delete, promote.

import type { UploadedFile } from '@nibble/core';
import { ERROR_MESSAGES } from '@nibble/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireOrgPermission } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { discard, openForServing } from '../../storage/index.ts';
import { orgParams, rowId } from '../contents/schemas.ts';
import { assertAcceptable, prepareContent, RULES, type UploadKind } from './checks.ts';
import { acceptUploads, readUploadedFile } from './multipart.ts';
import {
  assertRoomFor,
  deleteUpload,
  findUpload,
  listUploads,
  promoteUpload,
  storeUpload,
  totalSize,
  UPLOAD_PATH,
  uploadKey,
} from './service.ts';
import { toUploadedFile } from './upload-record.ts';

const INVALID_PATH = ERROR_MESSAGES.invalid_file_path;

const pathParams = orgParams.extend({
  path: z.string().regex(UPLOAD_PATH, { error: INVALID_PATH }),
});
const nameParams = orgParams.extend({
  name: z.string().regex(/^(image|illustrations)-[0-9]{1,16}$/, { error: INVALID_PATH }),
});
const idParams = orgParams.extend({ imageId: rowId });
const listQuery = z.object({
  illustration: z
    .enum(['0', '1'], { error: 'illustration must be 0 or 1' })
    .default('0')
    .transform((v): 0 | 1 => (v === '1' ? 1 : 0)),
});

/** Files are shown, never run: even an SVG opened on its own gets no script and no fetches. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const guard = { onRequest: [authenticate, requireOrgPermission('org.library.manage')] };

export const uploadsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await acceptUploads(base);

  app.get(
    '/upload-image/:orgId/illustration',
    { ...guard, schema: { params: orgParams, querystring: listQuery } },
    async (request): Promise<UploadedFile[]> =>
      (await listUploads(app.db, request.params.orgId, request.query.illustration)).map(
        toUploadedFile,
      ),
  );

  app.get(
    '/upload-image/:orgId',
    { ...guard, schema: { params: orgParams } },
    async (request): Promise<{ size: number }> => ({
      size: await totalSize(app.db, request.params.orgId),
    }),
  );

  app.put(
    '/upload-image/:orgId/path/:name',
    { ...guard, schema: { params: nameParams } },
    async (request, reply) => {
      const [kindText, timestamp] = request.params.name.split('-');
      const kind = kindText as UploadKind;
      if (!timestamp || !(kind in RULES)) throw badRequest(INVALID_PATH);
      const rules = RULES[kind];
      const quota = app.config.uploadQuotaBytes;
      // A full organisation is told before its file is read.
      await assertRoomFor(app.db, request.params.orgId, 1, quota);
      const file = await readUploadedFile(request, {
        maxBytes: rules.maxBytes,
        tooLarge: rules.tooLarge,
        missing: rules.missing,
        // A wrong extension is refused (415) before the body is read.
        checkName: (name) => assertAcceptable(kind, { name, size: 0 }),
      });
      assertAcceptable(kind, { name: file.filename, size: file.bytes.length });
      const content = await prepareContent(kind, file.bytes);
      const row = await storeUpload(
        app.db,
        app.blobs,
        request.params.orgId,
        kind,
        timestamp,
        content,
        quota,
      );
      return reply.status(201).send(toUploadedFile(row));
    },
  );

  app.get(
    '/upload-image/:orgId/path/:path',
    { ...guard, schema: { params: pathParams } },
    async (request, reply) => {
      const row = await findUpload(app.db, request.params.orgId, request.params.path);
      // Streamed from a bucket, never redirected to it: the organisation check above stays
      // the only way in (docs/decisions.md "Pictures in S3").
      const blob = await openForServing(app.blobs, uploadKey(row.path));
      if (!blob) throw notFound('File');
      const etag = `"${blob.sha256.slice(0, 27)}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'private, no-cache')
        .header('Content-Security-Policy', FILE_CSP)
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) {
        discard(blob);
        return reply.status(304).send();
      }
      return reply.type(row.type).header('Content-Length', blob.size).send(blob.body);
    },
  );

  app.delete(
    '/upload-image/:orgId/path/:path',
    { ...guard, schema: { params: pathParams } },
    async (request, reply) => {
      const { orgId, path } = request.params;
      await deleteUpload(app.db, app.blobs, currentUser(request), orgId, path);
      return reply.status(204).send();
    },
  );

  app.put(
    '/upload-image/:orgId/:imageId',
    { ...guard, schema: { params: idParams } },
    async (request): Promise<UploadedFile> => {
      const { orgId, imageId } = request.params;
      return toUploadedFile(await promoteUpload(app.db, currentUser(request), orgId, imageId));
    },
  );
};
