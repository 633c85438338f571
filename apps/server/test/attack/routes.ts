// Every route the API registers, found by mounting the real module list on a bare Fastify
// that only records routes; a route added later is attacked without editing these suites.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { Writes } from '../../src/http/writes.ts';
import { modules } from '../../src/modules/index.ts';
import type { BlobStore } from '../../src/storage/index.ts';
import { testConfig } from '../helpers.ts';

export interface RouteEntry {
  method: string;
  /** With the /api/v1 prefix and Fastify's `:param` placeholders. */
  url: string;
}

export async function listRoutes(): Promise<RouteEntry[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Modules read these at registration (stats counters key on db); no handler ever runs here,
  // so empty stand-ins are enough.
  app.decorate('db', {} as unknown as Db);
  app.decorate('blobs', {} as unknown as BlobStore);
  app.decorate('dbKind', 'pglite');
  app.decorate('config', testConfig());
  app.decorate('writes', new Writes());
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url ?? route.path });
    }
  });
  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module);
    },
    { prefix: API_PREFIX },
  );
  await app.ready();
  await app.close();
  return routes;
}

/** Organisation-scoped routes (issue 7 "Isolation"). */
export const isOrgScoped = (route: RouteEntry) =>
  /\/(org\/:orgId|upload-image\/:orgId|design-image)\b/.test(route.url);
