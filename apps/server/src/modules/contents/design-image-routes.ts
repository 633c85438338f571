// PUT and GET /design-image/{id}/path/{name}: preview PNGs of designs, templates and pages
// (sent as WebP to a browser that takes it: images/preview-webp.ts).
import { INVALID_IMAGE_CONTENT, LIMITS, MESSAGES } from '@nibble/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser } from '../../http/auth.ts';
import { badRequest, notFound, unauthorized } from '../../http/errors.ts';
import { InvalidImageError, PictureTooLargeError } from '../../images/errors.ts';
import { namesType, PreviewWebp } from '../../images/preview-webp.ts';
import { checkPreviewPng } from '../../images/raster.ts';
import { bytesOf, discard, openForServing } from '../../storage/index.ts';
import { acceptUploads, readUploadedFile } from '../uploads/multipart.ts';
import { clock } from './clock.ts';
import {
  findDesign,
  mayManageDesign,
  previewTarget,
  storePreview,
  viewPreview,
} from './design-image-service.ts';
import { designImageKey } from './preview-url.ts';
import { rowId } from './schemas.ts';

/** How a published design's picture may be kept by a browser or a CDN. */
export const PUBLIC_PICTURE_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

const params = z.object({
  id: rowId,
  name: z.string(),
});

/** The bearer user when a token is sent (optional on public GETs), else null. */
async function optionalUser(request: FastifyRequest, reply: FastifyReply) {
  if (!request.headers.authorization) return null;
  await authenticate.call(request.server, request, reply);
  return currentUser(request);
}

export const designImageRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await acceptUploads(base);
  const webp = new PreviewWebp();

  app.put(
    '/design-image/:id/path/:name',
    { onRequest: [authenticate], schema: { params } },
    async (request) => {
      const user = currentUser(request);
      const { id, name } = request.params;
      previewTarget(name);
      const design = await findDesign(app.db, id);
      if (!(await mayManageDesign(app.db, user, design))) throw notFound('Design');
      const file = await readUploadedFile(request, {
        maxBytes: LIMITS.imageMaxBytes,
        tooLarge: MESSAGES.imageTooLarge,
        missing: 'Please select an image (PNG).',
      });
      try {
        await checkPreviewPng(file.bytes);
      } catch (error) {
        if (error instanceof PictureTooLargeError) throw badRequest(error.message);
        if (error instanceof InvalidImageError) throw badRequest(INVALID_IMAGE_CONTENT);
        throw error;
      }
      const preview = await storePreview(app.db, app.blobs, user, design, name, file.bytes);
      return { preview };
    },
  );

  app.get('/design-image/:id/path/:name', { schema: { params } }, async (request, reply) => {
    const { id, name } = request.params;
    previewTarget(name);
    const user = await optionalUser(request, reply);
    const decision = await viewPreview(app.db, user, id, name, clock.now(), app.config.timeZone);
    if (decision === 'sign-in') throw unauthorized();
    if (decision === 'hidden') throw notFound('Image');
    const blob = await openForServing(app.blobs, designImageKey(id, name));
    if (!blob) throw notFound('Image');
    const hash = blob.sha256.slice(0, 27);
    // A browser that takes WebP gets the smaller copy; each copy has its own tag. Only then
    // is the PNG read whole; otherwise it streams from the store.
    const png = namesType(request.headers.accept, 'image/webp') ? await bytesOf(blob) : null;
    const smaller = png ? await webp.of(hash, png) : null;
    const etag = smaller ? `"${hash}-webp"` : `"${hash}"`;
    reply
      .header('ETag', etag)
      // Fresh for five minutes: a withdrawn design must leave every cache soon. After that a
      // CDN may still answer from its copy while it asks again in the background (a 304 from
      // the ETag, or the 404 that drops it), so a busy offer's picture never waits on us
      // (docs/decisions.md "Pictures in S3").
      .header('Cache-Control', user ? 'private, no-cache' : PUBLIC_PICTURE_CACHE)
      .header('Vary', 'Accept, Authorization')
      .header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) {
      discard(blob);
      return reply.status(304).send();
    }
    if (smaller) return reply.type('image/webp').send(smaller);
    if (png) return reply.type('image/png').send(png);
    return reply.type('image/png').header('Content-Length', blob.size).send(blob.body);
  });
};
