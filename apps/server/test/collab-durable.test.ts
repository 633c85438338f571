// No acknowledged live edit lost to a crash (issue 17), on PGlite and PostgreSQL: a client's
// update is in the database when the server acknowledges it (live_updates), stores merge the
// logged updates into live_documents and delete them, rows a killed process left are replayed
// on load and at start-up, and — with a real server process killed by SIGKILL right after the
// acknowledgement, well inside the 1 s store debounce — the restarted server has every update.
// Over 300 lines: the acknowledged-edit guarantee end to end, in process and across a SIGKILL,
// which share their documents and helpers.
import type { Design } from '@nibble/core';
import { designDocumentName } from '@nibble/core/live/protocol';
import { eq } from 'drizzle-orm';
import * as encoding from 'lib0/encoding';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readClientMessage } from '../src/collab/socket/messages.ts';
import { loadLiveState, replayLoggedUpdates } from '../src/collab/store.ts';
import { isEmptyUpdate } from '../src/collab/update-log.ts';
import { contents, liveUpdates } from '../src/db/schema.ts';
import { call, signIn } from './attack/http-client.ts';
import { startServer } from './attack/server-process.ts';
import { campaignJson, createdCoupon, orgAndDesignAt } from './fixtures/designs.ts';
import {
  addRect,
  campaignOf,
  campaignOfState,
  collabUrl,
  connectLive,
  type LiveClient,
  shapeIds,
  waitFor,
} from './fixtures/live-client.ts';
import { loggedUpdatesOf, storedLiveState } from './fixtures/live-rows.ts';
import { type ServerWorld, serverWorld } from './fixtures/server-world.ts';
import { listenLocally, makeTestApp, type TestApp, testDbKind } from './helpers.ts';

/** Resolves once the server has acknowledged every update the client sent. */
const acknowledged = (client: LiveClient, timeoutMs = 10_000) =>
  waitFor(() => client.provider.unsyncedChanges === 0, 'the acknowledgements', timeoutMs);

/** A Hocuspocus message as a client sends it: document name, type, then its body. */
const message = (type: number, body: (encoder: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, designDocumentName(1));
  encoding.writeVarUint(encoder, type);
  body(encoder);
  return encoding.toUint8Array(encoder);
};

/** The update a client's message carries for the log (a sync step 2 or an update), else null. */
const documentUpdateOf = (data: Uint8Array): Uint8Array | null => {
  const read = readClientMessage(data)?.message;
  return read?.kind === 'update' ? read.update : null;
};

describe('which messages carry an update to log', () => {
  const doc = new Y.Doc();
  doc.getMap('m').set('k', 'v');
  const update = Y.encodeStateAsUpdate(doc);

  it('reads the update of a sync step 2 and of an update message, sync or sync reply', () => {
    for (const type of [0, 4]) {
      for (const step of [1, 2]) {
        const found = documentUpdateOf(
          message(type, (e) => {
            encoding.writeVarUint(e, step);
            encoding.writeVarUint8Array(e, update);
          }),
        );
        expect(found).toEqual(update);
        expect(isEmptyUpdate(found ?? new Uint8Array())).toBe(false);
      }
    }
  });

  it('finds nothing in a sync step 1, awareness, auth or a message it cannot read', () => {
    const vector = Y.encodeStateVector(doc);
    expect(
      documentUpdateOf(
        message(0, (e) => {
          encoding.writeVarUint(e, 0);
          encoding.writeVarUint8Array(e, vector);
        }),
      ),
    ).toBeNull();
    expect(documentUpdateOf(message(1, (e) => encoding.writeVarUint8Array(e, update)))).toBeNull();
    expect(documentUpdateOf(message(2, (e) => encoding.writeVarUint(e, 0)))).toBeNull();
    expect(documentUpdateOf(new Uint8Array([200]))).toBeNull();
  });

  it('tells an empty update (nothing new) from one with content', () => {
    expect(isEmptyUpdate(Y.encodeStateAsUpdate(new Y.Doc()))).toBe(true);
  });
});

describe(`live updates logged before acknowledgement on ${testDbKind()}`, () => {
  let t: TestApp;
  let url: string;
  let orgId: number;
  let token: string;
  const clients: LiveClient[] = [];
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => void warnings.push(message) };

  const open = (contentId: number) => {
    const client = connectLive(url, contentId, token);
    clients.push(client);
    return client;
  };

  const createDesign = (title: string) => createdCoupon(t, orgId, t.auth(token), title);

  /** A new design opened live once and closed, the server having unloaded its document. */
  const openedAndUnloaded = async (title: string) => {
    const design = await createDesign(title);
    const first = open(design.id);
    expect(await first.ready).toBe(true);
    first.destroy();
    await waitFor(async () => t.app.live.documentsCount === 0, 'the document to unload');
    return design;
  };

  const loggedUpdates = (id: number) => loggedUpdatesOf(t.app.db, id);

  const storedState = (id: number) => storedLiveState(t.app.db, id);

  const contentShapes = async (id: number) => {
    const [row] = await t.app.db.select().from(contents).where(eq(contents.id, id));
    return shapeIds(JSON.parse(row?.content ?? '{}'));
  };

  /** A row as a process that died before storing leaves it: an update on the stored state. */
  const logAsAKilledProcess = async (id: number, shapeId: string) => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, await storedState(id));
    const before = Y.encodeStateVector(doc);
    addRect(doc, shapeId);
    const update = Y.encodeStateAsUpdate(doc, before);
    doc.destroy();
    await t.app.db.insert(liveUpdates).values({ contentId: id, update: Buffer.from(update) });
  };

  beforeAll(async () => {
    t = await makeTestApp();
    url = collabUrl(await listenLocally(t));
    orgId = (await t.factory.org({ name: 'Durable Mart' })).id;
    token = await t.factory.memberSession(orgId);
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('has every acknowledged update in the database at the acknowledgement', async () => {
    const design = await createDesign('Logged');
    const client = open(design.id);
    expect(await client.ready).toBe(true);
    for (let i = 0; i < 5; i++) addRect(client.doc, `a${i}`);
    await acknowledged(client);
    // Whether or not the debounced store has run yet, the database holds all five.
    const merged = Y.mergeUpdates([
      await storedState(design.id),
      ...(await loggedUpdates(design.id)),
    ]);
    expect(shapeIds(campaignOfState(merged))).toEqual(
      expect.arrayContaining(['a0', 'a1', 'a2', 'a3', 'a4']),
    );
  });

  it('merges the logged updates into live_documents and deletes them when storing', async () => {
    const design = await createDesign('Merged');
    const client = open(design.id);
    expect(await client.ready).toBe(true);
    addRect(client.doc, 'm1');
    addRect(client.doc, 'm2');
    await acknowledged(client);
    client.destroy();
    // The last disconnect stores the document.
    await waitFor(
      async () => (await loggedUpdates(design.id)).length === 0,
      'the logged updates to be merged',
    );
    expect(shapeIds(campaignOfState(await storedState(design.id))).sort()).toEqual(
      ['m1', 'm2', 's1'].sort(),
    );
    await waitFor(
      async () => (await contentShapes(design.id)).includes('m2'),
      'the JSON content to follow',
    );
  });

  it('does not log a read-only connection’s refused update', async () => {
    const design = await openedAndUnloaded('Published');
    await t.app.db.update(contents).set({ published: 1 }).where(eq(contents.id, design.id));
    const client = open(design.id);
    expect(await client.ready).toBe(true);
    addRect(client.doc, 'refused');
    await waitFor(() => client.provider.unsyncedChanges > 0, 'the update to be sent');
    await new Promise((r) => setTimeout(r, 300));
    expect(await loggedUpdates(design.id)).toEqual([]);
  });

  it('replays rows a killed process left when the design is next opened', async () => {
    const design = await openedAndUnloaded('Replayed on load');
    await logAsAKilledProcess(design.id, 'left1');
    await logAsAKilledProcess(design.id, 'left2');

    const state = await loadLiveState(t.app.db, design.id, new Date(), log);
    expect(shapeIds(campaignOfState(state ?? new Uint8Array()))).toEqual(
      expect.arrayContaining(['left1', 'left2']),
    );
    expect(await loggedUpdates(design.id)).toEqual([]);
    expect(shapeIds(campaignOfState(await storedState(design.id)))).toEqual(
      expect.arrayContaining(['left1', 'left2']),
    );
    expect(await contentShapes(design.id)).toEqual(expect.arrayContaining(['left1', 'left2']));
    // And an editor opening it gets them.
    const client = open(design.id);
    expect(await client.ready).toBe(true);
    expect(shapeIds(campaignOf(client.doc))).toEqual(expect.arrayContaining(['left1', 'left2']));
  });

  it('replays rows a killed process left at start-up, for every design that has some', async () => {
    const [one, two] = [await createDesign('Start-up 1'), await createDesign('Start-up 2')];
    for (const design of [one, two]) {
      expect(await loadLiveState(t.app.db, design.id, new Date(), log)).not.toBeNull();
      await logAsAKilledProcess(design.id, `boot${design.id}`);
    }
    expect(await replayLoggedUpdates(t.app.db, new Date(), log)).toBeGreaterThanOrEqual(2);
    for (const design of [one, two]) {
      expect(await loggedUpdates(design.id)).toEqual([]);
      expect(await contentShapes(design.id)).toContain(`boot${design.id}`);
    }
  });

  it('keeps logged live edits when a REST client saves the design', async () => {
    const design = await createDesign('REST');
    expect(await loadLiveState(t.app.db, design.id, new Date(), log)).not.toBeNull();
    await logAsAKilledProcess(design.id, 'live1');
    const res = await t.request('PUT', `/api/v1/org/${orgId}/content/${design.id}`, t.auth(token), {
      campaign: campaignJson('REST', 'saved'),
      revision: design.revision,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await loggedUpdates(design.id)).toEqual([]);
    expect(shapeIds(campaignOfState(await storedState(design.id)))).toContain('live1');
    expect(await contentShapes(design.id)).toContain('live1');
  });
});

const ADMIN_PHONE = '9000000002';
const ADMIN_PASSWORD = 'live-durable-password';

describe(`a server killed right after acknowledging live edits, on ${testDbKind()}`, () => {
  let world: ServerWorld | undefined;
  afterAll(() => world?.cleanup());

  it('has every acknowledged update after a SIGKILL and a restart', async () => {
    world = await serverWorld('durable', { phone: ADMIN_PHONE, password: ADMIN_PASSWORD });
    const { options } = world;
    const server = await startServer(options);
    let client: LiveClient | undefined;
    try {
      const token = await signIn(server.url, ADMIN_PHONE, ADMIN_PASSWORD);
      const { orgId, designId } = await orgAndDesignAt(server.url, token, 'Kill', '9123456782');

      client = connectLive(collabUrl(server.url), designId, token);
      expect(await client.ready).toBe(true);
      const added = Array.from({ length: 10 }, (_, i) => `k${i}`);
      for (const id of added) addRect(client.doc, id);
      await acknowledged(client);
      // Inside the 1 s store debounce: only what was made durable before the acknowledgement
      // can survive this.
      await server.kill();
      client.destroy();
      client = undefined;

      const restarted = await startServer(options);
      try {
        const res = await call(restarted.url, 'GET', `/api/v1/org/${orgId}/content/${designId}`, {
          token,
        });
        expect(res.status, res.text).toBe(200);
        expect(shapeIds(JSON.parse(res.json<Design>().content))).toEqual(
          expect.arrayContaining(added),
        );
        const fresh = connectLive(collabUrl(restarted.url), designId, token);
        try {
          expect(await fresh.ready).toBe(true);
          expect(shapeIds(campaignOf(fresh.doc))).toEqual(expect.arrayContaining(added));
        } finally {
          fresh.destroy();
        }
      } finally {
        await restarted.stop();
      }
    } finally {
      client?.destroy();
      await server.kill();
    }
  }, 120_000);
});
