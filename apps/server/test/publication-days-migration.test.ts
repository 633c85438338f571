// The migration to calendar days keeps every existing design's days: rows written before were
// the first and last instants of their days in Asia/Kolkata (the zone the server ran in).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFiles, runMigration } from './fixtures/migrations.ts';

const files = migrationFiles();
const target = files.findIndex((name) => name.includes('publication_days'));

describe('migration to publication days', () => {
  let db: PGlite;
  beforeAll(async () => {
    // The later migrations run too, and 0009's title index needs pg_trgm, as the server's PGlite has.
    db = new PGlite({ extensions: { pg_trgm } });
    for (const name of files.slice(0, target)) await runMigration(db, name);
  });
  afterAll(() => db?.close());

  it('keeps the Kolkata days of rows stored as instants, whatever the session zone', async () => {
    expect(target).toBeGreaterThan(0);
    await db.exec(`insert into orgs (id, name) values (1, 'Malabar Fresh Mart')`);
    // 24/11 00:00 and 01/12 23:59:59.999 in Kolkata; a design stored by a browser in UTC
    // (the bug) whose server rounded to Kolkata days; and a design never published.
    await db.exec(`
      insert into contents (org_id, type, published, publish_start, publish_end) values
        (1, 'promotion_coupon', 1, '2026-11-23T18:30:00Z', '2026-12-01T18:29:59.999Z'),
        (1, 'restaurant_menu', 1, '2026-11-24T00:00:00+05:30', '2036-11-21T23:59:59.999+05:30'),
        (1, 'promotion_coupon', 0, null, null);
    `);
    // A session in another zone must not move the days.
    await db.exec(`set time zone 'America/Los_Angeles'`);
    for (const name of files.slice(target)) await runMigration(db, name);
    const rows = await db.query<{ publish_start: string | null; publish_end: string | null }>(
      `select publish_start::text, publish_end::text from contents order by id`,
    );
    expect(rows.rows).toEqual([
      { publish_start: '2026-11-24', publish_end: '2026-12-01' },
      { publish_start: '2026-11-24', publish_end: '2036-11-21' },
      { publish_start: null, publish_end: null },
    ]);
  });
});
