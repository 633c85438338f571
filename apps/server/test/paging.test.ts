// Listings that scale (issue 32): the city listing and an organisation's designs list take
// `limit` and an opaque `cursor` (keyset paging on their indexed order), keep today's bare array
// for clients that send neither (capped at UNPAGED_LIST_CAP), and the designs list searches by
// title. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import {
  type Design,
  ERROR_MESSAGES,
  PAGE_LIMIT_MAX,
  PUBLISHED,
  type PublicContent,
  pagedSchema,
  UNPAGED_LIST_CAP,
} from '@nibble/core';
import { z } from '@nibble/core/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, type OrgRow, pages } from '../src/db/schema.ts';
import { makeTestApp, platformDay, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const paged = pagedSchema(z.object({ id: z.number(), title: z.string() }).passthrough());
// Every row of a batch shares one timestamp: the order key ties, only the id breaks it.
const SAME_TIME = new Date('2026-10-01T10:00:00.123Z');

/** `count` published designs of `org`, each with its 'app' page record, all at one instant. */
async function publishedDesigns(org: OrgRow, count: number, title = (i: number) => `Offer ${i}`) {
  const rows = await t.app.db
    .insert(contents)
    .values(
      Array.from({ length: count }, (_, i) => ({
        orgId: org.id,
        title: title(i),
        type: 'promotion_coupon',
        published: PUBLISHED.published,
        publishStart: platformDay(-1),
        publishEnd: platformDay(5),
        updatedAt: SAME_TIME,
      })),
    )
    .returning({ id: contents.id });
  await t.app.db
    .insert(pages)
    .values(
      rows.map((row) => ({ contentId: row.id, channel: 'app', title: 'x', createdAt: SAME_TIME })),
    );
  return rows.map((row) => row.id);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** Every page of a listing, following nextCursor; the ids in the order they came. */
async function walk(base: string, limit: number, headers: Record<string, string> = {}) {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pagesRead = 0;
  do {
    const url = `${base}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    const page = paged.parse(res.json());
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pagesRead += 1;
    expect(pagesRead).toBeLessThan(100);
  } while (cursor);
  return { ids, pagesRead };
}

describe('GET /contents-city with limit and cursor', () => {
  it('walks every offer once, in the unpaged order, while the order key ties', async () => {
    const org = await t.factory.org({ city: 'Pagingpur' });
    const ids = await publishedDesigns(org, 11);
    // A print page of the first design: the design is still listed once, by its 'app' record.
    await t.app.db
      .insert(pages)
      .values({ contentId: ids[0] ?? 0, channel: 'A5 flyer', createdAt: SAME_TIME });

    const unpaged = await get('/contents-city?city=Pagingpur');
    expect(unpaged.statusCode).toBe(200);
    const all = (unpaged.json() as PublicContent[]).map((c) => c.id);
    expect(Array.isArray(unpaged.json())).toBe(true);
    expect(all).toHaveLength(11);

    const { ids: walked, pagesRead } = await walk('/contents-city?city=Pagingpur', 4);
    expect(walked).toEqual(all);
    expect(new Set(walked).size).toBe(11);
    expect(pagesRead).toBe(3);
  });

  it('answers an exact last page with nextCursor null', async () => {
    const org = await t.factory.org({ city: 'Evenpur' });
    await publishedDesigns(org, 4);
    const first = paged.parse((await get('/contents-city?city=Evenpur&limit=2')).json());
    expect(first.items).toHaveLength(2);
    const second = paged.parse(
      (await get(`/contents-city?city=Evenpur&limit=2&cursor=${first.nextCursor}`)).json(),
    );
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    // A cursor alone pages with the default size.
    const rest = await get(`/contents-city?city=Evenpur&cursor=${first.nextCursor}`);
    expect(paged.parse(rest.json()).items).toHaveLength(2);
  });

  it(`caps the unpaged answer at ${UNPAGED_LIST_CAP}, newest first`, async () => {
    const org = await t.factory.org({ city: 'Cappur' });
    await publishedDesigns(org, UNPAGED_LIST_CAP + 3);
    const res = await get('/contents-city?city=Cappur');
    expect(res.statusCode).toBe(200);
    const body = res.json() as PublicContent[];
    expect(body).toHaveLength(UNPAGED_LIST_CAP);
    const walked = await walk('/contents-city?city=Cappur', PAGE_LIMIT_MAX);
    expect(walked.ids).toHaveLength(UNPAGED_LIST_CAP + 3);
    expect(walked.ids.slice(0, UNPAGED_LIST_CAP)).toEqual(body.map((c) => c.id));
  });

  it('refuses a bad limit or cursor with 400 in the error shape', async () => {
    for (const limit of ['0', '-1', '101', '2.5', 'ten', '']) {
      const res = await get(`/contents-city?city=Kannur&limit=${limit}`);
      expect(res.statusCode, `limit=${limit}`).toBe(400);
      expect(res.json().error.message).toContain(ERROR_MESSAGES.page_limit_invalid);
    }
    const designsCursor = Buffer.from(JSON.stringify(['d', '2026-10-01 10:00:00+00', 3])).toString(
      'base64url',
    );
    const forged = Buffer.from(JSON.stringify(['c', 'yesterday', 3])).toString('base64url');
    const huge = Buffer.from(JSON.stringify(['c', '2026-10-01 10:00:00+00', 2 ** 40])).toString(
      'base64url',
    );
    for (const cursor of ['garbage!', 'Zm9v', designsCursor, forged, huge, 'a'.repeat(300)]) {
      const res = await get(`/contents-city?city=Kannur&cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      const { error } = res.json();
      expect(error.code).toEqual(expect.any(String));
      expect(error.message).toContain(ERROR_MESSAGES.page_cursor_invalid);
    }
  });
});

describe('GET /org/{orgId}/contents with limit, cursor and q', () => {
  let org: OrgRow;
  let headers: Record<string, string>;
  beforeAll(async () => {
    org = await t.factory.org({ city: 'Designpur' });
    headers = t.auth(await t.factory.memberSession(org.id, 'org_owner'));
  });

  it('walks every design once while the order key ties, and keeps the bare array unpaged', async () => {
    await publishedDesigns(org, 9, (i) => `Design ${i}`);
    const unpaged = await get(`/org/${org.id}/contents?type=promotion_coupon`, headers);
    expect(unpaged.statusCode).toBe(200);
    const all = (unpaged.json() as Design[]).map((d) => d.id);
    expect(all).toHaveLength(9);
    const { ids } = await walk(`/org/${org.id}/contents?type=promotion_coupon`, 2, headers);
    expect(ids).toEqual(all);
  });

  it('finds designs by part of the title, any case, in Malayalam and Hindi too', async () => {
    const titles = ['ഓണം ഓഫർ 2026', 'दिवाली सेल', 'Summer SALE', '50% off', 'Plain'];
    await publishedDesigns(org, titles.length, (i) => titles[i] ?? '');
    const find = async (q: string) => {
      const res = await get(`/org/${org.id}/contents?q=${encodeURIComponent(q)}&limit=10`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return paged.parse(res.json()).items.map((d) => d.title);
    };
    expect(await find('sale')).toEqual(['Summer SALE']);
    expect(await find('ഓണം')).toEqual(['ഓണം ഓഫർ 2026']);
    expect(await find('  दिवाली ')).toEqual(['दिवाली सेल']);
    // LIKE's wildcards are letters in a search.
    expect(await find('%')).toEqual(['50% off']);
    expect(await find('_')).toEqual([]);
    expect(await find('nothing like it')).toEqual([]);
    const tooLong = await get(`/org/${org.id}/contents?q=${'x'.repeat(101)}`, headers);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain(ERROR_MESSAGES.search_too_long);
  });

  it(`caps the unpaged answer at ${UNPAGED_LIST_CAP} and refuses a city cursor`, async () => {
    const big = await t.factory.org();
    const bigHeaders = t.auth(await t.factory.memberSession(big.id, 'org_owner'));
    await publishedDesigns(big, UNPAGED_LIST_CAP + 1);
    const res = await get(`/org/${big.id}/contents`, bigHeaders);
    expect(res.json()).toHaveLength(UNPAGED_LIST_CAP);
    const cityCursor = Buffer.from(JSON.stringify(['c', '2026-10-01 10:00:00+00', 3])).toString(
      'base64url',
    );
    const refused = await get(`/org/${big.id}/contents?cursor=${cityCursor}`, bigHeaders);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(ERROR_MESSAGES.page_cursor_invalid);
  });
});
