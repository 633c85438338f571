// The public API (spec §7 "Public"): no sign-in, answers shaped for the Home, City and Page
// screens. Every handler reads the server clock once, so all rows agree on "today".
import type { OutgoingHttpHeaders } from 'node:http';
import {
  ERROR_MESSAGES,
  type Paged,
  type PublicContent,
  pageQueryFields,
  pageRequestOf,
} from '@nibble/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeCursor, pageFrom } from '../../http/cursor.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { usePageCounters } from '../../stats/index.ts';
import { PAGE_ID_MESSAGE, readPageId } from './page-id.ts';
import {
  cityKey,
  findPublicContent,
  listCities,
  listCityContents,
  listCityContentsPage,
} from './service.ts';
import { ShortCache } from './short-cache.ts';

const CITY_MESSAGE = ERROR_MESSAGES.city_query_missing;
const JSON_TYPE = 'application/json; charset=utf-8';
const asJson = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

const cityQuery = z.object({
  city: z
    .string({ error: CITY_MESSAGE })
    .trim()
    .min(1, CITY_MESSAGE)
    .max(100, ERROR_MESSAGES.city_name_too_long),
  ...pageQueryFields,
});
const pageQuery = z.object({
  pageId: z
    .string({ error: PAGE_ID_MESSAGE })
    .trim()
    .refine((text) => readPageId(text) !== null, PAGE_ID_MESSAGE),
});

export const publicRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const counters = usePageCounters(plugin);
  // Answers are kept as bytes: nothing is serialised or encoded again on a hit.
  const byCity = new ShortCache<Buffer>(1_000);
  const cities = new ShortCache<Buffer>(1);
  const byPage = new ShortCache<Buffer>(5_000);
  const MISSING = Buffer.alloc(0);
  // A write in this process may change a publication: show it at once.
  app.writes.on(() => {
    byCity.clear();
    cities.clear();
    byPage.clear();
  });

  app.get('/contents-city', { schema: { querystring: cityQuery } }, async (request, reply) => {
    const key = cityKey(request.query.city);
    // Neither limit nor cursor: today's bare array, capped; either: a page (core paging.ts).
    const page = pageRequestOf(request.query);
    const after = page.paged && page.cursor ? decodeCursor('c', page.cursor) : undefined;
    const cacheKey = page.paged ? `${key}\n${page.limit}\n${page.cursor ?? ''}` : key;
    const body = await byCity.get(cacheKey, async () => {
      const now = new Date();
      const zone = app.config.timeZone;
      if (!page.paged) return asJson(await listCityContents(app.db, key, now, zone));
      const rows = await listCityContentsPage(app.db, key, now, zone, {
        limit: page.limit + 1,
        ...(after ? { after } : {}),
      });
      const answer: Paged<PublicContent> = pageFrom('c', rows, page.limit);
      return asJson(answer);
    });
    reply.type(JSON_TYPE);
    // Replayed ahead of the router while this cache would answer the same (http/answer-cache.ts).
    app.answerCache.keep(
      request.url,
      { headers: reply.getHeaders() as OutgoingHttpHeaders, body },
      { ttlMs: byCity.remainingMs(cacheKey) },
    );
    return reply.send(body);
  });

  app.get('/cities', async (_request, reply) => {
    const body = await cities.get('all', async () =>
      asJson(await listCities(app.db, new Date(), app.config.timeZone)),
    );
    return reply.type(JSON_TYPE).send(body);
  });

  app.get('/contents-id', { schema: { querystring: pageQuery } }, async (request, reply) => {
    const pageId = readPageId(request.query.pageId);
    if (pageId === null) throw badRequest(PAGE_ID_MESSAGE);
    const body = await byPage.get(String(pageId), async () => {
      const content = await findPublicContent(app.db, pageId, new Date(), app.config.timeZone);
      return content ? asJson(content) : MISSING;
    });
    if (body === MISSING) throw notFound('Page');
    counters.record(pageId, 'view');
    return reply.type(JSON_TYPE).send(body);
  });
};
