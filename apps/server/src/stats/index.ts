// One PageCounters per database handle, shared by the public and QR routes of an app, started
// with the app and flushed when it closes. Tests reach it with `pageCounters(app)`.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { PageCounters } from './page-counters.ts';

export {
  type CountKind,
  FLUSH_INTERVAL_MS,
  MAX_PENDING_KEYS,
  PageCounters,
} from './page-counters.ts';

const byDatabase = new WeakMap<Db, PageCounters>();

/**
 * The counters of this app's database. Call it while registering a plugin (not in a
 * handler): the first call starts the flush timer and adds the onClose flush.
 */
export function usePageCounters(app: FastifyInstance): PageCounters {
  const existing = byDatabase.get(app.db);
  if (existing) return existing;
  const counters = new PageCounters(app.db, app.log, app.config.timeZone);
  byDatabase.set(app.db, counters);
  counters.start();
  app.addHook('onClose', async () => {
    byDatabase.delete(app.db);
    await counters.stop();
  });
  return counters;
}

/** The running counters of an app, for tests and operators; throws when none were started. */
export function pageCounters(app: Pick<FastifyInstance, 'db'>): PageCounters {
  const counters = byDatabase.get(app.db);
  if (!counters) throw new Error('No page counters run on this database');
  return counters;
}
