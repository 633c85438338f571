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
import { matchesEtag, QrImages } from './qr-images.ts';
import { appLink, pageLink } from './targets.ts';

export const QR_CACHE_CONTROL = 'public, max-age=86400';
const IMAGE_ROUTE = { config: { securityHeaders: false } };

const orgCodeQuery = z.object({
  path: z.string({ error: PAGE_CODE_MESSAGE }).max(40, PAGE_CODE_MESSAGE),
});

export const qrcodeRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const images = new QrImages();
  const counters = usePageCounters(plugin);
  const { publicUrl } = app.config;

  // Not async: a cached image (nearly every request) is sent at once, without a promise.
  function sendImage(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | number,
    text: () => string,
  ): void {
    const image = images.get(key, text);
    reply.header('ETag', image.etag).header('Cache-Control', QR_CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], image.etag)) {
      reply.code(304).send();
    } else if (image.ready) {
      reply.type('image/png').send(image.ready);
    } else {
      image.png.then(
        (png) => reply.type('image/png').send(png),
        (error: unknown) => reply.send(error),
      );
    }
  }

  const imageHeaders = (reply: FastifyReply) =>
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');

  const pageIdOf = (code: string): number => {
    const pageId = code.length > 40 ? null : readPageCode(code.trim());
    if (pageId === null) throw badRequest(PAGE_CODE_MESSAGE);
    return pageId;
  };

  app.get('/nibble-qrcode', IMAGE_ROUTE, (request, reply) =>
    sendImage(request, imageHeaders(reply), 'app', () => appLink(publicUrl)),
  );

  app.get(
    '/org-qrcode',
    { ...IMAGE_ROUTE, schema: { querystring: orgCodeQuery } },
    (request, reply) => {
      imageHeaders(reply);
      const pageId = pageIdOf(request.query.path);
      counters.record(pageId, 'qr');
      sendImage(request, reply, pageId, () => pageLink(publicUrl, pageId));
    },
  );

  // A wildcard, not `:code`: the router answers an over-long parameter with a bare 414.
  app.get('/qrcode/*', IMAGE_ROUTE, (request, reply) => {
    imageHeaders(reply);
    const { '*': code = '' } = request.params as { '*'?: string };
    const pageId = pageIdOf(code);
    counters.record(pageId, 'qr');
    sendImage(request, reply, pageId, () => pageLink(publicUrl, pageId));
  });
};
