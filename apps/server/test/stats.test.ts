// Page counters: requests only count in memory; one flush writes them all as batched upserts.
import { PUBLISHED } from '@nibble/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { statsDaily } from '../src/db/schema.ts';
import { PageCounters, pageCounters } from '../src/stats/index.ts';
import { makeTestApp, platformDay, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function publishedPage(title: string) {
  const org = await t.factory.org();
  const design = await t.factory.design(org.id, {
    title,
    published: PUBLISHED.published,
    publishStart: platformDay(-1),
    publishEnd: platformDay(1),
  });
  const page = await t.factory.page(design.id, {
    title,
    publisherId: org.id,
    publisherName: org.name,
  });
  return page.id;
}

const countOf = async (pageId: number, kind: 'view' | 'qr') => {
  const rows = await t.app.db
    .select()
    .from(statsDaily)
    .where(and(eq(statsDaily.pageId, pageId), eq(statsDaily.kind, kind)));
  return rows.reduce((sum, row) => sum + row.count, 0);
};

describe('page view and QR counters', () => {
  it('counts N requests in memory and writes them with one flush', async () => {
    const pageId = await publishedPage('Counted');
    const counters = pageCounters(t.app);
    await counters.flush();

    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({ url: `/api/v1/contents-id?pageId=${pageId}` });
      expect(res.statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      await t.app.inject({ url: `/api/v1/qrcode/001:${pageId}` });
    }
    await t.app.inject({ url: `/api/v1/org-qrcode?path=001:${pageId}` });
    // Nothing reached the database yet: the requests did not wait on a write.
    expect(await countOf(pageId, 'view')).toBe(0);
    expect(counters.pendingCount).toBe(13);

    const execute = vi.spyOn(t.app.db, 'execute');
    const rows = await counters.flush();
    expect(rows).toBe(2);
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();

    expect(await countOf(pageId, 'view')).toBe(7);
    expect(await countOf(pageId, 'qr')).toBe(6);
    expect(counters.pendingCount).toBe(0);

    // A second round adds to the stored counts.
    await t.app.inject({ url: `/api/v1/contents-id?pageId=${pageId}` });
    await counters.flush();
    expect(await countOf(pageId, 'view')).toBe(8);
  });

  it('does not count a 404 view, and QR codes of unknown ids never break a flush', async () => {
    const pageId = await publishedPage('Mixed');
    const counters = pageCounters(t.app);
    await counters.flush();
    const missing = await t.app.inject({ url: '/api/v1/contents-id?pageId=1999999999' });
    expect(missing.statusCode).toBe(404);
    await t.app.inject({ url: '/api/v1/qrcode/001:1999999998' });
    await t.app.inject({ url: `/api/v1/qrcode/001:${pageId}` });
    expect(counters.pendingCount).toBe(2);
    await counters.flush();
    expect(await countOf(pageId, 'qr')).toBe(1);
    const unknown = await t.app.db
      .select()
      .from(statsDaily)
      .where(eq(statsDaily.pageId, 1999999998));
    expect(unknown).toEqual([]);
  });

  it("files counts under the platform zone's day of the request", async () => {
    const pageId = await publishedPage('Days');
    const counters = new PageCounters(t.app.db, undefined, 'Asia/Kolkata');
    // 18:29:59.999 UTC is 23:59:59.999 IST; 18:30 UTC is already the next Indian day.
    counters.record(pageId, 'view', new Date('2031-05-01T18:29:59.999Z'));
    counters.record(pageId, 'view', new Date('2031-05-01T18:30:00.000Z'));
    counters.record(pageId, 'view', new Date('2031-05-02T18:29:00.000Z'));
    counters.record(pageId, 'view', new Date('2031-05-02T19:00:00.000Z'));
    await counters.stop();
    const rows = await t.app.db
      .select({ day: statsDaily.day, count: statsDaily.count })
      .from(statsDaily)
      .where(eq(statsDaily.pageId, pageId))
      .orderBy(statsDaily.day);
    expect(rows).toEqual([
      { day: '2031-05-01', count: 1 },
      { day: '2031-05-02', count: 2 },
      { day: '2031-05-03', count: 1 },
    ]);
  });

  it('counts a scan at 00:30 IST on that Indian day (fixed clock, through the QR route)', async () => {
    const pageId = await publishedPage('Kannur at night');
    const counters = pageCounters(t.app);
    await counters.flush();
    // 00:30 on 3 June 2031 in Kannur is 19:00 UTC on 2 June.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2031-06-02T19:00:00.000Z'));
      const qr = await t.app.inject({ url: `/api/v1/qrcode/001:${pageId}` });
      expect(qr.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    await counters.flush();
    const rows = await t.app.db
      .select({ day: statsDaily.day, kind: statsDaily.kind, count: statsDaily.count })
      .from(statsDaily)
      .where(and(eq(statsDaily.pageId, pageId), eq(statsDaily.kind, 'qr')));
    expect(rows).toEqual([{ day: '2031-06-03', kind: 'qr', count: 1 }]);
  });

  it('writes what is pending when the app closes', async () => {
    const other = await makeTestApp();
    try {
      const org = await other.factory.org();
      const design = await other.factory.design(org.id, {
        title: 'Closing',
        published: PUBLISHED.published,
        publishStart: platformDay(-1),
        publishEnd: platformDay(1),
      });
      const pageId = (await other.factory.page(design.id, { title: 'Closing' })).id;
      await other.app.inject({ url: `/api/v1/qrcode/001:${pageId}` });
      await other.app.inject({ url: `/api/v1/qrcode/001:${pageId}` });
      const db = other.app.db;
      await other.app.close();
      // The test owns the database handle, so it is still open after the app closed.
      const rows = await db.select().from(statsDaily).where(eq(statsDaily.pageId, pageId));
      expect(rows.map((r) => [r.kind, r.count])).toEqual([['qr', 2]]);
    } finally {
      await other.close();
    }
  });
});
