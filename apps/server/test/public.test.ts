// The public API on the running app: city listing, one content, the cities of Home's dropdown.
// The clock is the process clock (fixed with vi.setSystemTime); the listing cache lives for
// 5 s of that clock, so each boundary check asks about a city or page not asked before.
// Over 300 lines: the three public routes over one app and one fixed clock, whose cache boundaries
// the cases walk in order.
import { PUBLISHED } from '@nibble/core';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contents, type OrgRow, pages } from '../src/db/schema.ts';
import { listCityContents } from '../src/modules/public/service.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

dayjs.extend(utc);
// Wall-clock times in the platform zone (Asia/Kolkata, +05:30, no summer time), whatever the
// zone of the process running the tests: days and "now" are both the platform's.
const kolkata = (text: string) => dayjs(`${text}+05:30`).utcOffset(330);

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (when: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(when);
};

/** A design of `org` published (or not) from the start of `start` to the end of `end`. */
async function design(
  org: OrgRow,
  title: string,
  start: dayjs.Dayjs,
  end: dayjs.Dayjs,
  published: number = PUBLISHED.published,
) {
  const row = await t.factory.design(org.id, {
    title,
    ownerId: org.id,
    ownerName: org.name,
    published,
    publishStart: start.format('YYYY-MM-DD'),
    publishEnd: end.format('YYYY-MM-DD'),
  });
  const page = await t.factory.page(row.id, {
    title,
    channel: 'app',
    publisherId: org.id,
    publisherName: org.name,
  });
  return page.id;
}

let cityCounter = 0;
const freshCity = () => `Testpur ${++cityCounter}`;

const listCity = (city: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/contents-city', query: { city } });
const getPage = (pageId: string | number) =>
  t.app.inject({ method: 'GET', url: '/api/v1/contents-id', query: { pageId: String(pageId) } });
const titles = (body: Array<{ title: string }>) => body.map((c) => c.title);

// Midnight that starts "day X" in the server's time zone (the rule counts local days).
const dayX = kolkata('2031-03-10T00:00:00');

/** One design that starts on day X and one that ended the day before, in a new city. */
async function boundaryCity() {
  const city = freshCity();
  const org = await t.factory.org({ city, name: `Shop of ${city}` });
  const starts = await design(org, 'Starts on X', dayX, dayX.add(5, 'day'));
  const ended = await design(
    org,
    'Ended before X',
    dayX.subtract(5, 'day'),
    dayX.subtract(1, 'day'),
  );
  return { city, starts, ended };
}

describe('GET /api/v1/contents-city', () => {
  it('includes a window from 00:00:00.000 of its start day, not one ms before', async () => {
    const late = await boundaryCity();
    at(dayX.subtract(1, 'millisecond').toDate());
    expect(titles((await listCity(late.city)).json())).toEqual(['Ended before X']);

    const midnight = await boundaryCity();
    at(dayX.toDate());
    expect(titles((await listCity(midnight.city)).json())).toEqual(['Starts on X']);
  });

  it('includes a window until 23:59:59.999 of its end day, not one ms after', async () => {
    const org = await t.factory.org({ city: freshCity() });
    await design(org, 'Ends on X', dayX.subtract(2, 'day'), dayX);
    at(dayX.endOf('day').toDate());
    expect(titles((await listCity(org.city)).json())).toEqual(['Ends on X']);

    const next = await t.factory.org({ city: freshCity() });
    await design(next, 'Ends on X', dayX.subtract(2, 'day'), dayX);
    at(dayX.endOf('day').add(1, 'millisecond').toDate());
    expect((await listCity(next.city)).json()).toEqual([]);
  });

  it('matches the city case-insensitively and trimmed, newest first, with the card fields', async () => {
    const org = await t.factory.org({ city: 'Kozhikode', name: 'Calicut Spices' });
    const other = await t.factory.org({ city: 'Kannur', name: 'Elsewhere' });
    const now = kolkata('2031-06-15T12:00:00');
    const older = await design(org, 'Older offer', now.subtract(1, 'day'), now.add(1, 'day'));
    const newer = await design(org, 'Newer offer', now.subtract(3, 'day'), now.add(3, 'day'));
    await design(org, 'Draft', now, now.add(1, 'day'), PUBLISHED.unpublished);
    await design(org, 'Disabled', now, now.add(1, 'day'), PUBLISHED.disabled);
    await design(org, 'Next month', now.add(30, 'day'), now.add(40, 'day'));
    await design(other, 'Not in Kozhikode', now, now.add(1, 'day'));

    at(now.toDate());
    const res = await listCity('  kOZHIKODE ');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual([
      {
        id: newer,
        title: 'Newer offer',
        preview: '',
        type: 'promotion_coupon',
        template: '',
        code_type: '001',
        publisher_name: 'Calicut Spices',
        publisher_city: 'Kozhikode',
      },
      expect.objectContaining({ id: older, title: 'Older offer' }),
    ]);
  });

  it('answers an unknown city with an empty list', async () => {
    const res = await listCity('Atlantis');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a missing or blank city with 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/contents-city' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Please give a city');
    const blank = await listCity('   ');
    expect(blank.statusCode).toBe(400);
    const long = await listCity('x'.repeat(500));
    expect(long.statusCode).toBe(400);
  });

  it('serves a repeat from its 5 s cache, then shows the change', async () => {
    const org = await t.factory.org({ city: freshCity() });
    const now = kolkata('2031-07-01T09:00:00');
    await design(org, 'First', now, now);
    at(now.toDate());
    expect(titles((await listCity(org.city)).json())).toEqual(['First']);

    await design(org, 'Second', now, now);
    vi.setSystemTime(now.add(4_900, 'millisecond').toDate());
    expect(titles((await listCity(org.city)).json())).toEqual(['First']);
    vi.setSystemTime(now.add(5_001, 'millisecond').toDate());
    expect(titles((await listCity(org.city)).json())).toEqual(['Second', 'First']);
  });

  it('lists a design once, under its own title, however many print pages it has', async () => {
    const org = await t.factory.org({ city: freshCity() });
    const now = dayjs('2031-07-02T09:00:00');
    const appPage = await design(org, 'ഓണം ഓഫർ 50% കിഴിവ്', now, now);
    const [app] = await t.app.db.select().from(pages).where(eq(pages.id, appPage));
    // Print pages are added after publishing, so they are newer than the app page.
    await t.app.db.insert(pages).values([
      { contentId: app?.contentId ?? 0, title: 'A5 flyer, counter', channel: 'print' },
      { contentId: app?.contentId ?? 0, title: 'Window sticker', channel: 'app' },
    ]);
    at(now.toDate());
    const listed = (await listCity(org.city)).json();
    expect(listed).toEqual([expect.objectContaining({ id: appPage, title: 'ഓണം ഓഫർ 50% കിഴിവ്' })]);
  });

  it('uses the same rule as core isActive in the service (explicit clock)', async () => {
    const org = await t.factory.org({ city: freshCity() });
    await design(org, 'One day', dayX, dayX);
    const list = (now: dayjs.Dayjs) =>
      listCityContents(t.app.db, org.city, now.toDate(), 'Asia/Kolkata');
    expect(await list(dayX.subtract(1, 'millisecond'))).toHaveLength(0);
    expect(await list(dayX)).toHaveLength(1);
    expect(await list(dayX.endOf('day'))).toHaveLength(1);
    expect(await list(dayX.endOf('day').add(1, 'millisecond'))).toHaveLength(0);
  });
});

describe('GET /api/v1/contents-id', () => {
  it('answers a published, active page record with its window', async () => {
    const org = await t.factory.org({ city: ' Nileshwar ', name: 'Nileshwar Books' });
    const now = kolkata('2031-08-01T10:00:00');
    const id = await design(org, 'Book fair', now.subtract(1, 'day'), now.add(1, 'day'));
    at(now.toDate());
    const res = await getPage(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      title: 'Book fair',
      preview: '',
      type: 'promotion_coupon',
      template: '',
      code_type: '001',
      publisher_name: 'Nileshwar Books',
      publisher_city: 'Nileshwar',
      publish_start: '2031-07-31',
      publish_end: '2031-08-02',
      valid_from: '2031-07-31',
      valid_to: '2031-08-02',
    });
  });

  it('falls back to the design preview when the page record has none', async () => {
    const org = await t.factory.org({ city: freshCity() });
    const now = kolkata('2031-08-02T10:00:00');
    const id = await design(org, 'With picture', now, now);
    const [page] = await t.app.db.select().from(pages).where(eq(pages.id, id));
    await t.app.db
      .update(contents)
      .set({ preview: '/api/v1/design-image/1/path/design-1' })
      .where(eq(contents.id, page?.contentId ?? 0));
    at(now.toDate());
    expect((await getPage(id)).json().preview).toBe('/api/v1/design-image/1/path/design-1');
  });

  it("answers a print page's QR under its design's title, with the print page's picture", async () => {
    const org = await t.factory.org({ city: freshCity() });
    const now = dayjs('2031-08-03T10:00:00');
    const appPage = await design(org, 'दिवाली धमाका ऑफर ₹499', now, now);
    const [app] = await t.app.db.select().from(pages).where(eq(pages.id, appPage));
    const [print] = await t.app.db
      .insert(pages)
      .values({
        contentId: app?.contentId ?? 0,
        title: 'Print 2 (internal)',
        channel: 'print',
        preview: '/api/v1/design-image/1/path/page-9-1',
      })
      .returning();
    at(now.toDate());
    const res = await getPage(print?.id ?? 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: print?.id,
      title: 'दिवाली धमाका ऑफर ₹499',
      preview: '/api/v1/design-image/1/path/page-9-1',
    });
  });

  it('includes the boundaries of the window and nothing outside', async () => {
    const first = await boundaryCity();
    at(dayX.subtract(1, 'millisecond').toDate());
    expect((await getPage(first.starts)).statusCode).toBe(404);
    expect((await getPage(first.ended)).statusCode).toBe(200);

    const second = await boundaryCity();
    at(dayX.toDate());
    expect((await getPage(second.starts)).statusCode).toBe(200);
    expect((await getPage(second.ended)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown, unpublished or disabled design', async () => {
    const org = await t.factory.org({ city: freshCity() });
    const now = kolkata('2031-09-01T10:00:00');
    const draft = await design(org, 'Draft', now, now, PUBLISHED.unpublished);
    const disabled = await design(org, 'Disabled', now, now, PUBLISHED.disabled);
    at(now.toDate());
    for (const id of [draft, disabled, 2_000_000_000]) {
      const res = await getPage(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('page_not_found');
    }
  });

  it('refuses a page id that is not a page number with 400, never a 500', async () => {
    for (const pageId of ['abc', '-1', '0', '1.5', '12345678901', '9999999999', '1;drop']) {
      const res = await getPage(pageId);
      expect(res.statusCode, pageId).toBe(400);
      expect(res.json().error.message).toBe('pageId must be a page number');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/contents-id' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /api/v1/cities', () => {
  it('lists each city with active published content once, spelling differences merged', async () => {
    const now = kolkata('2032-01-05T10:00:00');
    const a = await t.factory.org({ city: 'Kanhangad', state: 'kerala' });
    const b = await t.factory.org({ city: ' kanhangad ', state: 'kerala' });
    const quiet = await t.factory.org({ city: 'Quietville', state: 'goa' });
    const mumbai = await t.factory.org({ city: 'Mumbai', state: 'maharashtra' });
    await design(a, 'A', now, now);
    await design(b, 'B', now, now);
    await design(quiet, 'Ended', now.subtract(9, 'day'), now.subtract(1, 'day'));
    await design(mumbai, 'M', now, now.add(2, 'day'));
    at(now.toDate());
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/cities' });
    expect(res.statusCode).toBe(200);
    const cities: Array<{ state: string; city: string }> = res.json();
    expect(cities.filter((c) => c.city.toLowerCase() === 'kanhangad')).toHaveLength(1);
    expect(cities).toContainEqual({ state: 'maharashtra', city: 'Mumbai' });
    expect(cities.map((c) => c.city)).not.toContain('Quietville');
  });
});
