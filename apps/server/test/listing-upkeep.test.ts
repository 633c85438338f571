// public_listing and stats_org_daily (migration 0009) are kept by triggers in the transaction of
// each write. After every kind of write that changes what the city listing or an
// organisation's analytics answer, the answers read through them must equal what the former
// queries (over pages, contents, orgs and stats_daily, copied below as the reference) answer.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PUBLISHED } from '@nibble/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, type OrgRow, orgs, pages, statsDaily } from '../src/db/schema.ts';
import { orgAnalytics } from '../src/modules/analytics/service.ts';
import { listCityContentsPage } from '../src/modules/public/service.ts';
import { PageCounters } from '../src/stats/page-counters.ts';
import { migrationFiles, runMigration } from './fixtures/migrations.ts';
import { makeTestApp, platformDay, type TestApp, testDbKind } from './helpers.ts';

const ZONE = 'Asia/Kolkata';
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t?.close());

/** The city listing as it was read before public_listing: every page record, best per design. */
async function formerListing(city: string, now: Date): Promise<number[]> {
  const today = platformDay(0, now);
  const rows = await t.app.db.execute<{ id: number }>(sql`
    select p.id from pages p
    join contents c on c.id = p.content_id
    join orgs o on o.id = c.org_id
    where lower(o.city) = ${city.trim().toLowerCase()}
      and c.published = 1 and o.status <> 0
      and c.publish_start <= ${today} and c.publish_end >= ${today}
      and not exists (
        select 1 from pages better
        where better.content_id = p.content_id and better.id <> p.id
          and ((better.channel = 'app' and p.channel <> 'app')
            or ((better.channel = 'app') = (p.channel = 'app') and better.id < p.id)))
    order by p.created_at desc, p.id desc`);
  return rows.rows.map((row) => Number(row.id));
}

async function listing(city: string, now: Date): Promise<number[]> {
  const rows = await listCityContentsPage(t.app.db, city, now, ZONE, { limit: 500 });
  return rows.flatMap((row) => (row.item ? [row.item.id] : []));
}

const design = (org: OrgRow, title: string, published: number = PUBLISHED.published) =>
  t.factory.design(org.id, {
    title,
    published,
    publishStart: platformDay(-1),
    publishEnd: platformDay(5),
  });

/** Changes design `id`'s row as a publication or an edit of its days would. */
async function changeDesign(id: number, values: Partial<typeof contents.$inferInsert>) {
  await t.app.db.update(contents).set(values).where(eq(contents.id, id));
}

async function page(contentId: number, channel: string) {
  const [row] = await t.app.db.insert(pages).values({ contentId, channel }).returning();
  if (!row) throw new Error('no page');
  return row;
}

describe('the city listing kept in public_listing', () => {
  const now = new Date();
  const city = 'Upkeeppur';
  const expectSame = async (expected?: number[]) => {
    const former = await formerListing(city, now);
    expect(await listing(city, now)).toEqual(former);
    if (expected) expect(former).toEqual(expected);
  };

  it('follows every write that changes it', async () => {
    const shop = await t.factory.org({ city });
    const other = await t.factory.org({ city: 'Elsewhere' });

    // A design published with its 'app' record.
    const first = await design(shop, 'first');
    const firstApp = await page(first.id, 'app');
    await expectSame([firstApp.id]);

    // A draft with a record is not listed; publishing it lists it.
    const second = await design(shop, 'second', PUBLISHED.unpublished);
    const secondApp = await page(second.id, 'app');
    await expectSame([firstApp.id]);
    await changeDesign(second.id, { published: PUBLISHED.published });
    await expectSame([secondApp.id, firstApp.id]);

    // Disabling and unpublishing take it off.
    await changeDesign(second.id, { published: PUBLISHED.disabled });
    await expectSame([firstApp.id]);
    await changeDesign(second.id, { published: PUBLISHED.published });
    await expectSame([secondApp.id, firstApp.id]);

    // Days moved into the past or the future, and back.
    await changeDesign(first.id, { publishStart: platformDay(-9), publishEnd: platformDay(-2) });
    await expectSame([secondApp.id]);
    await changeDesign(first.id, { publishStart: platformDay(2), publishEnd: platformDay(9) });
    await expectSame([secondApp.id]);
    await changeDesign(first.id, { publishStart: platformDay(0), publishEnd: platformDay(0) });
    await expectSame([secondApp.id, firstApp.id]);

    // A design published before it had a page record is listed once it has one: a print page
    // first, then its 'app' record, which names it better.
    const third = await design(shop, 'third');
    await expectSame([secondApp.id, firstApp.id]);
    const thirdPrint = await page(third.id, 'print-a5');
    await expectSame([thirdPrint.id, secondApp.id, firstApp.id]);
    const thirdApp = await page(third.id, 'app');
    await expectSame([thirdApp.id, secondApp.id, firstApp.id]);
    // A print page added later changes nothing; the 'app' record deleted falls back to the print.
    await page(first.id, 'print-a4');
    await expectSame([thirdApp.id, secondApp.id, firstApp.id]);
    await t.app.db.delete(pages).where(eq(pages.id, thirdApp.id));
    await expectSame([thirdPrint.id, secondApp.id, firstApp.id]);

    // A page record's channel renamed.
    await t.app.db.update(pages).set({ channel: 'app' }).where(eq(pages.id, thirdPrint.id));
    await expectSame([thirdPrint.id, secondApp.id, firstApp.id]);

    // The organisation offline, online, moved to another city (any case and spaces), back.
    await t.app.db.update(orgs).set({ status: 0 }).where(eq(orgs.id, shop.id));
    await expectSame([]);
    await t.app.db.update(orgs).set({ status: 1 }).where(eq(orgs.id, shop.id));
    await expectSame([thirdPrint.id, secondApp.id, firstApp.id]);
    await t.app.db.update(orgs).set({ city: 'Elsewhere' }).where(eq(orgs.id, shop.id));
    await expectSame([]);
    await t.app.db.update(orgs).set({ city: 'UPKEEPPUR' }).where(eq(orgs.id, shop.id));
    await expectSame([thirdPrint.id, secondApp.id, firstApp.id]);

    // A design moved to another organisation (another city).
    await t.app.db.update(contents).set({ orgId: other.id }).where(eq(contents.id, second.id));
    await expectSame([thirdPrint.id, firstApp.id]);
    expect(await listing('elsewhere', now)).toEqual(await formerListing('elsewhere', now));
    expect(await listing('elsewhere', now)).toEqual([secondApp.id]);

    // A design deleted; the organisation deleted.
    await t.app.db.delete(contents).where(eq(contents.id, first.id));
    await expectSame([thirdPrint.id]);
    await t.app.db.delete(orgs).where(eq(orgs.id, shop.id));
    await expectSame([]);
    const left = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from public_listing where city = ${city.toLowerCase()}`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe('the listing of one design written by two transactions at once', () => {
  it.runIf(testDbKind() === 'postgres')(
    'takes turns instead of failing on the second insert',
    async () => {
      const now = new Date();
      const shop = await t.factory.org({ city: 'Racepur' });
      const offer = await design(shop, 'race');
      // Each transaction adds a page record (its trigger refreshes the design's row) and holds
      // its lock a moment, so the other's refresh runs while it is still open.
      const add = (channel: string) =>
        t.app.db.transaction(async (tx) => {
          await tx.insert(pages).values({ contentId: offer.id, channel });
          await tx.execute(sql`select pg_sleep(0.3)`);
        });
      await Promise.all([add('print-a5'), add('app')]);
      expect(await listing('racepur', now)).toEqual(await formerListing('racepur', now));
      expect(await listing('racepur', now)).toHaveLength(1);
    },
  );
});

describe("an organisation's analytics kept in stats_org_daily", () => {
  /** The organisation's days as read before stats_org_daily. */
  async function formerPerDay(orgId: number, now: Date) {
    const first = platformDay(-29, now);
    const rows = await t.app.db.execute<{ day: string; views: number; scans: number }>(sql`
      select s.day::text as day,
        coalesce(sum(case when s.kind = 'view' then s.count else 0 end), 0)::int as views,
        coalesce(sum(case when s.kind = 'view' then 0 else s.count end), 0)::int as scans
      from stats_daily s join pages p on p.id = s.page_id join contents c on c.id = p.content_id
      where c.org_id = ${orgId} and s.day >= ${first}
      group by s.day`);
    const byDay = new Map(rows.rows.map((row) => [row.day, row]));
    return Array.from({ length: 30 }, (_, i) => {
      const day = platformDay(i - 29, now);
      return { day, views: byDay.get(day)?.views ?? 0, scans: byDay.get(day)?.scans ?? 0 };
    });
  }

  it('follows counts flushed, added to, deleted, and designs and page records that go or move', async () => {
    const now = new Date();
    const shop = await t.factory.org({ city: 'Rollup' });
    const other = await t.factory.org({ city: 'Rollup' });
    const expectSame = async () => {
      for (const org of [shop, other]) {
        const { perDay } = await orgAnalytics(t.app.db, org.id, ZONE, now);
        expect(perDay).toEqual(await formerPerDay(org.id, now));
      }
    };
    const a = await design(shop, 'a');
    const aApp = await page(a.id, 'app');
    const aPrint = await page(a.id, 'print-a5');
    const b = await design(shop, 'b');
    const bApp = await page(b.id, 'app');

    // The counters' flush: new rows, then the same keys again (the upsert's update).
    const counters = new PageCounters(t.app.db, undefined, ZONE);
    for (let i = 0; i < 3; i++) counters.record(aApp.id, 'view', now);
    counters.record(aPrint.id, 'qr', now);
    counters.record(bApp.id, 'qr', new Date(now.getTime() - 86_400_000));
    await counters.flush();
    await expectSame();
    const { perDay } = await orgAnalytics(t.app.db, shop.id, ZONE, now);
    expect(perDay.at(-1)).toEqual({ day: platformDay(0, now), views: 3, scans: 1 });
    counters.record(aApp.id, 'view', now);
    counters.record(bApp.id, 'view', now);
    await counters.flush();
    await expectSame();

    // Rows written directly, one deleted.
    await t.app.db.insert(statsDaily).values([
      { pageId: aApp.id, day: platformDay(-3, now), kind: 'view', count: 5 },
      { pageId: bApp.id, day: platformDay(-3, now), kind: 'qr', count: 2 },
    ]);
    await expectSame();
    await t.app.db.delete(statsDaily).where(eq(statsDaily.pageId, bApp.id));
    await expectSame();

    // A page record deleted, a design moved to another organisation, a design deleted.
    await t.app.db.delete(pages).where(eq(pages.id, aPrint.id));
    await expectSame();
    counters.record(bApp.id, 'qr', now);
    await counters.flush();
    await t.app.db.update(contents).set({ orgId: other.id }).where(eq(contents.id, b.id));
    await expectSame();
    const otherDays = await orgAnalytics(t.app.db, other.id, ZONE, now);
    expect(otherDays.perDay.at(-1)?.scans).toBe(1);
    await t.app.db.delete(contents).where(eq(contents.id, a.id));
    await expectSame();
    const emptied = await orgAnalytics(t.app.db, shop.id, ZONE, now);
    expect(emptied.perDay.every((day) => day.views === 0 && day.scans === 0)).toBe(true);
  });
});

describe('migration 0009 on an install with designs and counts', () => {
  const files = migrationFiles();
  const target = files.findIndex((name) => name.startsWith('0009_'));

  it('fills the listing and the organisations’ days from the rows already there', async () => {
    expect(target).toBeGreaterThan(0);
    const db = new PGlite({ extensions: { pg_trgm } });
    try {
      for (const name of files.slice(0, target)) await runMigration(db, name);
      await db.exec(`
        insert into orgs (id, name, city, status) values
          (1, 'Malabar Fresh Mart', 'Kannur', 1), (2, 'Closed Shop', 'Kannur', 0);
        insert into contents (id, org_id, type, published, publish_start, publish_end) values
          (1, 1, 'promotion_coupon', 1, '2026-11-01', '2026-12-31'),
          (2, 1, 'promotion_coupon', 0, '2026-11-01', '2026-12-31'),
          (3, 2, 'promotion_coupon', 1, '2026-11-01', '2026-12-31'),
          (4, 1, 'restaurant_menu', 1, '2026-11-01', '2026-12-31');
        insert into pages (id, content_id, channel) values
          (1, 1, 'print-a5'), (2, 1, 'app'), (3, 2, 'app'), (4, 3, 'app'), (5, 4, 'print-a4');
        insert into stats_daily (page_id, day, kind, count) values
          (1, '2026-11-20', 'qr', 4), (2, '2026-11-20', 'qr', 1), (2, '2026-11-20', 'view', 9),
          (4, '2026-11-21', 'view', 6), (5, '2026-11-21', 'qr', 2);
      `);
      await runMigration(db, files[target] as string);
      const listed = await db.query<{ content_id: number; page_id: number; city: string }>(
        'select content_id, page_id, city from public_listing order by content_id',
      );
      expect(listed.rows).toEqual([
        { content_id: 1, page_id: 2, city: 'kannur' },
        { content_id: 4, page_id: 5, city: 'kannur' },
      ]);
      const days = await db.query<{ org_id: number; day: string; kind: string; count: string }>(
        `select org_id, day::text as day, kind, count::text as count from stats_org_daily
         order by org_id, day, kind`,
      );
      expect(days.rows).toEqual([
        { org_id: 1, day: '2026-11-20', kind: 'qr', count: '5' },
        { org_id: 1, day: '2026-11-20', kind: 'view', count: '9' },
        { org_id: 1, day: '2026-11-21', kind: 'qr', count: '2' },
        { org_id: 2, day: '2026-11-21', kind: 'view', count: '6' },
      ]);
    } finally {
      await db.close();
    }
  });
});
