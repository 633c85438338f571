// buildApp(config) → a ready Fastify instance that does not listen: main.ts listens, tests inject.
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerCollab } from './collab/index.ts';
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
import { asyncDestination } from './http/log-destination.ts';
import { AccessLog, lazyChildLogger, RequestLines, requestSerializer } from './http/logging.ts';
import type { PublicPageRenderer } from './http/public-pages/index.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { Writes } from './http/writes.ts';
import { modules } from './modules/index.ts';
import { type BlobStore, createBlobStore } from './storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Answers replayed ahead of the router (http/answer-cache.ts): QR images, city listings. */
    answerCache: AnswerCache;
    /** Successful writes (http/writes.ts): caches of public answers listen to drop them. */
    writes: Writes;
    db: Db;
    dbKind: DbKind;
    blobs: BlobStore;
  }
}

export interface BuildOptions {
  /** An already open database (tests); the caller closes it. Otherwise buildApp opens one. */
  database?: DatabaseHandle;
  blobs?: BlobStore;
  /** Fastify logger options; defaults to pino at config.logLevel, written to stdout off the
   * request path (http/log-destination.ts). */
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

  // Kept answers (QR images, city listings) are replayed ahead of the router, and logged
  // there like any request.
  const access = new AccessLog();
  const answers = new AnswerCache({ access });
  const destination = opts.logger === undefined ? asyncDestination() : undefined;
  const app = Fastify({
    serverFactory: serverWithAnswerCache(answers),
    logger: opts.logger ?? {
      level: config.logLevel,
      serializers: { req: requestSerializer },
      stream: destination?.stream,
    },
    childLoggerFactory: lazyChildLogger,
    logController: new RequestLines(access),
    genReqId: access.nextId,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
  });
  access.attach(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('answerCache', answers);
  app.addHook('preClose', async () => answers.close());
  const writes = new Writes();
  writes.on(() => answers.forgetChanging());
  writes.register(app);
  app.decorate('writes', writes);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  const blobs = opts.blobs ?? createBlobStore(config, database.db, database.kind);
  app.decorate('blobs', blobs);
  if (!opts.blobs) app.addHook('onClose', async () => blobs.close?.());
  if (!opts.database) app.addHook('onClose', async () => database.close());
  // Last, so the lines of every other close step are written too.
  if (destination) app.addHook('onClose', async () => destination.close());

  registerErrorHandling(app);
  registerAuth(app);
  // Same server and port as the API: websocket upgrades on /api/v1/collab.
  registerCollab(app);

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
