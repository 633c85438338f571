// QR images (spec §7 "Public", ARCHITECTURE §4): PNG with ETag and a day of public caching.
// A code for an id that has no page record still renders — it is only a link, and the Page
// screen says "not found" — so answering needs no database; only malformed codes are refused.
// Decision: these routes skip helmet's dozen document headers (CSP, frame options … mean
// nothing on a PNG, and this is the hottest route); they keep nosniff, and allow other sites
// to embed a business's code (Cross-Origin-Resource-Policy: cross-origin).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { usePageCounters } from '../../stats/index.ts';
import { PAGE_CODE_MESSAGE, readPageCode } from '../public/page-id.ts';
import { matchesEtag, type QrImage, QrImages } from './qr-images.ts';
import { appLink, pageLink } from './targets.ts';

export const QR_CACHE_CONTROL = 'public, max-age=86400';
const IMAGE_ROUTE = { config: { securityHeaders: false } };

/** Everything a QR image is sent with, in one object so the answer cache replays the same. */
const imageHeaders = (etag: string) => ({
  'content-type': 'image/png',
  etag,
  'cache-control': QR_CACHE_CONTROL,
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
});

const orgCodeQuery = z.object({
  path: z.string({ error: PAGE_CODE_MESSAGE }).max(40, PAGE_CODE_MESSAGE),
});

export const qrcodeRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const images = new QrImages();
  const counters = usePageCounters(plugin);
  const { publicUrl } = app.config;

  /**
   * Sends `image`; once it is rendered, the answer is kept for this URL so the
   * next plain GET is replayed ahead of the router (http/answer-cache.ts) — with the same
   * headers and the same `onReplay` counting. Not async: a cached image is sent at once.
   */
  function sendImage(
    request: FastifyRequest,
    reply: FastifyReply,
    image: QrImage,
    onReplay?: () => void,
  ): void {
    const headers = imageHeaders(image.etag);
    if (matchesEtag(request.headers['if-none-match'], image.etag)) {
      reply.code(304).headers(headers).removeHeader('content-type').send();
    } else if (image.ready) {
      reply.headers(headers).send(image.ready);
      app.answerCache.keep(request.url, { headers, body: image.ready, onReplay });
    } else {
      image.png.then(
        (png) => reply.headers(headers).send(png),
        (error: unknown) => reply.send(error),
      );
    }
  }

  const pageIdOf = (code: string): number => {
    const pageId = code.length > 40 ? null : readPageCode(code.trim());
    if (pageId === null) throw badRequest(PAGE_CODE_MESSAGE);
    return pageId;
  };

  const sendPageImage = (request: FastifyRequest, reply: FastifyReply, code: string) => {
    const pageId = pageIdOf(code);
    const countScan = () => counters.record(pageId, 'qr');
    countScan();
    sendImage(
      request,
      reply,
      images.get(pageId, () => pageLink(publicUrl, pageId)),
      countScan,
    );
  };

  app.get('/nibble-qrcode', IMAGE_ROUTE, (request, reply) =>
    sendImage(
      request,
      reply,
      images.get('app', () => appLink(publicUrl)),
    ),
  );

  app.get(
    '/org-qrcode',
    { ...IMAGE_ROUTE, schema: { querystring: orgCodeQuery } },
    (request, reply) => sendPageImage(request, reply, request.query.path),
  );

  // A wildcard, not `:code`: the router answers an over-long parameter with a bare 414.
  app.get('/qrcode/*', IMAGE_ROUTE, (request, reply) => {
    const { '*': code = '' } = request.params as { '*'?: string };
    sendPageImage(request, reply, code);
  });
};
