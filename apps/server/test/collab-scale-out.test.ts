// Live documents across two real server processes on one PostgreSQL (issue 17): clients on
// different processes see each other's edits and presence live through the LISTEN/NOTIFY
// relay, big updates go through the overflow table, the stored state merges (20 shapes added
// across both → 20 stored), a never-opened design is built once, and a process whose
// listening connection is cut catches up when it is back.
// Needs TEST_DATABASE_URL; runs the built dist/main.js (npm run build -w @nibble/server).
import type { Design } from '@nibble/core';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_APPLICATION } from '../src/collab/relay.ts';
import { call, signIn } from './attack/http-client.ts';
import type { ServerProcess } from './attack/server-process.ts';
import { campaignJson } from './fixtures/designs.ts';
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
import { scaleOutDatabase, startTwoServers, type TwoServers } from './fixtures/two-servers.ts';

const adminUrl = scaleOutDatabase('collab-scale-out.test.ts');

const ADMIN_PHONE = '9000000001';
const ADMIN_PASSWORD = 'live-scale-password';

describe.skipIf(!adminUrl)('live documents on two server processes', () => {
  let servers: TwoServers;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Client;
  let token: string;
  let orgId: number;
  const clients: LiveClient[] = [];

  const open = (server: ServerProcess, contentId: number) => {
    const client = connectLive(collabUrl(server.url), contentId, token);
    clients.push(client);
    return client;
  };

  const createDesign = async (title: string) => {
    const res = await call(a.url, 'POST', `/api/v1/org/${orgId}/content`, {
      token,
      json: { title, content: campaignJson(title, 'first'), type: 'promotion_coupon' },
    });
    expect(res.status, res.text).toBe(201);
    return res.json<Design>();
  };

  const storedShapes = async (id: number) => {
    const { rows } = await db.query<{ state: Buffer }>(
      'select state from live_documents where content_id = $1',
      [id],
    );
    const row = rows[0];
    return row ? shapeIds(campaignOfState(new Uint8Array(row.state))) : null;
  };

  beforeAll(async () => {
    servers = await startTwoServers({
      adminUrl: adminUrl ?? '',
      prefix: 'live',
      adminPhone: ADMIN_PHONE,
      adminPassword: ADMIN_PASSWORD,
      org: { name: 'Live Mart', phone: '9123456781' },
    });
    ({ a, b, token, orgId } = servers);
    db = new pg.Client({ connectionString: servers.databaseUrl });
    await db.connect();
  }, 120_000);

  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
  });

  afterAll(async () => {
    await db?.end();
    await servers?.close();
  });

  it('shows an edit made through A to a client of B, and back, live', async () => {
    const design = await createDesign('Twin');
    const onA = open(a, design.id);
    const onB = open(b, design.id);
    expect(await Promise.all([onA.ready, onB.ready])).toEqual([true, true]);
    addRect(onA.doc, 'from-a');
    await waitFor(() => shapeIds(campaignOf(onB.doc)).includes('from-a'), 'B to see A', 5_000);
    addRect(onB.doc, 'from-b');
    await waitFor(() => shapeIds(campaignOf(onA.doc)).includes('from-b'), 'A to see B', 5_000);
    expect(campaignOf(onA.doc)).toEqual(campaignOf(onB.doc));
  });

  it('merges 20 shapes added across both processes into the stored state', async () => {
    const design = await createDesign('Merge');
    const onA = open(a, design.id);
    const onB = open(b, design.id);
    expect(await Promise.all([onA.ready, onB.ready])).toEqual([true, true]);
    for (let i = 0; i < 10; i++) {
      addRect(onA.doc, `a${i}`);
      addRect(onB.doc, `b${i}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    await waitFor(
      () =>
        shapeIds(campaignOf(onA.doc)).length === 21 && shapeIds(campaignOf(onB.doc)).length === 21,
      'both clients to hold all 21 shapes',
    );
    onA.destroy();
    onB.destroy();
    await waitFor(async () => (await storedShapes(design.id))?.length === 21, 'the stored state');
    const stored = (await storedShapes(design.id)) ?? [];
    expect(new Set(stored).size).toBe(21);
    const read = await call(b.url, 'GET', `/api/v1/org/${orgId}/content/${design.id}`, { token });
    await waitFor(async () => {
      const now = await call(b.url, 'GET', `/api/v1/org/${orgId}/content/${design.id}`, { token });
      return shapeIds(JSON.parse(now.json<Design>().content)).length === 21;
    }, 'the JSON content');
    expect(read.status).toBe(200);
  });

  it('builds a never-opened design once when A and B open it at the same moment', async () => {
    const design = await createDesign('Once');
    const together = [a, b, a, b].map((server) => open(server, design.id));
    expect(await Promise.all(together.map((c) => c.ready))).toEqual([true, true, true, true]);
    await new Promise((r) => setTimeout(r, 300));
    for (const client of together) expect(shapeIds(campaignOf(client.doc))).toEqual(['s1']);
    expect(await storedShapes(design.id)).toEqual(['s1']);
  });

  it('relays an update bigger than a NOTIFY payload through the overflow table', async () => {
    const design = await createDesign('Big');
    const onA = open(a, design.id);
    const onB = open(b, design.id);
    expect(await Promise.all([onA.ready, onB.ready])).toEqual([true, true]);
    const { rows: before } = await db.query<{ n: string }>(
      'select count(*) as n from live_relay_overflow',
    );
    // 150 shapes in one change: one Yjs update well past 8 000 bytes.
    edit(onA.doc, (campaign) => {
      let next = campaign;
      for (let i = 0; i < 150; i++) {
        const layer = next.pages.items.p1?.layers.items.l1;
        if (!layer) throw new Error('fixture has no p1/l1');
        next = {
          ...next,
          pages: {
            ...next.pages,
            items: {
              ...next.pages.items,
              p1: {
                ...(next.pages.items.p1 as NonNullable<typeof next.pages.items.p1>),
                layers: {
                  ...next.pages.items.p1?.layers,
                  order: next.pages.items.p1?.layers.order ?? [],
                  items: {
                    ...next.pages.items.p1?.layers.items,
                    l1: {
                      ...layer,
                      shapes: {
                        order: [...layer.shapes.order, `big${i}`],
                        items: {
                          ...layer.shapes.items,
                          [`big${i}`]: {
                            id: `big${i}`,
                            type: 'rect',
                            attrs: { x: i, y: i, width: 10, height: 10, fill: '#123456' },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        };
      }
      return next;
    });
    await waitFor(() => shapeIds(campaignOf(onB.doc)).length === 151, 'B to get all 150', 5_000);
    const { rows: after } = await db.query<{ n: string }>(
      'select count(*) as n from live_relay_overflow',
    );
    expect(Number(after[0]?.n)).toBeGreaterThan(Number(before[0]?.n));
  });

  it('shows who is in the design on the other process, and drops them when they leave', async () => {
    const design = await createDesign('Presence');
    const onA = open(a, design.id);
    const onB = open(b, design.id);
    expect(await Promise.all([onA.ready, onB.ready])).toEqual([true, true]);
    onA.provider.setAwarenessField('user', { name: 'Asha', colour: '#e8590c' });
    const seesAsha = () =>
      [...(onB.provider.awareness?.getStates().values() ?? [])].some(
        (state) => (state.user as { name?: string } | undefined)?.name === 'Asha',
      );
    await waitFor(seesAsha, 'B to see Asha', 5_000);
    onA.destroy();
    await waitFor(() => !seesAsha(), 'Asha to leave on B', 5_000);
  });

  it('takes a REST save made through B into the document open on A', async () => {
    const design = await createDesign('Saved on B');
    const onA = open(a, design.id);
    expect(await onA.ready).toBe(true);
    addRect(onA.doc, 'live-on-a');
    await waitFor(async () => {
      const now = await call(b.url, 'GET', `/api/v1/org/${orgId}/content/${design.id}`, { token });
      return now.json<Design>().revision > design.revision;
    }, 'the live edit to reach the JSON');
    const current = (
      await call(b.url, 'GET', `/api/v1/org/${orgId}/content/${design.id}`, { token })
    ).json<Design>();
    const changed = JSON.parse(current.content);
    changed.pages.items.p1.layers.items.l1.shapes.items.s1.attrs.text = 'saved on B';
    const saved = await call(b.url, 'PUT', `/api/v1/org/${orgId}/content/${design.id}`, {
      token,
      json: { content: JSON.stringify(changed), revision: current.revision },
    });
    expect(saved.status, saved.text).toBe(200);
    await waitFor(
      () =>
        campaignOf(onA.doc).pages.items.p1?.layers.items.l1?.shapes.items.s1?.attrs.text ===
        'saved on B',
      'the save to reach A',
      5_000,
    );
    expect(shapeIds(campaignOf(onA.doc)).sort()).toEqual(['live-on-a', 's1']);
  });

  it('disconnects, on A, a session signed out through B', async () => {
    const design = await createDesign('Signed out');
    const other = await signIn(b.url, ADMIN_PHONE, ADMIN_PASSWORD);
    const onA = connectLive(collabUrl(a.url), design.id, other);
    clients.push(onA);
    expect(await onA.ready).toBe(true);
    const out = await call(b.url, 'DELETE', `/api/v1/session/${other}`, { token: other });
    expect(out.status, out.text).toBe(204);
    await waitFor(() => onA.closed(), 'the socket on A to close', 3_000);
  });

  it('catches up on what it missed after its listening connection is cut', async () => {
    const design = await createDesign('Cut');
    const onA = open(a, design.id);
    const onB = open(b, design.id);
    expect(await Promise.all([onA.ready, onB.ready])).toEqual([true, true]);
    const killed = await db.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [RELAY_APPLICATION],
    );
    expect(killed.rowCount).toBe(2);
    addRect(onA.doc, 'while-cut-a');
    addRect(onB.doc, 'while-cut-b');
    await waitFor(
      () =>
        shapeIds(campaignOf(onA.doc)).includes('while-cut-b') &&
        shapeIds(campaignOf(onB.doc)).includes('while-cut-a'),
      'both sides to catch up',
      15_000,
    );
    addRect(onA.doc, 'after');
    await waitFor(() => shapeIds(campaignOf(onB.doc)).includes('after'), 'live again', 5_000);
  });
});
