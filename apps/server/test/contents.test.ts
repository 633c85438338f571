// Over 300 lines: one suite per design route (create, read, list, save, publish, duplicate,
// delete) over one app, as the spec lists them.
import { gunzipSync } from 'node:zlib';
import type { Design, PageRecord } from '@nibble/core';
import {
  addDays,
  BLANK_DESIGN_MESSAGE,
  PUBLICATION_MESSAGES,
  restaurantMenuEnd,
} from '@nibble/core';
import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPRESS_FROM_BYTES } from '../src/http/compressed-json.ts';
import { clock } from '../src/modules/contents/clock.ts';
import { campaignJson, menuJson, twoOrgs } from './fixtures/designs.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

// Noon in the platform zone (Asia/Kolkata), whatever the zone of the process.
const NOW = new Date('2026-03-10T12:00:00+05:30');
const day = (offset: number) => addDays('2026-03-10', offset);
const END_OF_TODAY = new Date('2026-03-10T23:59:59.999+05:30');

describe('designs (organisation contents)', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoOrgs>>;
  let now = NOW;
  beforeAll(async () => {
    t = await makeTestApp();
    s = await twoOrgs(t);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
    now = NOW;
  });
  const fixClock = () => vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));

  const base = () => `/api/v1/org/${s.org.id}`;
  const create = async (body: Record<string, unknown> = {}) => {
    const res = await t.request('POST', `${base()}/content`, s.member, {
      title: 'Summer sale',
      content: campaignJson(),
      type: 'promotion_coupon',
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return res.json<Design>();
  };
  const put = (id: number, payload: Record<string, unknown>, headers = s.member) =>
    t.app.inject({ method: 'PUT', url: `${base()}/content/${id}`, headers, payload });

  describe('create, read, list', () => {
    it('creates a design with the spec create values', async () => {
      const design = await create();
      expect(design).toMatchObject({
        title: 'Summer sale',
        type: 'promotion_coupon',
        status: 3,
        owner_type: 1,
        auto_bookmark: 1,
        version: 'v1',
        api: '/app/coupon',
        owner_id: s.org.id,
        owner_name: 'Malabar Mart',
        published: 0,
        publish_start: null,
        publish_end: null,
        revision: 1,
        preview: '',
      });
      const read = await t.request('GET', `${base()}/content/${design.id}`, s.member);
      expect(read.json<Design>()).toEqual(design);
    });

    it.each([
      [{ title: '   ' }, 'Please input title'],
      [{ title: undefined }, 'Please input title'],
      [{ type: 'toString' }, 'Please select a valid design type'],
      [{ type: 'flyer' }, 'Please select a valid design type'],
    ])('refuses %j with 400 %s', async (body, message) => {
      const res = await t.request('POST', `${base()}/content`, s.member, {
        title: 'x',
        content: '',
        type: 'promotion_coupon',
        ...body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    });

    it('refuses content that is not a campaign with the parser message', async () => {
      for (const content of ['{not json', '[1,2]', JSON.stringify({ width: -5 })]) {
        const res = await t.request('POST', `${base()}/content`, s.member, {
          title: 'x',
          content,
          type: 'promotion_coupon',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toMatch(/^The design could not be read/);
      }
    });

    it('refuses a preview that is not an image of this site', async () => {
      const res = await t.request('POST', `${base()}/content`, s.member, {
        title: 'x',
        type: 'promotion_coupon',
        preview: 'https://evil.example/p.png',
      });
      expect(res.statusCode).toBe(400);
    });

    it('lists newest updated first and filters by type', async () => {
      const org = await t.factory.org();
      const headers = t.auth(await t.factory.memberSession(org.id));
      const make = async (title: string, type: string) =>
        (
          await t.request('POST', `/api/v1/org/${org.id}/content`, headers, {
            title,
            type,
            content: '',
          })
        ).json<Design>();
      const a = await make('A', 'promotion_coupon');
      const b = await make('B', 'restaurant_menu');
      const c = await make('C', 'promotion_coupon');
      // Saving A makes it the most recently updated.
      await t.request('PUT', `/api/v1/org/${org.id}/content/${a.id}`, headers, {
        content: campaignJson(),
        revision: 1,
      });
      const all = await t.request('GET', `/api/v1/org/${org.id}/contents`, headers);
      expect(all.json<Design[]>().map((d) => d.title)).toEqual(['A', 'C', 'B']);
      const menus = await t.request(
        'GET',
        `/api/v1/org/${org.id}/contents?type=restaurant_menu`,
        headers,
      );
      expect(menus.json<Design[]>().map((d) => d.id)).toEqual([b.id]);
      expect(c.id).toBeGreaterThan(b.id);
    });
  });

  describe('large answers, gzipped for a client that takes it (issue 16)', () => {
    const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
    // About 40 KB of document: a long menu.
    const bigCampaign = (text: string) => menuJson(text, 400);
    const unzippedDesign = (answer: { rawPayload: Buffer }) =>
      JSON.parse(gunzipSync(answer.rawPayload).toString()) as Design;

    it('reads a large design gzipped — the same bytes once unzipped — and a small one plain', async () => {
      const big = await create({ content: bigCampaign('ഓണം ഓഫർ 50% കിഴിവ്') });
      const url = `${base()}/content/${big.id}`;
      const plain = await t.app.inject({ url, headers: s.member });
      const zipped = await t.app.inject({ url, headers: { ...s.member, ...GZIP } });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
      expect(plain.json<Design>().id).toBe(big.id);
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toBe(plain.headers['content-type']);
      expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      for (const answer of [plain, zipped]) expect(answer.headers.vary).toBe('Accept-Encoding');

      const refused = await t.request('GET', url, {
        ...s.member,
        'accept-encoding': 'gzip;q=0, br',
      });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);

      const small = await create();
      const smallAnswer = await t.request('GET', `${base()}/content/${small.id}`, {
        ...s.member,
        ...GZIP,
      });
      expect(smallAnswer.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
      expect(smallAnswer.headers['content-encoding']).toBeUndefined();
      expect(smallAnswer.json<Design>()).toMatchObject({ id: small.id, title: 'Summer sale' });
    });

    it('gzips the answers to a save, a creation, a duplicate and the list the same way', async () => {
      const created = await t.request(
        'POST',
        `${base()}/content`,
        { ...s.member, ...GZIP },
        { title: 'Big', content: bigCampaign('Biryani ₹180'), type: 'promotion_coupon' },
      );
      expect(created.statusCode).toBe(201);
      expect(created.headers['content-encoding']).toBe('gzip');
      const design = unzippedDesign(created);
      expect(design.title).toBe('Big');

      const saved = await t.request(
        'PUT',
        `${base()}/content/${design.id}`,
        { ...s.member, ...GZIP },
        { content: bigCampaign('दिवाली धमाका ऑफर ₹499'), revision: design.revision },
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.headers['content-encoding']).toBe('gzip');
      const after = unzippedDesign(saved);
      expect(after.revision).toBe(design.revision + 1);
      expect(after.content).toContain('दिवाली धमाका ऑफर ₹499');

      const copy = await t.request('POST', `${base()}/content/${design.id}/duplicate`, {
        ...s.member,
        ...GZIP,
      });
      expect(copy.statusCode).toBe(201);
      expect(copy.headers['content-encoding']).toBe('gzip');
      expect(unzippedDesign(copy).id).not.toBe(design.id);

      const list = await t.request('GET', `${base()}/contents`, { ...s.member, ...GZIP });
      const plainList = await t.request('GET', `${base()}/contents`, s.member);
      expect(list.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(list.rawPayload).equals(plainList.rawPayload)).toBe(true);
    });
  });

  describe('who may', () => {
    it('answers 401 without a token, 403 to a non-member, 404 for another org design', async () => {
      const design = await create();
      const anonymous = await t.app.inject({ url: `${base()}/content/${design.id}` });
      expect(anonymous.statusCode).toBe(401);
      const outsider = await t.request('GET', `${base()}/content/${design.id}`, s.stranger);
      expect(outsider.statusCode).toBe(403);
      const viaOwnOrg = await t.request(
        'GET',
        `/api/v1/org/${s.other.id}/content/${design.id}`,
        s.stranger,
      );
      expect(viaOwnOrg.statusCode).toBe(404);
      const deleteViaOwnOrg = await t.request(
        'DELETE',
        `/api/v1/org/${s.other.id}/content/${design.id}`,
        s.stranger,
      );
      expect(deleteViaOwnOrg.statusCode).toBe(404);
      const list = await t.request('GET', `/api/v1/org/${s.other.id}/contents`, s.stranger);
      expect(list.json<Design[]>().some((d) => d.id === design.id)).toBe(false);
    });

    it('answers ids beyond the database range as bad input, never 500', async () => {
      const huge = '99999999999999999999';
      const urls = [
        `${base()}/content/${huge}`,
        `${base()}/pages?content_id=${huge}`,
        `/api/v1/org/${s.org.id}/template/${huge}`,
        `/api/v1/design-image/${huge}/path/design-1`,
        `/api/v1/design-image/1/path/template-${huge}-1`,
        `/api/v1/design-image/1/path/page-${huge}-1`,
      ];
      for (const url of urls) {
        const res = await t.app.inject({ url, headers: s.member });
        expect(res.statusCode, url).toBe(400);
      }
    });

    it('lets a platform admin work on any organisation', async () => {
      const design = await create();
      const res = await t.request('GET', `${base()}/content/${design.id}`, s.admin);
      expect(res.statusCode).toBe(200);
    });
  });

  describe('saving', () => {
    it('saves content and campaign with the loaded revision and counts revisions', async () => {
      fixClock();
      const design = await create();
      const first = await put(design.id, { content: campaignJson('A', 'one'), revision: 1 });
      expect(first.statusCode).toBe(200);
      expect(first.json<Design>()).toMatchObject({
        revision: 2,
        content: campaignJson('A', 'one'),
      });
      expect(first.json<Design>().updated).toBe(NOW.toISOString());
      const preview = `/api/v1/design-image/${design.id}/path/design-123`;
      const second = await put(design.id, {
        campaign: campaignJson('A', 'two'),
        preview,
        revision: 2,
      });
      expect(second.json<Design>()).toMatchObject({ revision: 3, preview });
    });

    it('answers a stale revision 409 stale_revision with the current design', async () => {
      const design = await create();
      await put(design.id, { content: campaignJson('A', 'mine'), revision: 1 });
      const stale = await put(design.id, { campaign: campaignJson('A', 'theirs'), revision: 1 });
      expect(stale.statusCode).toBe(409);
      const body = stale.json<{ error: { code: string; message: string }; current: Design }>();
      expect(body.error).toEqual({
        code: 'stale_revision',
        message: 'This design was changed elsewhere. Reload it or save a copy.',
      });
      expect(body.current).toMatchObject({ id: design.id, revision: 2 });
      expect(body.current.content).toBe(campaignJson('A', 'mine'));
    });

    it('refuses bodies that mix or miss the agreed keys', async () => {
      const design = await create();
      for (const payload of [
        { content: campaignJson() },
        { content: campaignJson(), campaign: campaignJson(), revision: 1 },
        { content: campaignJson(), published: 1, revision: 1 },
        { published: 3 },
        { published: 0, publish_start: day(0) },
        {},
      ]) {
        const res = await put(design.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const broken = await put(design.id, { content: '{"pages": 5}', revision: 1 });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error.message).toMatch(/^The design could not be read/);
    });
  });

  describe('publication', () => {
    it('publishes a NEW design for whole days and creates its public page record once', async () => {
      fixClock();
      const design = await create();
      const res = await put(design.id, {
        published: 1,
        publish_start: day(0),
        publish_end: day(7),
      });
      expect(res.statusCode).toBe(200);
      const published = res.json<Design>();
      expect(published.published).toBe(1);
      // The chosen calendar days, as chosen.
      expect(published.publish_start).toBe(day(0));
      expect(published.publish_end).toBe(day(7));

      const records = await t.request('GET', `${base()}/pages?content_id=${design.id}`, s.member);
      expect(records.json<PageRecord[]>()).toEqual([
        expect.objectContaining({
          code_type: '001',
          content_id: design.id,
          title: 'Summer sale',
          channel: 'app',
          publisher_id: s.org.id,
          publisher_name: 'Malabar Mart',
          auto_bookmark: 1,
          content: design.content,
        }),
      ]);

      // Refusals while published and active, each with its reason.
      const refusals: Array<[Record<string, unknown>, string]> = [
        [
          { published: 1, publish_start: day(1), publish_end: day(9) },
          'Only a new design can be published.',
        ],
        [{ published: 0 }, PUBLICATION_MESSAGES.unpublishActive],
        [{ published: 2 }, PUBLICATION_MESSAGES.disableActive],
        [{ published: 1 }, PUBLICATION_MESSAGES.enableNotDisabled],
        [
          { content: campaignJson(), revision: 1 },
          'A published design cannot be edited. Unpublish it first.',
        ],
        [
          { campaign: campaignJson(), revision: 1 },
          'A published design cannot be edited. Unpublish it first.',
        ],
      ];
      for (const [payload, message] of refusals) {
        const refused = await put(design.id, payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(409);
        expect(refused.json().error.message).toBe(message);
      }
      const del = await t.request('DELETE', `${base()}/content/${design.id}`, s.member);
      expect(del.statusCode).toBe(409);

      // After the window: disable, enable (keeps the page record), then unpublish.
      now = dayjs(NOW).add(8, 'day').toDate();
      expect((await put(design.id, { published: 2 })).json<Design>().published).toBe(2);
      const disabledAgain = await put(design.id, { published: 2 });
      expect(disabledAgain.json().error.message).toBe(PUBLICATION_MESSAGES.disableNotPublished);
      const unpublishDisabled = await put(design.id, { published: 0 });
      expect(unpublishDisabled.json().error.message).toBe(
        PUBLICATION_MESSAGES.unpublishNotPublished,
      );
      expect((await put(design.id, { published: 1 })).json<Design>().published).toBe(1);
      expect((await put(design.id, { published: 0 })).json<Design>().published).toBe(0);
      const again = await t.request('GET', `${base()}/pages?content_id=${design.id}`, s.member);
      expect(again.json<PageRecord[]>()).toHaveLength(1);
    });

    it('refuses to unpublish, disable or enable a NEW design', async () => {
      fixClock();
      const design = await create();
      const cases: Array<[number, string, string]> = [
        [0, 'unpublish_not_published', PUBLICATION_MESSAGES.unpublishNotPublished],
        [2, 'disable_not_published', PUBLICATION_MESSAGES.disableNotPublished],
        [1, 'enable_not_disabled', PUBLICATION_MESSAGES.enableNotDisabled],
      ];
      for (const [published, code, message] of cases) {
        const res = await put(design.id, { published });
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toEqual({ code, message });
      }
    });

    it('applies the date rules at the day boundaries', async () => {
      fixClock();
      const design = await create();
      const bad: Array<[Record<string, unknown>, string, string]> = [
        [
          { publish_start: day(-1), publish_end: day(3) },
          'start',
          PUBLICATION_MESSAGES.startBeforeToday,
        ],
        [
          { publish_start: day(3), publish_end: day(2) },
          'end',
          PUBLICATION_MESSAGES.endBeforeStart,
        ],
        [{ publish_start: null, publish_end: day(2) }, 'start', PUBLICATION_MESSAGES.startRequired],
        [{ publish_start: day(0), publish_end: null }, 'end', PUBLICATION_MESSAGES.endRequired],
        [
          { publish_start: 'not a date', publish_end: day(2) },
          'start',
          PUBLICATION_MESSAGES.startRequired,
        ],
      ];
      for (const [dates, field, message] of bad) {
        const res = await put(design.id, { published: 1, ...dates });
        expect(res.statusCode, JSON.stringify(dates)).toBe(400);
        expect(res.json().error.message).toBe(message);
        expect(res.json().error.fields[field]).toBe(message);
      }
      // Start at today's first instant (a timestamp, as the spec sends) and end on the start
      // day: both allowed, stored as that day.
      now = END_OF_TODAY;
      const edge = await put(design.id, {
        published: 1,
        publish_start: '2026-03-09T18:30:00.000Z',
        publish_end: day(0),
      });
      expect(edge.statusCode).toBe(200);
      expect(edge.json<Design>()).toMatchObject({ publish_start: day(0), publish_end: day(0) });
      // Still active at the last millisecond of the end day; one ms later it is not.
      const active = await put(design.id, { published: 0 });
      expect(active.json().error.message).toBe(PUBLICATION_MESSAGES.unpublishActive);
      now = new Date(END_OF_TODAY.getTime() + 1);
      expect((await put(design.id, { published: 0 })).statusCode).toBe(200);
    });

    it('forces the end of a restaurant menu to ten years from today', async () => {
      fixClock();
      const menu = await create({ type: 'restaurant_menu' });
      const res = await put(menu.id, {
        published: 1,
        publish_start: day(2),
        publish_end: day(3),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Design>().publish_end).toBe(restaurantMenuEnd(NOW, 'Asia/Kolkata'));
      const noEnd = await create({ type: 'restaurant_menu' });
      const res2 = await put(noEnd.id, { published: 1, publish_start: day(0) });
      expect(res2.statusCode).toBe(200);
    });
  });

  it('refuses to publish a blank design with a clear message and changes nothing', async () => {
    fixClock();
    const blank = await create({ content: '' });
    const res = await put(blank.id, { published: 1, publish_start: day(0), publish_end: day(1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(BLANK_DESIGN_MESSAGE);
    const read = await t.request('GET', `${base()}/content/${blank.id}`, s.member);
    expect(read.json<Design>()).toMatchObject({ published: 0, publish_start: null });
  });

  describe('duplicate and delete', () => {
    it('duplicates as a NEW copy with revision 1 and no dates', async () => {
      fixClock();
      const design = await create();
      await put(design.id, { published: 1, publish_start: day(0), publish_end: day(1) });
      const res = await t.request('POST', `${base()}/content/${design.id}/duplicate`, s.member);
      expect(res.statusCode).toBe(201);
      const copy = res.json<Design>();
      expect(copy).toMatchObject({
        title: 'Summer sale (copy)',
        published: 0,
        publish_start: null,
        publish_end: null,
        revision: 1,
        type: design.type,
      });
      // The editor shows the campaign's own title: the copy opens under its own name.
      const { title: _original, ...content } = JSON.parse(design.content);
      expect(JSON.parse(copy.content)).toMatchObject({ ...content, title: 'Summer sale (copy)' });
      expect(copy.id).not.toBe(design.id);
      const missing = await t.request('POST', `${base()}/content/999999/duplicate`, s.member);
      expect(missing.statusCode).toBe(404);
    });

    it('deletes a NEW design and an expired one', async () => {
      fixClock();
      const design = await create();
      const del = await t.request('DELETE', `${base()}/content/${design.id}`, s.member);
      expect(del.statusCode).toBe(204);
      const gone = await t.request('GET', `${base()}/content/${design.id}`, s.member);
      expect(gone.statusCode).toBe(404);

      const live = await create();
      await put(live.id, { published: 1, publish_start: day(0), publish_end: day(0) });
      now = dayjs(NOW).add(1, 'day').toDate();
      const expired = await t.request('DELETE', `${base()}/content/${live.id}`, s.member);
      expect(expired.statusCode).toBe(204);
      const records = await t.request('GET', `${base()}/pages?content_id=${live.id}`, s.member);
      expect(records.json()).toEqual([]);
    });
  });
});
