// QR images (spec §7 "Public", ARCHITECTURE §4): PNG with ETag and a day of public caching.
// A code for an id that has no page record still renders — it is only a link, and the Page
// screen says "not found" — so answering needs no database; only malformed codes are refused.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { usePageCounters } from '../../stats/index.ts';
import { PAGE_CODE_MESSAGE, readPageCode } from '../public/page-id.ts';
import { matchesEtag, QrImages } from './qr-images.ts';
import { appLink, pageLink } from './targets.ts';

export const QR_CACHE_CONTROL = 'public, max-age=86400';

const orgCodeQuery = z.object({
  path: z.string({ error: PAGE_CODE_MESSAGE }).max(40, PAGE_CODE_MESSAGE),
});
// A wildcard, not `:code`: the router answers over-long parameters with a bare 414 of its own.
const pageCodeParams = z.object({ '*': z.string().max(40, PAGE_CODE_MESSAGE) });

export const qrcodeRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const images = new QrImages();
  const counters = usePageCounters(plugin);
  const { publicUrl } = app.config;

  async function sendImage(request: FastifyRequest, reply: FastifyReply, text: string) {
    const image = images.get(text);
    reply.header('ETag', image.etag).header('Cache-Control', QR_CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.type('image/png').send(await image.png);
  }

  const pageIdOf = (code: string): number => {
    const pageId = readPageCode(code.trim());
    if (pageId === null) throw badRequest(PAGE_CODE_MESSAGE);
    return pageId;
  };

  app.get('/nibble-qrcode', (request, reply) => sendImage(request, reply, appLink(publicUrl)));

  app.get('/org-qrcode', { schema: { querystring: orgCodeQuery } }, (request, reply) => {
    const pageId = pageIdOf(request.query.path);
    counters.record(pageId, 'qr');
    return sendImage(request, reply, pageLink(publicUrl, pageId));
  });

  app.get('/qrcode/*', { schema: { params: pageCodeParams } }, (request, reply) => {
    const pageId = pageIdOf(request.params['*']);
    counters.record(pageId, 'qr');
    return sendImage(request, reply, pageLink(publicUrl, pageId));
  });
};
