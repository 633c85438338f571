// A fingerprint of every table, so a suite can show that refused requests changed nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Tables a refused request may rightly touch: failed sign-ins and attempts on the account
 * endpoints are counted (that is the rate limit).
 */
const MAY_CHANGE = new Set(['sign_in_attempts', 'rate_limit_hits']);

export type Snapshot = Record<string, { rows: number; md5: string }>;

/** `ignore` names more tables to leave out (e.g. counters flushed in the background). */
export async function snapshot(db: Db, ignore: readonly string[] = []): Promise<Snapshot> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Snapshot = {};
  for (const { name } of tables.rows) {
    if (MAY_CHANGE.has(name) || ignore.includes(name)) continue;
    const table = sql.identifier(name);
    const { rows } = await db.execute<{ rows: number | string; md5: string | null }>(
      sql`select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), ''))
          as md5 from ${table} t`,
    );
    const row = rows[0];
    result[name] = { rows: Number(row?.rows ?? 0), md5: row?.md5 ?? '' };
  }
  return result;
}
