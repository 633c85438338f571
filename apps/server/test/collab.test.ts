// The collaboration endpoint (issue 17): who may open a design live, read-only designs, two
// clients converging, the stored live state and the JSON content kept from it, and REST saves
// beside live edits. Real websocket clients against a listening server, on PGlite and on
// PostgreSQL.
import type { Design } from '@nibble/core';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORE_DEBOUNCE_MS } from '../src/collab/index.ts';
import { members } from '../src/db/schema.ts';
import { campaignJson, createdCoupon } from './fixtures/designs.ts';
import {
  addRect,
  campaignOf,
  campaignOfState,
  collabUrl,
  connectLive,
  edit,
  type LiveClient,
  shapeIds,
  waitFor,
} from './fixtures/live-client.ts';
import { liveStateOf } from './fixtures/live-rows.ts';
import { listenLocally, makeTestApp, platformDay, type TestApp, testDbKind } from './helpers.ts';

describe(`live documents on ${testDbKind()}`, () => {
  let t: TestApp;
  let url: string;
  let orgId: number;
  let memberToken: string;
  let otherToken: string;
  let adminToken: string;
  const clients: LiveClient[] = [];

  const open = (contentId: number, token: string) => {
    const client = connectLive(url, contentId, token);
    clients.push(client);
    return client;
  };

  const createDesign = (title = 'Live') => createdCoupon(t, orgId, t.auth(memberToken), title);

  const readDesign = async (id: number) => {
    const res = await t.request('GET', `/api/v1/org/${orgId}/content/${id}`, t.auth(memberToken));
    return res.json<Design>();
  };

  const storedState = (id: number) => liveStateOf(t.app.db, id);

  const publish = (id: number) =>
    t.request('PUT', `/api/v1/org/${orgId}/content/${id}`, t.auth(memberToken), {
      published: 1,
      publish_start: platformDay(1),
      publish_end: platformDay(5),
    });

  beforeAll(async () => {
    t = await makeTestApp();
    url = collabUrl(await listenLocally(t));
    const org = await t.factory.org({ name: 'Live Mart' });
    const other = await t.factory.org({ name: 'Other Mart' });
    orgId = org.id;
    const member = await t.factory.user();
    const stranger = await t.factory.user({ role: 'org_owner' });
    const sysAdmin = await t.factory.user({ role: 'sys_admin' });
    await t.factory.member(org.id, member.id);
    await t.factory.member(other.id, stranger.id, 'org_owner');
    memberToken = await t.factory.session(member.id);
    otherToken = await t.factory.session(stranger.id);
    adminToken = await t.factory.session(sysAdmin.id);
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses a connection without a token or with a made-up one', async () => {
    const design = await createDesign();
    for (const token of ['', 'not-a-token', 'A'.repeat(43)]) {
      const client = open(design.id, token);
      expect(await client.ready).toBe(false);
      expect(client.refusal()).toBe('permission-denied');
    }
    expect(await storedState(design.id)).toBeNull();
  });

  it("refuses another organisation's owner, and a document name that is not a design", async () => {
    const design = await createDesign();
    const stranger = open(design.id, otherToken);
    expect(await stranger.ready).toBe(false);
    const client = connectLive(url, 0, memberToken);
    clients.push(client);
    expect(await client.ready).toBe(false);
    expect(await storedState(design.id)).toBeNull();
  });

  it('refuses a member whose membership was deactivated', async () => {
    const design = await createDesign();
    const user = await t.factory.user();
    await t.factory.member(orgId, user.id);
    await t.app.db.update(members).set({ status: 0 }).where(eq(members.userId, user.id));
    const client = open(design.id, await t.factory.session(user.id));
    expect(await client.ready).toBe(false);
  });

  it('lets sys_admin in, with the design built from its JSON content', async () => {
    const design = await createDesign();
    const client = open(design.id, adminToken);
    expect(await client.ready).toBe(true);
    expect(client.provider.authorizedScope).toBe('read-write');
    expect(shapeIds(campaignOf(client.doc))).toEqual(['s1']);
  });

  it('two clients converge, and the stored state and JSON content follow', async () => {
    const design = await createDesign();
    const a = open(design.id, memberToken);
    const b = open(design.id, adminToken);
    expect(await Promise.all([a.ready, b.ready])).toEqual([true, true]);
    for (let i = 0; i < 5; i++) {
      addRect(a.doc, `a${i}`);
      addRect(b.doc, `b${i}`);
    }
    const all = ['s1', ...[0, 1, 2, 3, 4].flatMap((i) => [`a${i}`, `b${i}`])].sort();
    await waitFor(
      () => shapeIds(campaignOf(a.doc)).length === 11 && shapeIds(campaignOf(b.doc)).length === 11,
      'both clients to hold 11 shapes',
    );
    expect(shapeIds(campaignOf(a.doc)).sort()).toEqual(all);
    expect(campaignOf(a.doc)).toEqual(campaignOf(b.doc));

    await waitFor(async () => (await readDesign(design.id)).revision > design.revision, 'the JSON');
    const stored = await storedState(design.id);
    expect(stored).not.toBeNull();
    expect(shapeIds(campaignOfState(stored ?? new Uint8Array())).sort()).toEqual(all);
    const saved = await readDesign(design.id);
    expect(shapeIds(JSON.parse(saved.content)).sort()).toEqual(all);
  });

  it('builds a never-opened design once when two clients open it together', async () => {
    const design = await createDesign();
    const clientsAtOnce = [0, 1, 2].map(() => open(design.id, memberToken));
    expect(await Promise.all(clientsAtOnce.map((c) => c.ready))).toEqual([true, true, true]);
    for (const client of clientsAtOnce) expect(shapeIds(campaignOf(client.doc))).toEqual(['s1']);
    const stored = await storedState(design.id);
    expect(shapeIds(campaignOfState(stored ?? new Uint8Array()))).toEqual(['s1']);
  });

  it('keeps every shape after the last client leaves and another reconnects', async () => {
    const design = await createDesign();
    const a = open(design.id, memberToken);
    expect(await a.ready).toBe(true);
    for (let i = 0; i < 10; i++) addRect(a.doc, `r${i}`);
    await waitFor(() => a.provider.unsyncedChanges === 0, 'the server to acknowledge');
    a.destroy();
    await waitFor(() => t.app.live.documentsCount === 0, 'the document to be stored and unloaded');
    const stored = campaignOfState((await storedState(design.id)) ?? new Uint8Array());
    expect(shapeIds(stored)).toHaveLength(11);
    const b = open(design.id, memberToken);
    expect(await b.ready).toBe(true);
    expect(shapeIds(campaignOf(b.doc)).sort()).toEqual(shapeIds(stored).sort());
    const saved = await readDesign(design.id);
    expect(shapeIds(JSON.parse(saved.content))).toHaveLength(11);
  });

  it('answers a REST save of an older revision with 409 after a live edit', async () => {
    const design = await createDesign();
    const a = open(design.id, memberToken);
    expect(await a.ready).toBe(true);
    addRect(a.doc, 'live');
    await waitFor(
      async () => (await readDesign(design.id)).revision > design.revision,
      'the live edit to reach the JSON',
      STORE_DEBOUNCE_MS * 10,
    );
    const stale = await t.request(
      'PUT',
      `/api/v1/org/${orgId}/content/${design.id}`,
      t.auth(memberToken),
      { content: campaignJson('Live', 'from REST'), revision: design.revision },
    );
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json<{ error: { code: string } }>().error.code).toBe('stale_revision');
  });

  it('takes a REST save of a design open live into the live document', async () => {
    const design = await createDesign();
    const a = open(design.id, memberToken);
    expect(await a.ready).toBe(true);
    addRect(a.doc, 'live');
    await waitFor(async () => (await readDesign(design.id)).revision > design.revision, 'JSON');
    const current = await readDesign(design.id);
    const changed = JSON.parse(current.content);
    changed.pages.items.p1.layers.items.l1.shapes.items.s1.attrs.text = 'from REST';
    const saved = await t.request(
      'PUT',
      `/api/v1/org/${orgId}/content/${design.id}`,
      t.auth(memberToken),
      { content: JSON.stringify(changed), revision: current.revision },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await waitFor(() => {
      const s1 = campaignOf(a.doc).pages.items.p1?.layers.items.l1?.shapes.items.s1;
      return s1?.attrs.text === 'from REST';
    }, 'the REST save to reach the client');
    expect(shapeIds(campaignOf(a.doc)).sort()).toEqual(['live', 's1']);
    expect(shapeIds(JSON.parse(saved.json<Design>().content)).sort()).toEqual(['live', 's1']);
  });

  it('serves a published design read-only: an edit never reaches the stored state', async () => {
    const design = await createDesign();
    expect((await publish(design.id)).statusCode).toBe(200);
    const a = open(design.id, memberToken);
    expect(await a.ready).toBe(true);
    expect(a.provider.authorizedScope).toBe('readonly');
    const before = await storedState(design.id);
    addRect(a.doc, 'sneaky');
    const watcher = open(design.id, adminToken);
    expect(await watcher.ready).toBe(true);
    await new Promise((r) => setTimeout(r, STORE_DEBOUNCE_MS * 2));
    expect(shapeIds(campaignOf(watcher.doc))).toEqual(['s1']);
    expect(await storedState(design.id)).toEqual(before);
    expect((await readDesign(design.id)).revision).toBe(design.revision);
  });

  it('turns a design read-only live when it is published while open', async () => {
    const design = await createDesign();
    const a = open(design.id, memberToken);
    const watcher = open(design.id, adminToken);
    expect(await Promise.all([a.ready, watcher.ready])).toEqual([true, true]);
    addRect(a.doc, 'before');
    await waitFor(() => shapeIds(campaignOf(watcher.doc)).includes('before'), 'the first edit');
    expect((await publish(design.id)).statusCode).toBe(200);
    await waitFor(() => a.stateless.includes('{"readOnly":true}'), 'the read-only notice');
    addRect(a.doc, 'after');
    await new Promise((r) => setTimeout(r, 500));
    expect(shapeIds(campaignOf(watcher.doc))).not.toContain('after');
    const stored = campaignOfState((await storedState(design.id)) ?? new Uint8Array());
    expect(shapeIds(stored)).not.toContain('after');
  });

  it('disconnects a session that signs out, within moments', async () => {
    const design = await createDesign();
    const token = await t.factory.memberSession(orgId);
    const a = open(design.id, token);
    expect(await a.ready).toBe(true);
    const out = await t.request('DELETE', `/api/v1/session/${token}`, t.auth(token));
    expect(out.statusCode, out.body).toBe(204);
    await waitFor(() => a.closed(), 'the socket to close', 3_000);
    const again = open(design.id, token);
    expect(await again.ready).toBe(false);
  });

  it('disconnects a member deactivated while connected at the next re-check', async () => {
    const design = await createDesign();
    const user = await t.factory.user();
    await t.factory.member(orgId, user.id);
    const a = open(design.id, await t.factory.session(user.id));
    expect(await a.ready).toBe(true);
    // Straight in the database, as another process would: only the periodic re-check sees it.
    await t.app.db.update(members).set({ status: 0 }).where(eq(members.userId, user.id));
    await t.app.live.recheck();
    await waitFor(() => a.closed(), 'the document to close', 3_000);
    edit(a.doc, (c) => ({ ...c, title: 'after the end' }));
    await new Promise((r) => setTimeout(r, STORE_DEBOUNCE_MS * 2));
    expect(JSON.parse((await readDesign(design.id)).content).title).toBe('Live');
    const stored = campaignOfState((await storedState(design.id)) ?? new Uint8Array());
    expect(stored.title).toBe('Live');
  });
});
