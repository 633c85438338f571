// buildApp(config) → a ready Fastify instance that does not listen: main.ts listens, tests inject.
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import {
  type DatabaseHandle,
  type Db,
  type DbKind,
  migrate,
  openDatabase,
  ping,
} from './db/client.ts';
import { AnswerCache, serverWithAnswerCache } from './http/answer-cache.ts';
import { registerAuth } from './http/auth.ts';
import { frameworkErrorHandler, registerErrorHandling } from './http/errors.ts';
import { BODY_LIMIT } from './http/limits.ts';
import {
  lazyChildLogger,
  RequestLines,
  requestSerializer,
  writesRequestLines,
} from './http/logging.ts';
import type { PublicPageRenderer } from './http/public-pages/index.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { modules } from './modules/index.ts';
import { type BlobStore, createBlobStore } from './storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Answers replayed ahead of the router (http/answer-cache.ts); the QR routes fill it. */
    answerCache: AnswerCache;
    db: Db;
    dbKind: DbKind;
    blobs: BlobStore;
  }
}

export interface BuildOptions {
  /** An already open database (tests); the caller closes it. Otherwise buildApp opens one. */
  database?: DatabaseHandle;
  blobs?: BlobStore;
  /** Fastify logger options; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Extra plugins registered under /api/v1 after `modules` (tests mount probe routes here). */
  plugins?: FastifyPluginAsync[];
  /** The public pages' server renderer (tests pass the web app's source); default: the build's. */
  publicPageRenderer?: PublicPageRenderer | null;
}

export const API_PREFIX = '/api/v1';

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const database = opts.database ?? (await openDatabase(config));
  await migrate(database.db, database.kind);

  // Below info, where no request lines are written, cached QR images skip the router; at
  // info and below every request reaches Fastify, so every request is logged.
  const answers = new AnswerCache({ enabled: !writesRequestLines(config.logLevel) });
  const app = Fastify({
    serverFactory: serverWithAnswerCache(answers),
    logger: opts.logger ?? {
      level: config.logLevel,
      serializers: { req: requestSerializer },
    },
    childLoggerFactory: lazyChildLogger,
    logController: new RequestLines(config.logLevel),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('answerCache', answers);
  app.addHook('preClose', async () => answers.close());
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('blobs', opts.blobs ?? createBlobStore(config, database.db, database.kind));
  if (!opts.database) app.addHook('onClose', async () => database.close());

  registerErrorHandling(app);
  registerAuth(app);

  const applySecurityHeaders = registerSecurityHeaders(app);
  // Opt-in per route (config: { rateLimit: {...} }), counted in the database so every process
  // shares it; sign-in keeps its own limit per phone and address (modules/session).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(
    async (api) => {
      api.get('/health', async () => {
        await ping(api.db);
        return { ok: true };
      });
      for (const module of [...modules, ...(opts.plugins ?? [])]) await api.register(module);
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, config.webDist, applySecurityHeaders, opts.publicPageRenderer);
  await app.ready();
  return app;
}
