// Issue 18: what the public side shows follows one rule (modules/public/on-public-side.ts):
// a design is public while it is published, today lies within its days and its organisation
// is online. Its preview pictures follow the same rule: outside it a visitor is asked to sign
// in, while members and platform admins still read them with their token.
import { PUBLISHED } from '@nibble/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, type OrgRow, orgs, pages } from '../src/db/schema.ts';
import { designImageKey, designImageUrl } from '../src/modules/contents/preview-url.ts';
import { findPublicContent, listCities, listCityContents } from '../src/modules/public/service.ts';
import { pngOf } from './fixtures/images.ts';
import { makeTestApp, platformDay, type TestApp } from './helpers.ts';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await makeTestApp();
  png = await pngOf(40, 25);
});
afterAll(async () => {
  await t?.close();
});

/**
 * A published design of `org` from `start` to `end` days after today (platform days), with a
 * design preview and a page preview.
 */
async function publishedDesign(org: OrgRow, start: number, end: number) {
  const design = await t.factory.design(org.id, {
    title: `Offer of ${org.name}`,
    ownerId: org.id,
    ownerName: org.name,
    published: PUBLISHED.published,
    publishStart: platformDay(start),
    publishEnd: platformDay(end),
  });
  const page = await t.factory.page(design.id, {
    title: design.title,
    channel: 'app',
    publisherId: org.id,
  });
  const designPicture = `design-${Date.now()}`;
  const pagePicture = `page-${page.id}-${Date.now()}`;
  for (const name of [designPicture, pagePicture]) {
    await t.app.blobs.put(designImageKey(design.id, name), png, 'image/png');
  }
  await t.app.db
    .update(contents)
    .set({ preview: designImageUrl(design.id, designPicture) })
    .where(eq(contents.id, design.id));
  await t.app.db
    .update(pages)
    .set({ preview: designImageUrl(design.id, pagePicture) })
    .where(eq(pages.id, page.id));
  return {
    pageId: page.id,
    pictures: [designImageUrl(design.id, designPicture), designImageUrl(design.id, pagePicture)],
  };
}

async function memberOf(org: OrgRow) {
  return t.auth(await t.factory.memberSession(org.id));
}

const statusOf = async (url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ url, headers })).statusCode;

describe('preview pictures are public only while their offer is', () => {
  it.each([
    ['has not begun', 1, 10],
    ['has ended', -10, -1],
  ])(
    'asks a visitor to sign in when the offer %s; members still read it',
    async (_when, start, end) => {
      const org = await t.factory.org({ name: 'Kannur Stores' });
      const { pictures } = await publishedDesign(org, start, end);
      const member = await memberOf(org);
      const admin = t.auth(await t.factory.roleSession('admin'));
      const outsider = await memberOf(await t.factory.org({ name: 'Elsewhere' }));
      for (const url of pictures) {
        expect(await statusOf(url), url).toBe(401);
        expect(await statusOf(url, outsider), url).toBe(404);
        expect(await statusOf(url, member), url).toBe(200);
        expect(await statusOf(url, admin), url).toBe(200);
      }
    },
  );

  it('serves the pictures of an offer running today to anyone', async () => {
    const org = await t.factory.org({ name: 'Kozhikode Kitchen' });
    const { pictures } = await publishedDesign(org, 0, 3);
    for (const url of pictures) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
  });
});

describe('an organisation set offline leaves the public side', () => {
  it('takes its designs out of the listing, the page, the cities and the pictures', async () => {
    const city = 'Nileshwar Offline';
    const org = await t.factory.org({ name: 'ഓണം ഓഫർ 50% കിഴിവ്', city });
    const { pageId, pictures } = await publishedDesign(org, 0, 3);
    const now = new Date();
    const zone = t.app.config.timeZone;
    // Online: everywhere.
    expect(await listCityContents(t.app.db, city, now, zone)).toHaveLength(1);
    expect(await findPublicContent(t.app.db, pageId, now, zone)).not.toBeNull();
    expect((await listCities(t.app.db, now, zone)).map((c) => c.city)).toContain(city);
    for (const url of pictures) expect(await statusOf(url)).toBe(200);

    await t.app.db.update(orgs).set({ status: 0 }).where(eq(orgs.id, org.id));
    expect(await listCityContents(t.app.db, city, now, zone)).toEqual([]);
    expect(await findPublicContent(t.app.db, pageId, now, zone)).toBeNull();
    expect((await listCities(t.app.db, now, zone)).map((c) => c.city)).not.toContain(city);
    for (const url of pictures) expect(await statusOf(url)).toBe(401);
    // Through the routes too (asked first now, so no cached answer stands in).
    const page = await t.app.inject({ url: `/api/v1/contents-id?pageId=${pageId}` });
    expect(page.statusCode).toBe(404);
    const listing = await t.app.inject({
      url: `/api/v1/contents-city?city=${encodeURIComponent(city)}`,
    });
    expect(listing.json()).toEqual([]);
    // A platform admin still sees the pictures, to manage the organisation.
    const admin = t.auth(await t.factory.roleSession('admin'));
    for (const url of pictures) expect(await statusOf(url, admin)).toBe(200);
  });
});
