import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsFolder } from '../src/db/client.ts';
import { openTestDatabase, testDbKind } from './helpers.ts';

const TABLES = [
  'blobs',
  'codes',
  'contents',
  'live_documents',
  'live_quarantine',
  'live_relay_overflow',
  'live_updates',
  'members',
  'orgs',
  'outbox',
  'pages',
  'public_listing',
  'rate_limit_hits',
  'sessions',
  'sign_in_attempts',
  'stats_daily',
  'stats_org_daily',
  'templates',
  'uploads',
  'users',
];

describe(`migrations on ${testDbKind()}`, () => {
  let env: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    env = await openTestDatabase();
  });
  afterAll(() => env.drop());

  it('creates every table and can run again without changes', async () => {
    await migrate(env.handle.db, env.handle.kind);
    await migrate(env.handle.db, env.handle.kind);
    const result = await env.handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(result.rows.map((r) => r.table_name)).toEqual(TABLES);
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
    );
    const applied = await env.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });
});
