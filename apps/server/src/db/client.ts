// One Drizzle API over two drivers: embedded PGlite by default, node-postgres when
// DATABASE_URL is set. Service code is written once against `Db`.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { createEmbeddedDatabase, isInitialised } from './embedded-create.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
interface RowsResult<T> {
  rows: T[];
}
/** What both drivers' raw results share, so `db.execute(sql…)` gives typed `rows`. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
export type Db = PgDatabase<RowsResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

type Driver =
  | { kind: 'pglite'; db: PgliteDatabase<Schema> }
  | { kind: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool };

// migrate() needs the driver-specific instance; services only ever see `Db`.
const drivers = new WeakMap<Db, Driver>();

const BYTEA = 17;

/**
 * PGlite's own bytea codec goes byte by byte through JavaScript strings (`Array.from(…)
 * .map(toString(16))` to write, a `parseInt` per pair to read): 75 ms and a million short
 * strings each way for a 5 000-shape design's 1.1 MB live state, all of it blocking the event
 * loop (bench/live/open-stall.mjs). Written, the bytes go as they are: PGlite binds a parameter
 * given as an ArrayBuffer view in PostgreSQL's binary format, which for bytea is the bytes
 * themselves (its `Serializer` type only knows text, hence the cast). Read, Buffer's native hex
 * codec turns the text form back into the same bytes.
 */
const BYTEA_CODEC = {
  serializers: {
    [BYTEA]: (value: unknown): string => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return value as unknown as string;
    },
  },
  parsers: { [BYTEA]: (text: string): Buffer => Buffer.from(text.slice(2), 'hex') },
};

/** PGlite's options: the codec above, and pg_trgm for the title search's index (migration 0009). */
const PGLITE_OPTIONS = { ...BYTEA_CODEC, extensions: { pg_trgm } };

export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    const db = drizzleNodePg({ client: pool, schema });
    drivers.set(db, { kind: 'postgres', db, pool });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (config.dataDir === ':memory:') {
    client = new PGlite(PGLITE_OPTIONS);
  } else {
    const dir = join(config.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    if (!isInitialised(dir)) await createEmbeddedDatabase(dir);
    client = new PGlite(dir, PGLITE_OPTIONS);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  drivers.set(db, { kind: 'pglite', db });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** The committed drizzle-kit migrations, found from src (tsx, vitest) and from dist alike. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('Cannot find the drizzle/ migrations folder next to the server');
}

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK = 7_251_734;

export async function migrate(db: Db, kind: DbKind): Promise<void> {
  const driver = drivers.get(db);
  if (!driver || driver.kind !== kind) {
    throw new Error(`migrate: database was not opened by openDatabase as ${kind}`);
  }
  const folder = migrationsFolder();
  if (driver.kind === 'pglite') {
    await migratePglite(driver.db, { migrationsFolder: folder });
    return;
  }
  // Several servers may start together on one PostgreSQL: one migrates, the others wait.
  const client = await driver.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Cheap liveness probe used by the health route. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
