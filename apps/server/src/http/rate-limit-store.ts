// A store for @fastify/rate-limit that counts in the database, so every server process shares
// one limit per route and client address (in memory, N processes would allow N times the
// attempts). One upsert per counted request: it starts a fresh window when the old one has
// ended, otherwise adds a hit, and answers the count and when the window ends — atomically,
// so parallel requests on several processes cannot all slip under the limit.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

type Answer = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Rows of windows that ended this long ago are deleted now and then. */
export const RATE_LIMIT_ROWS_KEPT_MS = 24 * 3_600_000;
const SWEEP_EVERY = 200;

/** Counts one hit for `key` in a window of `windowMs`; answers the hits and the ms left. */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<{ current: number; ttl: number }> {
  const ended = sql`${rateLimitHits.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowStart: sql`case when ${ended} then ${now} else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart });
  if (!row) throw new Error('countHit: the upsert answered no row');
  const ttl = new Date(row.windowStart).getTime() + windowMs - now.getTime();
  return { current: row.hits, ttl: Math.max(0, ttl) };
}

/** The store class @fastify/rate-limit instantiates, bound to this app's database. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let counted = 0;
  const sweep = () =>
    db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, new Date(Date.now() - RATE_LIMIT_ROWS_KEPT_MS)));

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      /** The route's own part of the key: limits of different routes never add up. */
      private readonly route = '',
    ) {}

    incr(key: string, answer: Answer, timeWindow: number): void {
      // Housekeeping only: a failed sweep leaves old rows for the next one.
      if (++counted % SWEEP_EVERY === 0) void sweep().catch(() => {});
      countHit(db, `${this.route} ${key}`, timeWindow).then(
        (result) => answer(null, result),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: RouteOptions): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, with the route under `routeInfo`.
      const { routeInfo } = params as unknown as {
        routeInfo?: { method?: unknown; url?: unknown };
      };
      return new DatabaseRateLimitStore(
        undefined,
        `${String(routeInfo?.method ?? '')} ${String(routeInfo?.url ?? '')}`,
      );
    }
  }
  return DatabaseRateLimitStore;
}
