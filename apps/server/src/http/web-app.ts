// Serves the built single-page app with a fallback to index.html for client-side routes; Home,
// City and Page come server-rendered when the build has the renderer (public-pages/).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { errorBody, HttpError } from './errors.ts';
import {
  loadRenderer,
  type PublicPageRenderer,
  registerPublicPages,
} from './public-pages/index.ts';

/** Where `vite build --ssr` writes the renderer, beside the client build (apps/web/package.json). */
export const rendererPath = (webDist: string): string =>
  join(webDist, '..', 'dist-ssr', 'entry-server.js');

export const WEB_NOT_BUILT = 'Web app not built: run npm run build';

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  // A missing file (e.g. a stale hashed asset) must 404, not come back as index.html.
  if (/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '')) return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  /** Sets the security headers, which routes get by themselves: the fallback is no route. */
  securityHeaders: preHandlerHookHandler,
  /** The public pages' server renderer; by default the build's, when there is one. */
  renderer?: PublicPageRenderer | null,
): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    const pages = renderer === undefined ? await loadRenderer(rendererPath(webDist)) : renderer;
    if (pages) registerPublicPages(app, webDist, pages);
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      // The build writes .br and .gz beside each text asset; the browser gets the one it accepts.
      preCompressed: true,
      // Our own Cache-Control below; send's default (max-age=0) would replace it.
      cacheControl: false,
      setHeaders: (res, path) => {
        // Caches between must keep the compressed and plain answers apart.
        res.setHeader('Vary', 'Accept-Encoding');
        // Vite puts a content hash in every asset name; index.html must always be revalidated.
        if (path.includes(`${join(webDist, 'assets')}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler({ preHandler: securityHeaders }, (request, reply) => {
    if (wantsHtml(request)) {
      if (!built) return reply.status(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT);
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    const path = request.url.split('?')[0];
    return reply
      .status(404)
      .send(errorBody(new HttpError(404, 'not_found', `No route for ${request.method} ${path}`)));
  });
}
