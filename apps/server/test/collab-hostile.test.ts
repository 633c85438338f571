// The live socket against a hostile member and a stranger (issue 28), on PGlite and PostgreSQL,
// with the raw protocol (fixtures/raw-live-socket.ts): the provider would never send these
// bytes. One `describe` per attack of the issue; each checks what "Done means" says: the server
// keeps answering, nothing refused is acknowledged or logged, the design still opens live and
// saves, and — with a real server process — it restarts on its data after a SIGKILL.
// Over 300 lines: one describe per attack the issue lists, in process and against real server
// processes, sharing one design set-up and the raw client; they read together as the issue does.
import { readFileSync } from 'node:fs';
import type { Design } from '@nibble/core';
import {
  designDocumentName,
  LIVE_CLOSE,
  type QuarantinedLiveUpdate,
} from '@nibble/core/live/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  AUTH_TIMEOUT_MS,
  MAX_LIVE_STATE_BYTES,
  MAX_PRESENCE_BYTES,
  MAX_UNAUTHENTICATED_PER_ADDRESS,
  MAX_UPDATE_BYTES,
  PRESENCE_FIELDS,
} from '../src/collab/socket/limits.ts';
import type { Db } from '../src/db/client.ts';
import { contents, liveUpdates, members, users } from '../src/db/schema.ts';
import { createSession } from '../src/modules/session/service.ts';
import { call, signIn } from './attack/http-client.ts';
import { type ServerProcess, startServer } from './attack/server-process.ts';
import { createdCoupon, menuJson, orgAndDesignAt } from './fixtures/designs.ts';
import {
  addRect,
  campaignOf,
  collabUrl,
  connectLive,
  type LiveClient,
  shapeIds,
  waitFor,
} from './fixtures/live-client.ts';
import { liveStateOf, loggedUpdatesOf } from './fixtures/live-rows.ts';
import {
  awarenessUpdateOf,
  type CloseInfo,
  connectRaw,
  encodeSyncStep1,
  encodeUpdate,
  joinRaw,
  prng,
  type RawLiveSession,
  type RawLiveSocket,
  randomBytes,
  scratchUpdateOf,
  updateOf,
} from './fixtures/raw-live-socket.ts';
import { type ServerWorld, serverWorld } from './fixtures/server-world.ts';
import { listenLocally, makeTestApp, nextPhone, type TestApp, testDbKind } from './helpers.ts';

const KB = 1024;
const MB = 1024 * KB;

/** Resolves with `promise`, or fails after `ms` saying what was awaited. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
    }),
  ]);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The maps of the fixture design's shape `s1` (campaignJson: page p1, layer l1). */
const shapeMapOf = (doc: Y.Doc, shapeId = 's1'): Y.Map<unknown> => {
  const page = doc.getMap('pages').get('p1') as Y.Map<unknown>;
  const layer = (page.get('layers') as Y.Map<unknown>).get('l1') as Y.Map<unknown>;
  const shape = (layer.get('shapes') as Y.Map<unknown>).get(shapeId);
  if (!(shape instanceof Y.Map)) throw new Error(`no shape ${shapeId} in the live document`);
  return shape as Y.Map<unknown>;
};
const attrsOf = (doc: Y.Doc, shapeId = 's1') =>
  shapeMapOf(doc, shapeId).get('attrs') as Y.Map<unknown>;

/** A Y.Map nested `depth` deep under `parent[key]`, built level by level (no recursion). */
function nestMaps(parent: Y.Map<unknown>, key: string, depth: number): void {
  let current = new Y.Map<unknown>();
  parent.set(key, current);
  for (let i = 1; i < depth; i++) {
    const next = new Y.Map<unknown>();
    current.set('k', next);
    current = next;
  }
}

const REFUSED = LIVE_CLOSE.updateRefused.code;
const BAD_MESSAGE = LIVE_CLOSE.badMessage.code;

/** Sends `update` on a joined session and answers how the server took it. */
async function sendAndSee(session: RawLiveSession, update: Uint8Array, timeoutMs = 10_000) {
  await session.socket.sendUpdate(session.documentName, update);
  return session.nextStatus(timeoutMs);
}

const isClose = (answer: boolean | CloseInfo): answer is CloseInfo => typeof answer === 'object';

describe(`the live socket against a hostile member and a stranger on ${testDbKind()}`, () => {
  let t: TestApp;
  let httpUrl: string;
  let url: string;
  let orgId: number;
  let tokenA: string;
  let tokenB: string;
  const providers: LiveClient[] = [];
  const raws: RawLiveSocket[] = [];

  const open = (contentId: number, token: string) => {
    const client = connectLive(url, contentId, token);
    providers.push(client);
    return client;
  };

  const raw = () => {
    const socket = connectRaw(url);
    raws.push(socket);
    return socket;
  };

  const join = async (contentId: number, token: string) => {
    const session = await joinRaw(url, designDocumentName(contentId), token);
    raws.push(session.socket);
    return session;
  };

  const createDesign = (title = 'Hostile', content?: string) =>
    createdCoupon(t, orgId, t.auth(tokenB), title, content);

  const contentOf = async (id: number) => {
    const [row] = await t.app.db.select().from(contents).where(eq(contents.id, id));
    return row?.content ?? '';
  };

  const contentShapes = async (id: number) => shapeIds(JSON.parse((await contentOf(id)) || '{}'));

  const loggedUpdates = (id: number) => loggedUpdatesOf(t.app.db, id);

  const storedStateBytes = async (id: number) => (await liveStateOf(t.app.db, id))?.byteLength ?? 0;

  const health = async () => (await fetch(`${httpUrl}/api/v1/health`)).status;

  /** The design opens live for another member, takes an edit, and the edit reaches the JSON. */
  const opensAndSaves = async (id: number, shapeId: string) => {
    const client = open(id, tokenB);
    expect(await within(client.ready, 15_000, 'the provider to sync')).toBe(true);
    addRect(client.doc, shapeId);
    await waitFor(
      async () => (await contentShapes(id)).includes(shapeId),
      `the edit ${shapeId} to reach contents.content`,
      15_000,
    );
    client.destroy();
  };

  /** No logged row holds `bytes` (the refused update never reached the log). */
  const neverLogged = async (id: number, bytes: Uint8Array) => {
    for (const row of await loggedUpdates(id)) {
      expect(Buffer.from(row).equals(Buffer.from(bytes))).toBe(false);
    }
  };

  beforeAll(async () => {
    t = await makeTestApp();
    httpUrl = await listenLocally(t);
    url = collabUrl(httpUrl);
    const org = await t.factory.org({ name: 'Hostile Mart' });
    orgId = org.id;
    // Two plain members (the demo employee's role: org.designs.manage and nothing more).
    const a = await t.factory.user({ name: 'Attacker' });
    const b = await t.factory.user({ name: 'Honest' });
    await t.factory.member(org.id, a.id, 'org_employee');
    await t.factory.member(org.id, b.id, 'org_employee');
    tokenA = await t.factory.session(a.id);
    tokenB = await t.factory.session(b.id);
  });

  afterEach(async () => {
    for (const client of providers.splice(0)) client.destroy();
    for (const socket of raws.splice(0)) socket.terminate();
    // Let the server see the sockets go before the next attack counts its own.
    await sleep(50);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('garbage sent as an update', () => {
    for (const step of ['update (sync step 2 of y-protocols: 2)', 'sync step 2 (1)'] as const) {
      it(`is refused as a ${step}, never acknowledged nor logged, and the design still saves`, async () => {
        const design = await createDesign('Garbage');
        const a = await join(design.id, tokenA);
        const garbage = randomBytes(prng(28), 64);
        if (step.startsWith('update')) await a.socket.sendUpdate(a.documentName, garbage);
        else await a.socket.sendSyncStep2(a.documentName, garbage);
        const closed = await within(a.socket.closed, 5_000, 'the socket to be closed');
        expect([REFUSED, BAD_MESSAGE]).toContain(closed.code);
        expect(a.statusesSinceJoin()).not.toContain(true);
        await neverLogged(design.id, garbage);
        await opensAndSaves(design.id, `after-garbage-${step.length}`);
        expect(await health()).toBe(200);
      });
    }

    it('refuses an update of one or two bytes that does not decode, unacknowledged', async () => {
      const design = await createDesign('Tiny garbage');
      const answers: Record<string, string> = {};
      for (const tiny of [[], [0x05], [0x00], [0x01, 0x01], [0xff, 0x7f]]) {
        const a = await join(design.id, tokenA);
        const answer = await sendAndSee(a, new Uint8Array(tiny));
        answers[`[${tiny.join(',')}]`] = isClose(answer) ? `closed ${answer.code}` : `${answer}`;
      }
      for (const [bytes, answer] of Object.entries(answers)) {
        expect(
          [`closed ${REFUSED}`, `closed ${BAD_MESSAGE}`],
          `${JSON.stringify(answers)}: ${bytes}`,
        ).toContain(answer);
      }
      // The empty update ([0, 0]: nothing new) is acknowledged as it always was.
      const a = await join(design.id, tokenA);
      expect(await sendAndSee(a, Y.encodeStateAsUpdate(new Y.Doc()))).toBe(true);
    });

    it('closes with 4400 a message whose envelope does not decode', async () => {
      const design = await createDesign('Envelope');
      const a = await join(design.id, tokenA);
      // A document name longer than the message, then nothing.
      await a.socket.send(new Uint8Array([0xff, 0xff, 0x03, 0x41, 0x42]));
      const closed = await within(a.socket.closed, 5_000, 'the socket to be closed');
      expect(closed.code).toBe(BAD_MESSAGE);
      expect(a.statusesSinceJoin()).not.toContain(true);
      expect(await health()).toBe(200);
    });
  });

  describe('a valid update holding a map nested 10 000 deep', () => {
    it('is refused with 4422, nothing is logged, and the design still opens live and saves', async () => {
      const design = await createDesign('Deep');
      const a = await join(design.id, tokenA);
      const deep = scratchUpdateOf(a.doc, (doc) => nestMaps(attrsOf(doc), 'deep', 10_000));
      const answer = await sendAndSee(a, deep);
      expect(answer).toEqual({ code: REFUSED, reason: LIVE_CLOSE.updateRefused.reason });
      await neverLogged(design.id, deep);
      // Under the pages root itself too.
      const b = await join(design.id, tokenA);
      const rooted = scratchUpdateOf(b.doc, (doc) => nestMaps(doc.getMap('pages'), 'p9', 10_000));
      expect(await sendAndSee(b, rooted)).toEqual({
        code: REFUSED,
        reason: LIVE_CLOSE.updateRefused.reason,
      });
      await neverLogged(design.id, rooted);
      await opensAndSaves(design.id, 'after-deep');
      expect(await health()).toBe(200);
    });
  });

  describe('an update claiming items the design holds, with other content', () => {
    it('is acknowledged but never logged as sent; the stored state loads again and the design saves', async () => {
      const design = await createDesign('Claimed');
      const a = await join(design.id, tokenA);
      // The client that wrote most of the design (the server's seed), and a document that
      // writes other content under the same ids: clocks the design holds already.
      const clocks = Y.decodeStateVector(Y.encodeStateVector(a.doc));
      const [client] = [...clocks.entries()].sort((x, y) => y[1] - x[1])[0] ?? [0];
      const forger = new Y.Doc();
      forger.clientID = client;
      forger.getMap('campaign').set('title', 'ഓണം ഓഫർ 50% കിഴിവ്');
      forger.getMap('campaign').set('summary', 'दिवाली धमाका ऑफर ₹499');
      const claimed = Y.encodeStateAsUpdate(forger);
      expect(await sendAndSee(a, claimed)).toBe(true);
      await neverLogged(design.id, claimed);
      a.socket.close();
      // Stored and unloaded, then opened again from the stored state.
      await waitFor(
        async () => !t.app.live.hocuspocus.documents.has(designDocumentName(design.id)),
        'the design to be stored and unloaded',
        15_000,
      );
      await opensAndSaves(design.id, 'after-claimed');
      expect(JSON.parse(await contentOf(design.id)).title).toBe('Claimed');
      expect(await health()).toBe(200);
    });
  });

  describe('an update creating a top-level type outside the known roots', () => {
    it('is refused with 4422', async () => {
      const design = await createDesign('Junk root');
      const a = await join(design.id, tokenA);
      const junk = scratchUpdateOf(a.doc, (doc) => doc.getMap('junk').set('x', 'y'.repeat(1000)));
      expect(await sendAndSee(a, junk)).toEqual({
        code: REFUSED,
        reason: LIVE_CLOSE.updateRefused.reason,
      });
      expect(a.statusesSinceJoin()).not.toContain(true);
      await neverLogged(design.id, junk);
      await opensAndSaves(design.id, 'after-junk');
    });
  });

  describe('values the core parser rejects', () => {
    const cases: [string, (doc: Y.Doc) => void][] = [
      ['opacity as a string', (doc) => attrsOf(doc).set('opacity', 'half')],
      ['x as an object', (doc) => attrsOf(doc).set('x', { evil: true })],
      [
        'every key of the campaign map deleted',
        (doc) => {
          const campaign = doc.getMap('campaign');
          for (const key of [...campaign.keys()]) campaign.delete(key);
        },
      ],
    ];

    it('refuses each with 4422, and the design is not frozen: other edits still reach the JSON', async () => {
      const design = await createDesign('Parser');
      const b = open(design.id, tokenB);
      expect(await b.ready).toBe(true);
      for (const [what, change] of cases) {
        const a = await join(design.id, tokenA);
        const update = scratchUpdateOf(a.doc, change);
        const answer = await sendAndSee(a, update);
        expect(answer, what).toEqual({ code: REFUSED, reason: LIVE_CLOSE.updateRefused.reason });
        await neverLogged(design.id, update);
      }
      // B never saw the refused values.
      const seen = campaignOf(b.doc);
      expect(JSON.stringify(seen)).not.toContain('half');
      addRect(b.doc, 'after-parser');
      await waitFor(
        async () => (await contentShapes(design.id)).includes('after-parser'),
        "B's edit to reach contents.content",
        15_000,
      );
      const saved = JSON.parse(await contentOf(design.id));
      expect(JSON.stringify(saved)).not.toContain('half');
      expect(JSON.stringify(saved)).not.toContain('evil');
    });
  });

  describe('size', () => {
    it('closes a 9 MB message after auth with 1009 and stores nothing of it', async () => {
      const design = await createDesign('Nine MB');
      const a = await join(design.id, tokenA);
      const huge = new Uint8Array(9 * MB).fill(7);
      void a.socket.send(encodeUpdate(a.documentName, huge));
      const closed = await within(a.socket.closed, 10_000, 'the socket to be closed');
      expect(closed.code).toBe(LIVE_CLOSE.tooBig.code);
      expect(a.statusesSinceJoin()).not.toContain(true);
      for (const row of await loggedUpdates(design.id)) expect(row.byteLength).toBeLessThan(MB);
      expect(await storedStateBytes(design.id)).toBeLessThan(MB);
      await opensAndSaves(design.id, 'after-nine');
    });

    it('takes a valid 10 KB update sent right after Authenticated, while the design still loads', async () => {
      // 3 000 shapes: loading takes long enough for the update to arrive during it.
      const design = await createDesign('Early update', menuJson('line', 3_000));
      const first = await join(design.id, tokenA);
      const update = scratchUpdateOf(first.doc, (doc) =>
        attrsOf(doc).set('text', 't'.repeat(10 * KB)),
      );
      first.socket.close();
      await first.socket.closed;
      await waitFor(() => t.app.live.documentsCount === 0, 'the design to be unloaded');
      // Authenticated only, then the update at once: the server is loading the design now.
      const early = await joinRaw(url, designDocumentName(design.id), tokenA, 10_000, {
        sync: false,
      });
      raws.push(early.socket);
      expect(await sendAndSee(early, update)).toBe(true);
    });

    it('refuses what would take the design past the 2 MB a REST save allows; its JSON stays within it', async () => {
      const design = await createDesign('Two MB');
      const a = await join(design.id, tokenA);
      // 600 000 characters (1.8 MB of UTF-8): admitted; 1 500 000 more would pass 2 000 000.
      const first = updateOf(a.doc, (doc) => attrsOf(doc).set('note', 'ന'.repeat(600_000)));
      expect(await sendAndSee(a, first, 20_000)).toBe(true);
      const second = updateOf(a.doc, (doc) => attrsOf(doc).set('more', 'x'.repeat(1_500_000)));
      expect(await sendAndSee(a, second, 20_000)).toEqual({
        code: REFUSED,
        reason: LIVE_CLOSE.updateRefused.reason,
      });
      await opensAndSaves(design.id, 'after-two-mb');
      const json = await contentOf(design.id);
      expect(json).toContain('ന'.repeat(1000));
      expect(json).not.toContain('x'.repeat(1000));
      expect(json.length).toBeLessThanOrEqual(2_000_000);
    }, 60_000);

    it('refuses the update that would take the design past 8 MB; a later joiner gets < 10 MB', async () => {
      const design = await createDesign('Growing');
      const a = await join(design.id, tokenA);
      const piece = 2_500_000;
      let accepted = 0;
      let refusal: CloseInfo | null = null;
      // Five 2.5 MB strings under attrs keys no reader uses (attrs are a loose object): the
      // fourth would make the state 10 MB.
      for (let i = 0; i < 5 && !refusal; i++) {
        const update = updateOf(a.doc, (doc) =>
          attrsOf(doc).set(`padding${i}`, String.fromCharCode(97 + i).repeat(piece)),
        );
        expect(update.byteLength).toBeLessThan(MAX_UPDATE_BYTES);
        // Each answer within 20 s: a wait for the user's byte rate is ~1 s, and a refusal
        // must close the socket now, not after ws's 30 s closing timeout.
        const answer = await sendAndSee(a, update, 20_000);
        if (isClose(answer)) refusal = answer;
        else {
          expect(answer).toBe(true);
          accepted++;
        }
      }
      expect(refusal).toEqual({ code: REFUSED, reason: LIVE_CLOSE.updateRefused.reason });
      // At most what fits in the design's bound (8 MB) was admitted.
      expect(accepted).toBeLessThanOrEqual(Math.floor(MAX_LIVE_STATE_BYTES / piece));
      const joiner = open(design.id, tokenB);
      expect(await within(joiner.ready, 30_000, 'the joiner to sync')).toBe(true);
      expect(Y.encodeStateAsUpdate(joiner.doc).byteLength).toBeLessThan(10 * MB);
      joiner.destroy();
      expect(await health()).toBe(200);
      // Not frozen by what it refused: an edit still reaches the JSON.
      await opensAndSaves(design.id, 'after-growing');
    }, 60_000);
  });

  describe('before sign-in', () => {
    it('closes with 4400 a first message that is not an auth message', async () => {
      const design = await createDesign('No auth');
      const socket = raw();
      await socket.opened;
      await socket.send(
        encodeSyncStep1(designDocumentName(design.id), Y.encodeStateVector(new Y.Doc())),
      );
      const closed = await within(socket.closed, 5_000, 'the socket to be closed');
      expect(closed.code).toBe(BAD_MESSAGE);
      expect(socket.messages.filter((m) => m.sync)).toEqual([]);
    });

    it(`closes with 4408 a socket that sends nothing, after ${AUTH_TIMEOUT_MS} ms`, async () => {
      const socket = raw();
      await socket.opened;
      const started = Date.now();
      const closed = await within(
        socket.closed,
        AUTH_TIMEOUT_MS + 3_000,
        'the silent socket to be closed',
      );
      expect(closed.code).toBe(LIVE_CLOSE.authTimeout.code);
      expect(Date.now() - started).toBeLessThan(AUTH_TIMEOUT_MS + 1_500);
    });

    it('closes with 1009 a 5 MB message before auth, at once', async () => {
      const socket = raw();
      await socket.opened;
      const started = Date.now();
      void socket.send(new Uint8Array(5 * MB).fill(1));
      const closed = await within(socket.closed, 5_000, 'the socket to be closed');
      expect(closed.code).toBe(LIVE_CLOSE.tooBig.code);
      expect(Date.now() - started).toBeLessThan(3_000);
    });

    it(`refuses the upgrade of unauthenticated socket ${MAX_UNAUTHENTICATED_PER_ADDRESS + 1} from one address with 429`, async () => {
      const eight = Array.from({ length: MAX_UNAUTHENTICATED_PER_ADDRESS }, () => raw());
      await Promise.all(eight.map((socket) => socket.opened));
      const ninth = raw();
      await expect(ninth.opened).rejects.toThrow();
      expect(ninth.refusedStatus()).toBe(429);
      for (const socket of eight) socket.close();
      await Promise.all(eight.map((socket) => socket.closed));
      // The limit counts sockets held now, not sockets ever opened.
      await waitFor(
        async () => {
          const again = raw();
          try {
            await again.opened;
            return true;
          } catch {
            return false;
          } finally {
            again.close();
          }
        },
        'a socket to be accepted again',
        5_000,
      );
    });

    it('denies a bad token, and closes the socket on a further non-auth message', async () => {
      const design = await createDesign('Bad token');
      const name = designDocumentName(design.id);
      const socket = raw();
      await socket.opened;
      await socket.sendAuth(name, 'A'.repeat(43));
      await socket.waitFor((ms) => ms.some((m) => m.auth?.kind === 'denied'), 'permission denied');
      expect(socket.denied()).toBe('permission-denied');
      expect(socket.authenticated()).toBeNull();
      await socket.send(encodeSyncStep1(name, Y.encodeStateVector(new Y.Doc())));
      await socket.send(encodeUpdate(name, randomBytes(prng(7), 32)));
      const closed = await within(socket.closed, 5_000, 'the socket to be closed');
      expect([BAD_MESSAGE, LIVE_CLOSE.forbidden.code, LIVE_CLOSE.sessionEnded.code]).toContain(
        closed.code,
      );
      expect(socket.messages.filter((m) => m.sync || m.syncStatus !== undefined)).toEqual([]);
    });
  });

  describe('forged control messages', () => {
    it('never delivers a peer\'s {"readOnly":true} broadcast to another editor', async () => {
      const design = await createDesign('Forged stateless');
      const b = open(design.id, tokenB);
      expect(await b.ready).toBe(true);
      const a = await join(design.id, tokenA);
      await a.socket.sendBroadcastStateless(a.documentName, JSON.stringify({ readOnly: true }));
      await a.socket.sendStateless(a.documentName, JSON.stringify({ readOnly: true }));
      await sleep(1_000);
      expect(b.stateless).toEqual([]);
      expect(a.socket.statelessPayloads()).toEqual([]);
      // B still edits and saves.
      addRect(b.doc, 'after-stateless');
      await waitFor(
        async () => (await contentShapes(design.id)).includes('after-stateless'),
        "B's edit to be saved",
        15_000,
      );
    });

    it("does not let a member set another client's presence", async () => {
      const design = await createDesign('Forged presence');
      const b = open(design.id, tokenB);
      expect(await b.ready).toBe(true);
      const bId = b.doc.clientID;
      b.provider.awareness?.setLocalStateField('user', { name: 'B' });
      const a = await join(design.id, tokenA);
      const aId = a.doc.clientID;
      // A's own presence is relayed (so the relay works)…
      await a.socket.sendAwareness(
        a.documentName,
        awarenessUpdateOf([{ clientId: aId, clock: 1, state: { user: { name: 'A' } } }]),
      );
      await waitFor(
        () =>
          (b.provider.awareness?.getStates().get(aId) as { user?: { name?: string } } | undefined)
            ?.user?.name === 'A',
        "A's own presence to reach B",
      );
      // …B's, claimed by A with a newer clock, is not.
      await a.socket.sendAwareness(
        a.documentName,
        awarenessUpdateOf([
          { clientId: bId, clock: 10_000, state: { user: { name: 'forged' } } },
          { clientId: 424_242, clock: 1, state: { user: { name: 'ghost' } } },
        ]),
      );
      await sleep(1_000);
      const states = b.provider.awareness?.getStates();
      expect((states?.get(bId) as { user?: { name?: string } } | undefined)?.user?.name).toBe('B');
      expect(states?.has(424_242)).toBe(false);
      const server = t.app.live.hocuspocus.documents.get(designDocumentName(design.id));
      expect(
        (server?.awareness.getStates().get(bId) as { user?: { name?: string } } | undefined)?.user
          ?.name,
      ).not.toBe('forged');
      expect(server?.awareness.getStates().has(424_242)).toBe(false);
    });

    it('relays no presence state over 64 KB, nor one with a field outside user/selection/pointer/drag', async () => {
      const design = await createDesign('Presence bounds');
      const b = open(design.id, tokenB);
      expect(await b.ready).toBe(true);
      const a = await join(design.id, tokenA);
      const aId = a.doc.clientID;
      const stateOfA = () =>
        b.provider.awareness?.getStates().get(aId) as Record<string, unknown> | undefined;
      await a.socket.sendAwareness(
        a.documentName,
        awarenessUpdateOf([{ clientId: aId, clock: 1, state: { user: { name: 'A' } } }]),
      );
      await waitFor(() => stateOfA() !== undefined, "A's presence to reach B");
      const fields = [...PRESENCE_FIELDS];
      const attempts: [string, Record<string, unknown>][] = [
        ['over 64 KB', { user: { name: 'A' }, selection: ['s'.repeat(MAX_PRESENCE_BYTES + KB)] }],
        ['a field outside the four', { user: { name: 'A' }, readOnly: true, evil: 1 }],
      ];
      for (const [i, [what, state]] of attempts.entries()) {
        await a.socket.sendAwareness(
          a.documentName,
          awarenessUpdateOf([{ clientId: aId, clock: 2 + i, state }]),
        );
        await sleep(700);
        const seen = stateOfA() ?? {};
        expect(JSON.stringify(seen).length, what).toBeLessThan(MAX_PRESENCE_BYTES);
        expect(
          Object.keys(seen).filter((key) => !fields.includes(key)),
          what,
        ).toEqual([]);
      }
    });
  });
});

// ------------------------------------------------------------------ real server processes

const ADMIN_PHONE = '9000000028';
const ADMIN_PASSWORD = 'live-hostile-password';

/** A plain member (org_employee) of `orgId` with a session, written straight to the database. */
async function memberWithSession(db: Db, orgId: number): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      phone: nextPhone(),
      name: 'Employee',
      email: '',
      role: 'user',
      city: 'Kannur',
      mode: 0,
      status: 1,
    })
    .returning();
  if (!user) throw new Error('no user');
  await db.insert(members).values({ orgId, userId: user.id, role: 'org_employee' });
  return createSession(db, user.id);
}

/** The design opens live in a fresh provider, an edit reaches the JSON over REST. */
async function opensAndSavesOn(
  server: ServerProcess,
  orgId: number,
  designId: number,
  token: string,
  shapeId: string,
) {
  const client = connectLive(collabUrl(server.url), designId, token);
  try {
    expect(await within(client.ready, 20_000, 'the provider to sync')).toBe(true);
    addRect(client.doc, shapeId);
    await waitFor(
      async () => {
        const res = await call(server.url, 'GET', `/api/v1/org/${orgId}/content/${designId}`, {
          token,
        });
        return (
          res.status === 200 && shapeIds(JSON.parse(res.json<Design>().content)).includes(shapeId)
        );
      },
      `${shapeId} to reach contents.content`,
      20_000,
    );
  } finally {
    client.destroy();
  }
}

describe(`a real server after the garbage and deep-nesting attacks, on ${testDbKind()}`, () => {
  let world: ServerWorld;
  let server: ServerProcess | undefined;
  let adminToken = '';
  let memberToken = '';
  let otherToken = '';
  let orgId = 0;
  let designId = 0;
  const garbage = randomBytes(prng(2828), 64);
  let deepRow: Uint8Array = new Uint8Array();

  beforeAll(async () => {
    world = await serverWorld('hostile', { phone: ADMIN_PHONE, password: ADMIN_PASSWORD });
    server = await startServer(world.options);
    adminToken = await signIn(server.url, ADMIN_PHONE, ADMIN_PASSWORD);
    ({ orgId, designId } = await orgAndDesignAt(server.url, adminToken, 'Hostile', '9123456728'));
    await server.stop();
    const handle = await world.openDb();
    try {
      memberToken = await memberWithSession(handle.db, orgId);
      otherToken = await memberWithSession(handle.db, orgId);
    } finally {
      await handle.close();
    }
    server = await startServer(world.options);
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await world?.cleanup();
  });

  // In its own process, so the attacker's client and the server do not share one event loop.
  // Liveness, not speed: the flood's effect on response times is measured by the bench
  // (bench/README.md, "the flood"); here the server must keep answering at all.
  it("keeps answering another user's requests while one member sends 20 000 updates", async () => {
    if (!server) throw new Error('no server');
    const url = collabUrl(server.url);
    const a = await joinRaw(url, designDocumentName(designId), memberToken);
    const updates = Array.from({ length: 20_000 }, (_, i) =>
      encodeUpdate(
        a.documentName,
        updateOf(a.doc, (doc) => attrsOf(doc).set('x', i % 500)),
      ),
    );
    const base = server.url;
    const get = async () => {
      const started = Date.now();
      const res = await call(base, 'GET', `/api/v1/org/${orgId}/content/${designId}`, {
        token: otherToken,
      });
      expect(res.status, res.text).toBe(200);
      return Date.now() - started;
    };
    // The same requests without the flood, for the log: what this machine takes right now.
    const baseline: number[] = [];
    for (let i = 0; i < 3; i++) baseline.push(await get());
    let sent = 0;
    const flood = (async () => {
      for (const bytes of updates) {
        if (!a.socket.isOpen()) break;
        a.socket.ws.send(bytes);
        sent++;
        // Only so the requests below are made while the flood goes on.
        if (sent % 1_000 === 0) await new Promise((r) => setImmediate(r));
      }
    })();
    const timings: number[] = [];
    for (let i = 0; i < 10; i++) timings.push(await get());
    await flood;
    const acknowledged = a.socket.syncStatuses().length - a.statusesAtJoin;
    a.socket.terminate();
    console.info(
      `flood on ${testDbKind()}: ${sent} updates sent, ${acknowledged} acknowledged while 10 GETs took ${timings.join(', ')} ms (without the flood: ${baseline.join(', ')} ms)`,
    );
    expect(sent).toBe(updates.length);
    expect(Math.max(...timings), `timings ${timings.join(', ')} ms`).toBeLessThan(15_000);
    expect((await call(server.url, 'GET', '/api/v1/health')).status).toBe(200);
    await opensAndSavesOn(server, orgId, designId, otherToken, 'after-flood');
  }, 90_000);

  it('refuses both over the socket, restarts on its data after a SIGKILL, and the design saves', async () => {
    if (!server) throw new Error('no server');
    const url = collabUrl(server.url);
    const a = await joinRaw(url, designDocumentName(designId), memberToken);
    await a.socket.sendUpdate(a.documentName, garbage);
    const closed = await within(a.socket.closed, 10_000, 'the garbage to be refused');
    expect([REFUSED, BAD_MESSAGE]).toContain(closed.code);
    expect(a.statusesSinceJoin()).not.toContain(true);

    const b = await joinRaw(url, designDocumentName(designId), memberToken);
    const deep = scratchUpdateOf(b.doc, (doc) => nestMaps(attrsOf(doc), 'deep', 10_000));
    expect(await sendAndSee(b, deep, 15_000)).toEqual({
      code: REFUSED,
      reason: LIVE_CLOSE.updateRefused.reason,
    });
    b.socket.terminate();
    expect((await call(server.url, 'GET', '/api/v1/health')).status).toBe(200);

    await server.kill();
    server = await startServer(world.options);
    expect((await call(server.url, 'GET', '/api/v1/health')).status).toBe(200);
    await opensAndSavesOn(server, orgId, designId, memberToken, 'after-restart');
  }, 120_000);

  it('sets aside bad rows a killed process left: starts, opens, saves, and lists them to the sys_admin', async () => {
    if (!server) throw new Error('no server');
    // The design has a live state (the test above opened it). Rows as a killed process
    // that had logged them would leave them.
    // A valid update of its own (a new client): a page map nested 10 000 deep.
    deepRow = updateOf(new Y.Doc(), (doc) => nestMaps(doc.getMap('pages'), 'p-deep', 10_000));
    await server.kill();
    const handle = await world.openDb();
    try {
      await handle.db.insert(liveUpdates).values([
        { contentId: designId, update: Buffer.from(garbage) },
        { contentId: designId, update: Buffer.from(deepRow) },
      ]);
    } finally {
      await handle.close();
    }

    server = await startServer(world.options);
    expect((await call(server.url, 'GET', '/api/v1/health')).status).toBe(200);
    await opensAndSavesOn(server, orgId, designId, memberToken, 'after-quarantine');

    const listed = await call(server.url, 'GET', '/api/v1/admin/live-quarantine', {
      token: adminToken,
    });
    expect(listed.status, listed.text).toBe(200);
    const rows = listed.json<QuarantinedLiveUpdate[]>();
    const mine = rows.filter((row) => row.contentId === designId);
    expect(mine.map((row) => row.bytes).sort((x, y) => x - y)).toEqual(
      [garbage.byteLength, deepRow.byteLength].sort((x, y) => x - y),
    );
    for (const row of mine) {
      expect(typeof row.id).toBe('number');
      expect(row.userId).toBeNull();
      expect(row.reason.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(row.createdAt))).toBe(false);
    }
    const denied = await call(server.url, 'GET', '/api/v1/admin/live-quarantine', {
      token: memberToken,
    });
    expect(denied.status).toBe(403);

    // In the database: gone from the log, kept aside with their bytes.
    await server.stop();
    server = undefined;
    const db = await world.openDb();
    try {
      const left = await db.db
        .select({ update: liveUpdates.update })
        .from(liveUpdates)
        .where(eq(liveUpdates.contentId, designId));
      expect(left).toEqual([]);
      const { rows: kept } = await db.db.execute<{
        content_id: number;
        user_id: number | null;
        update: Buffer | Uint8Array;
        reason: string;
      }>(sql`select content_id, user_id, "update", reason, created_at from live_quarantine
             where content_id = ${designId}`);
      const keptBytes = kept.map((row) => Buffer.from(row.update).toString('hex')).sort();
      expect(keptBytes).toEqual(
        [Buffer.from(garbage).toString('hex'), Buffer.from(deepRow).toString('hex')].sort(),
      );
    } finally {
      await db.close();
    }
    // And it starts again on that data.
    server = await startServer(world.options);
    expect((await call(server.url, 'GET', '/api/v1/health')).status).toBe(200);
  }, 180_000);
});

/** The resident memory of a process (Linux /proc), in bytes. */
const rssOf = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return Number(kb ?? 0) * KB;
};

describe(`a stranger sending 320 MB without signing in, on ${testDbKind()}`, () => {
  let world: ServerWorld;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    world = await serverWorld('memory', { phone: ADMIN_PHONE, password: ADMIN_PASSWORD });
    server = await startServer(world.options);
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await world?.cleanup();
  });

  it("keeps the server's memory growth under half of what strangers send", async () => {
    if (!server?.child.pid) throw new Error('no server');
    const pid = server.child.pid;
    const url = collabUrl(server.url);
    // Warm up: a few requests and one refused socket, so the baseline is a process that has
    // already served both (the socket's code loaded, its buffers made once).
    for (let i = 0; i < 5; i++) await call(server.url, 'GET', '/api/v1/health');
    const first = connectRaw(url);
    await first.opened;
    void first.send(new Uint8Array(8 * MB));
    await within(first.closed, 10_000, 'the warm-up socket to be closed').catch(() =>
      first.terminate(),
    );
    await sleep(500);
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 50);
    const message = new Uint8Array(8 * MB).fill(0x41);
    const total = 320 * MB;
    let sent = 0;
    try {
      const worker = async () => {
        while (sent < total) {
          const socket = connectRaw(url);
          try {
            await socket.opened;
          } catch {
            // Refused (429 while the others are counted): try again shortly.
            await sleep(50);
            continue;
          }
          // Several messages on one socket until the server closes it.
          for (let i = 0; i < 3 && socket.isOpen(); i++) {
            void socket.send(message);
            sent += message.byteLength;
          }
          await within(socket.closed, 10_000, 'the stranger socket to be closed').catch(() =>
            socket.terminate(),
          );
        }
      };
      await Promise.all([worker(), worker(), worker()]);
      await sleep(500);
      peak = Math.max(peak, rssOf(pid));
    } finally {
      clearInterval(sampler);
    }
    console.info(
      `stranger on ${testDbKind()}: ${Math.round(sent / MB)} MB sent, RSS ${Math.round(before / MB)} MB → peak ${Math.round(peak / MB)} MB`,
    );
    expect(sent).toBeGreaterThanOrEqual(total);
    // A server that kept what strangers send would grow by all of it (320 MB and more); one
    // that drops it still reads the bytes in flight — up to nine 8 MB messages at a time
    // here — into chunks the collector frees later, later still on a busy machine (116 MB
    // seen at a load of 8). Half of what was sent tells the two apart.
    expect(
      peak - before,
      `RSS ${Math.round(before / MB)} MB → peak ${Math.round(peak / MB)} MB`,
    ).toBeLessThan(sent / 2);
    expect((await call(server.url, 'GET', '/api/v1/health')).status).toBe(200);
  }, 120_000);
});
