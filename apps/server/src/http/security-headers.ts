// Helmet's headers on every answer (ARCHITECTURE §7, strict CSP), worked out once at start.
// Decision: @fastify/helmet rebuilds helmet's middleware — parsing the CSP directives — on
// every request, a tenth of the cost of a cached public answer. The headers never depend on
// the request, so they are computed once with helmet itself and copied onto each reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: answer without the document headers (binary answers such as QR images). */
    securityHeaders?: boolean;
  }
}

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // WebAssembly compilation only (no JS eval): the PDF export shapes Indic text with
      // HarfBuzz's WASM build, which the browser refuses to compile without it.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      // Mantine and Konva set inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet's middleware sets for `options`, by running it once on a recorder. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Puts helmet's headers on every route's answers, refusals included, unless the route's config
 * says `securityHeaders: false`. The hook is added per route rather than once for the app, so
 * the opted-out routes (the hottest ones) run no hook at all. Returns the hook for handlers
 * that are not routes (the not-found handler).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options = HELMET_OPTIONS,
): onRequestHookHandler {
  const headers = helmetHeaders(options);
  const applyHeaders: onRequestHookHandler = (_request, reply, done) => {
    reply.headers(headers);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.securityHeaders === false) return;
    // First of the route's own hooks, so that a refusal by any of them carries the headers too.
    route.onRequest = [applyHeaders, ...[route.onRequest ?? []].flat()];
  });
  return applyHeaders;
}
