// Home, City and Page (spec §2) answered with the page already drawn (issue 16): read from
// the public module's own functions, rendered by the web app's server renderer in the
// visitor's language, with the QR page's share card. The browser hydrates what it gets.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { CITY_PAGE_SIZE } from '@nibble/core';
import type { PublicPageData, PublicPageRenderer } from '@nibble/core/public-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readPageId } from '../../modules/public/page-id.ts';
import {
  cityKey,
  findPublicContent,
  listCities,
  listCityContentsPage,
} from '../../modules/public/service.ts';
import { ShortCache } from '../../modules/public/short-cache.ts';
import { usePageCounters } from '../../stats/index.ts';
import { pageFrom } from '../cursor.ts';
import { assembleDocument, checkTemplate } from './document.ts';
import {
  afterPaintPreloads,
  firstPaintTemplate,
  type ReadAsset,
  stylesheetTag,
} from './first-paint.ts';
import { type PageLanguage, visitorLanguage } from './language.ts';
import { type Manifest, screenFiles } from './preload.ts';
import { offerCard, shareTags } from './share-card.ts';

export { loadRenderer } from './renderer.ts';
export type { PublicPageRenderer };

/** A rendered document, compressed once for every visitor the cache serves it to. */
interface Answer {
  status: number;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const ENCODINGS = ['br', 'gzip', 'identity'];

const compressed = (status: number, html: string): Answer => {
  const plain = Buffer.from(html);
  return {
    status,
    plain,
    // Quality 5: nearly the best ratio on 40 KB of HTML at a small share of the time.
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(plain, { level: 6 }),
  };
};

function send(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
  reply
    .status(answer.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    // The page follows the language cookie and the browser's languages.
    .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (encoding === 'br' || encoding === 'gzip') {
    return reply.header('Content-Encoding', encoding).send(answer[encoding]);
  }
  return reply.send(answer.plain);
}

/** The build's stylesheets, read once each (they never change while the server runs). */
function assetReader(webDist: string): ReadAsset {
  const read = new Map<string, string | undefined>();
  return (file) => {
    if (!read.has(file)) {
      const path = join(webDist, file);
      read.set(file, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    }
    return read.get(file);
  };
}

export function registerPublicPages(
  app: FastifyInstance,
  webDist: string,
  renderer: PublicPageRenderer,
): void {
  // The pages are drawn into the public entry's page; an unknown page gets the full app's.
  const built = readFileSync(join(webDist, renderer.TEMPLATE), 'utf8');
  checkTemplate(built);
  const readAsset = assetReader(webDist);
  const template = firstPaintTemplate(built, readAsset);
  const appTemplate = readFileSync(join(webDist, 'index.html'), 'utf8');
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};
  const counters = usePageCounters(app);
  app.addHook('onReady', () => renderer.warmUp());
  // The public API's accepted delay (short-cache.ts): a publication shows within 5 s.
  const documents = new ShortCache<Answer>(2_000);
  const notFound = compressed(404, appTemplate);

  const render = async (
    language: PageLanguage,
    data: PublicPageData,
    share = '',
    description?: string,
  ): Promise<Answer> => {
    const page = await renderer.renderPublicPage(language, data);
    const files = screenFiles(manifest, renderer.preloadModules(language, data.screen), built);
    const links =
      files.styles.map((file) => stylesheetTag(file, readAsset)).join('') +
      afterPaintPreloads(files.scripts);
    const html = assembleDocument(template, {
      language,
      title: page.title,
      ...(description !== undefined ? { description } : {}),
      head: links + share,
      root: page.html,
      state: page.state,
    });
    return compressed(200, html);
  };

  const languageOf = (request: FastifyRequest) =>
    visitorLanguage(request.headers.cookie, request.headers['accept-language']);
  const now = () => new Date();
  const zone = app.config.timeZone;

  app.get('/', async (request, reply) => {
    const language = languageOf(request);
    const answer = await documents.get(`${language} /`, async () =>
      render(language, { screen: 'home', cities: await listCities(app.db, now(), zone) }),
    );
    return send(request, reply, answer);
  });

  app.get<{ Params: { state: string; city: string } }>(
    '/State/:state/City/:city',
    async (request, reply) => {
      const language = languageOf(request);
      const { state, city } = request.params;
      const url = request.url.split('?')[0] ?? '/';
      const answer = await documents.get(`${language} ${url}`, async () => {
        // The first page only: the page then fetches the next ones as the visitor scrolls.
        const rows = await listCityContentsPage(app.db, cityKey(city), now(), zone, {
          limit: CITY_PAGE_SIZE + 1,
        });
        const first = pageFrom('c', rows, CITY_PAGE_SIZE);
        return render(language, {
          screen: 'city',
          state,
          city,
          contents: first.items,
          nextCursor: first.nextCursor,
        });
      });
      return send(request, reply, answer);
    },
  );

  app.get<{ Params: { page: string } }>('/Page/:page', async (request, reply) => {
    const language = languageOf(request);
    const pageId = readPageId(request.params.page);
    // A malformed address is the web app's not-found screen, as before.
    if (pageId === null) return send(request, reply, notFound);
    const url = `/Page/${request.params.page}`;
    const answer = await documents.get(`${language} ${url}`, async () => {
      const content = await findPublicContent(app.db, pageId, now(), zone);
      if (!content) return notFound;
      const card = offerCard(content, app.config.publicUrl);
      return render(
        language,
        { screen: 'page', pageId: request.params.page, content },
        shareTags(card),
        card.description,
      );
    });
    // The browser no longer asks /contents-id for this page, so the view is counted here.
    if (answer !== notFound) counters.record(pageId, 'view');
    return send(request, reply, answer);
  });
}
