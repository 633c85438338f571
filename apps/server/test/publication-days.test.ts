// Publication days are calendar days of the platform zone (TIME_ZONE), whatever the zone of
// the server process or of the browser that sends them (issue 15).
import type { Design, PlatformResponse } from '@nibble/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../src/modules/contents/clock.ts';
import { campaignJson, twoOrgs } from './fixtures/designs.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

// 23/11/2026 10:30 UTC: 24/11 00:30 on Kiritimati (+14), 23/11 16:00 in Kolkata, 23/11 02:30
// in Los Angeles.
const INSTANT = new Date('2026-11-23T10:30:00Z');

async function withProcessZone<T>(zone: string, run: () => Promise<T>): Promise<T> {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    return await run();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

function suite(zone: string | undefined) {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoOrgs>>;
  beforeAll(async () => {
    t = await makeTestApp(zone ? { timeZone: zone } : {});
    s = await twoOrgs(t);
  });
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const base = () => `/api/v1/org/${s.org.id}/content`;
  const create = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: base(),
      headers: s.member,
      payload: { title: 'ഓണം ഓഫർ 50% കിഴിവ്', type: 'promotion_coupon', content: campaignJson() },
    });
    return res.json<Design>();
  };
  const publish = (id: number, start: string, end: string) =>
    t.app.inject({
      method: 'PUT',
      url: `${base()}/${id}`,
      headers: s.member,
      payload: { published: 1, publish_start: start, publish_end: end },
    });
  return { t: () => t, create, publish, base, s: () => s };
}

describe('publication days on the default platform zone (Asia/Kolkata)', () => {
  const api = suite(undefined);

  it('tells the web app the platform zone', async () => {
    const res = await api.t().app.inject({ method: 'GET', url: '/api/v1/platform' });
    expect(res.statusCode).toBe(200);
    expect(res.json<PlatformResponse>()).toEqual({
      time_zone: 'Asia/Kolkata',
      public_url: api.t().app.config.publicUrl,
    });
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'stores and answers exactly the chosen days with the process in %s',
    async (processZone) => {
      vi.spyOn(clock, 'now').mockReturnValue(INSTANT);
      await withProcessZone(processZone, async () => {
        const design = await api.create();
        const res = await api.publish(design.id, '2026-11-24', '2026-12-01');
        expect(res.statusCode).toBe(200);
        expect(res.json<Design>()).toMatchObject({
          published: 1,
          publish_start: '2026-11-24',
          publish_end: '2026-12-01',
        });
        const read = await api.t().app.inject({
          url: `${api.base()}/${design.id}`,
          headers: api.s().member,
        });
        expect(read.json<Design>()).toMatchObject({
          publish_start: '2026-11-24',
          publish_end: '2026-12-01',
        });
      });
    },
  );

  it("reads the spec's ISO timestamps as days of the platform zone", async () => {
    vi.spyOn(clock, 'now').mockReturnValue(INSTANT);
    // What a browser in UTC sent before the fix for 24/11 – 01/12: its own midnights.
    const design = await api.create();
    const res = await api.publish(
      design.id,
      '2026-11-24T00:00:00.000Z',
      '2026-12-01T23:59:59.999Z',
    );
    expect(res.json<Design>()).toMatchObject({
      publish_start: '2026-11-24',
      // 01/12 23:59 UTC is 02/12 05:29 in Kolkata: an instant is read in the platform zone.
      publish_end: '2026-12-02',
    });
  });

  it('counts "today" in Kolkata, not in the process zone', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(INSTANT);
    // Kolkata's today is 23/11: it may start then, though Kiritimati's process says 24/11.
    await withProcessZone('Pacific/Kiritimati', async () => {
      const design = await api.create();
      const res = await api.publish(design.id, '2026-11-23', '2026-11-23');
      expect(res.statusCode).toBe(200);
    });
    // 22/11 is before today there, even for a process in Los Angeles where it is still 23/11.
    await withProcessZone('America/Los_Angeles', async () => {
      const design = await api.create();
      const res = await api.publish(design.id, '2026-11-22', '2026-11-30');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.start).toBe('The start date cannot be before today.');
    });
  });
});

describe('publication days on a configured platform zone (Pacific/Kiritimati)', () => {
  const api = suite('Pacific/Kiritimati');

  it('counts "today", active and the public listing in that zone', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(INSTANT);
    await withProcessZone('Asia/Kolkata', async () => {
      const design = await api.create();
      // Already 24/11 on Kiritimati: 23/11 is yesterday there.
      const early = await api.publish(design.id, '2026-11-23', '2026-11-30');
      expect(early.json().error.fields.start).toBe('The start date cannot be before today.');
      const res = await api.publish(design.id, '2026-11-24', '2026-11-24');
      expect(res.json<Design>()).toMatchObject({
        publish_start: '2026-11-24',
        publish_end: '2026-11-24',
      });
      // Active today on Kiritimati: it may not be unpublished.
      const unpublish = await api.t().app.inject({
        method: 'PUT',
        url: `${api.base()}/${design.id}`,
        headers: api.s().member,
        payload: { published: 0 },
      });
      expect(unpublish.statusCode).toBe(409);

      // The public side lists it today on Kiritimati, with the chosen days...
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(INSTANT);
        const city = await api.t().app.inject({ url: '/api/v1/contents-city?city=Kannur' });
        expect(city.json()).toEqual([
          expect.objectContaining({ title: 'ഓണം ഓഫർ 50% കിഴിവ്', publisher_city: 'Kannur' }),
        ]);
        const pageId = city.json()[0].id;
        const page = await api.t().app.inject({ url: `/api/v1/contents-id?pageId=${pageId}` });
        expect(page.json()).toMatchObject({ valid_from: '2026-11-24', valid_to: '2026-11-24' });
        // ...and not once 24/11 is over there (24/11 10:00 UTC), though Kolkata's is not.
        vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
        const later = await api.t().app.inject({ url: `/api/v1/contents-id?pageId=${pageId}` });
        expect(later.statusCode).toBe(404);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
