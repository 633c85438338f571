import { DESIGN_TYPE_IDS, PUBLISHED } from '@nibble/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, members, pages, statsDaily } from '../src/db/schema.ts';
import { ANALYTICS_DAYS, lastDays } from '../src/modules/analytics/service.ts';
import { makeTestApp, platformDay, type TestApp } from './helpers.ts';

// Counters file requests under the platform zone's calendar day (Asia/Kolkata in tests).
const zoneDay = (offsetDays: number) => platformDay(offsetDays);

describe('analytics', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let ownerHeaders: Record<string, string>;
  let orgId: number;
  let otherOrgId: number;

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  const design = async (
    org: number,
    type: string,
    published: number,
    startDays?: number,
    endDays?: number,
  ) => {
    const [row] = await t.app.db
      .insert(contents)
      .values({
        orgId: org,
        type,
        published,
        publishStart: startDays === undefined ? null : platformDay(startDays),
        publishEnd: endDays === undefined ? null : platformDay(endDays),
      })
      .returning();
    if (!row) throw new Error('no design');
    const [page] = await t.app.db.insert(pages).values({ contentId: row.id }).returning();
    if (!page) throw new Error('no page');
    return page.id;
  };

  beforeAll(async () => {
    t = await makeTestApp();
    admin = t.auth(await t.factory.roleSession('admin'));
    orgId = (await t.factory.org()).id;
    otherOrgId = (await t.factory.org()).id;
    ownerHeaders = t.auth(await t.factory.memberSession(orgId, 'org_owner'));

    const active = await design(orgId, 'promotion_coupon', PUBLISHED.published, -1, 5);
    await design(orgId, 'promotion_coupon', PUBLISHED.published, -10, -3); // expired
    await design(orgId, 'restaurant_menu', PUBLISHED.disabled, -1, 5);
    await design(orgId, 'promotion_membercard', PUBLISHED.unpublished);
    const elsewhere = await design(otherOrgId, 'promotion_coupon', PUBLISHED.published, 0, 0);

    await t.app.db.insert(statsDaily).values([
      { pageId: active, day: zoneDay(0), kind: 'view', count: 7 },
      { pageId: active, day: zoneDay(0), kind: 'qr', count: 3 },
      { pageId: active, day: zoneDay(-2), kind: 'view', count: 4 },
      // Outside the 30-day window.
      { pageId: active, day: zoneDay(-ANALYTICS_DAYS), kind: 'view', count: 100 },
      { pageId: elsewhere, day: zoneDay(0), kind: 'view', count: 10 },
      { pageId: elsewhere, day: zoneDay(-1), kind: 'qr', count: 2 },
    ]);
  });
  afterAll(() => t.close());

  it("lists the last 30 days of the platform's zone ending today", () => {
    // 23:30 UTC on 1 March is 05:00 on 2 March in India.
    const days = lastDays(new Date('2026-03-01T23:30:00Z'), 'Asia/Kolkata');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-02-01');
    expect(days[29]).toBe('2026-03-02');
    expect(lastDays(new Date('2026-03-01T23:30:00Z'), 'UTC')[29]).toBe('2026-03-01');
  });

  it('gives platform totals, designs by type and 30 zero-filled days', async () => {
    const res = await get('/admin/analytics', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({ orgs: 2, users: 2, designs: 5, published: 3, active: 2 });
    expect(Object.keys(body.designsByType).sort()).toEqual([...DESIGN_TYPE_IDS].sort());
    expect(body.designsByType).toMatchObject({
      promotion_coupon: 3,
      restaurant_menu: 1,
      promotion_membercard: 1,
      promotion_referafriend: 0,
    });
    expect(body.perDay).toHaveLength(ANALYTICS_DAYS);
    expect(body.timeZone).toBe('Asia/Kolkata');
    expect(body.perDay.at(-1)).toEqual({ day: zoneDay(0), views: 17, scans: 3 });
    expect(body.perDay.at(-2)).toEqual({ day: zoneDay(-1), views: 0, scans: 2 });
    expect(body.perDay.at(-3)).toEqual({ day: zoneDay(-2), views: 4, scans: 0 });
    expect(body.perDay[0]).toEqual({ day: zoneDay(-(ANALYTICS_DAYS - 1)), views: 0, scans: 0 });
  });

  it("gives an organisation its designs by state, active count and its pages' figures", async () => {
    const res = await get(`/org/${orgId}/analytics`, ownerHeaders);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.designsByState).toEqual({ NEW: 1, PUBLISHED: 2, DISABLED: 1 });
    expect(body.active).toBe(1);
    expect(body.perDay).toHaveLength(ANALYTICS_DAYS);
    expect(body.perDay.at(-1)).toEqual({ day: zoneDay(0), views: 7, scans: 3 });
    expect(body.perDay.at(-2)).toEqual({ day: zoneDay(-1), views: 0, scans: 0 });

    const other = (await get(`/org/${otherOrgId}/analytics`, admin)).json();
    expect(other).toMatchObject({
      designsByState: { NEW: 0, PUBLISHED: 1, DISABLED: 0 },
      active: 1,
    });
  });

  it('guards both: 401, 403 and 404', async () => {
    expect((await get('/admin/analytics', {})).statusCode).toBe(401);
    expect((await get('/admin/analytics', ownerHeaders)).statusCode).toBe(403);
    expect((await get(`/org/${orgId}/analytics`, {})).statusCode).toBe(401);
    expect((await get(`/org/${otherOrgId}/analytics`, ownerHeaders)).statusCode).toBe(403);
    expect((await get('/org/999999/analytics', admin)).statusCode).toBe(404);
  });

  // Runs last: the users it adds would change the platform totals above.
  it("shows an organisation's figures to its owners and administrators, not to other staff", async () => {
    const as = async (role: string, status = 1) => {
      const user = await t.factory.user();
      const member = await t.factory.member(orgId, user.id, role);
      if (status !== member.status) {
        await t.app.db.update(members).set({ status }).where(eq(members.userId, user.id));
      }
      return t.auth(await t.factory.session(user.id));
    };
    expect((await get(`/org/${orgId}/analytics`, await as('org_admin'))).statusCode).toBe(200);
    for (const role of ['org_employee', 'org_operator', 'org_contractor']) {
      expect((await get(`/org/${orgId}/analytics`, await as(role))).statusCode).toBe(403);
    }
    // An owner whose membership is switched off runs nothing.
    expect((await get(`/org/${orgId}/analytics`, await as('org_owner', 0))).statusCode).toBe(403);
  });
});
