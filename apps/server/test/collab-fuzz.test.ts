// Fuzzing the live socket (issue 28), on PGlite and PostgreSQL: real updates made by the core's
// operations on a copy of a live design, mutated (bit flips, truncations, random nesting,
// random keys and roots, two updates spliced), thousands of them sent over raw sockets that
// are opened again whenever the server closes one. After each batch the server answers
// /health, the stored JSON parses, and a fresh editor syncs a document the core reads. The
// PRNG is seeded (FUZZ_SEED overrides it), so a failure reproduces.
// Over 300 lines: the mutators, the seeded loop and the checks after each batch belong to one fuzz
// run and read top to bottom.
import {
  addShape,
  type Campaign,
  deleteShapes,
  lockShapes,
  moveShapes,
  parseCampaign,
  reorderShapes,
  setBackground,
  updateAttrs,
} from '@nibble/core';
import { readLiveDocument } from '@nibble/core/live';
import { designDocumentName } from '@nibble/core/live/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { contents, liveQuarantine } from '../src/db/schema.ts';
import { createdCoupon } from './fixtures/designs.ts';
import {
  addRect,
  campaignOf,
  collabUrl,
  connectLive,
  edit,
  shapeIds,
  waitFor,
} from './fixtures/live-client.ts';
import {
  joinRaw,
  prng,
  type RawLiveSession,
  randomBytes,
  scratchUpdateOf,
} from './fixtures/raw-live-socket.ts';
import { listenLocally, makeTestApp, type TestApp, testDbKind } from './helpers.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 2_028);
const BATCHES = 8;
const BATCH_SIZE = 200;
const SOCKETS = 4;

type Random = () => number;
const int = (random: Random, n: number) => Math.floor(random() * n);
const pick = <T>(random: Random, items: readonly T[]): T => items[int(random, items.length)] as T;

const WEIRD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'position',
  'attrs',
  'layers',
  'shapes',
  'items',
  'order',
  'id',
  'type',
  'x',
  'opacity',
  'metadata',
  'pages',
  'prints',
  '',
  '\u0000',
  'ü'.repeat(40),
] as const;

function randomValue(random: Random, depth = 0): unknown {
  switch (int(random, depth > 2 ? 6 : 9)) {
    case 0:
      return int(random, 2_000_000) - 1_000_000;
    case 1:
      return random() * 1e308 * (random() < 0.5 ? -1 : 1);
    case 2:
      return 'v'.repeat(int(random, 300));
    case 3:
      return null;
    case 4:
      return random() < 0.5;
    case 5:
      return pick(random, ['', 'NaN', '#zzzzzz', 'half', '{}', 'rect', 'text']);
    case 6:
      return Array.from({ length: int(random, 4) }, () => randomValue(random, depth + 1));
    case 7:
      return { [pick(random, WEIRD_KEYS)]: randomValue(random, depth + 1) };
    default:
      return new Uint8Array(int(random, 16));
  }
}

/** Whether `update` decodes as a Yjs update at all. */
function decodes(update: Uint8Array): boolean {
  try {
    Y.decodeUpdate(update);
    return true;
  } catch {
    return false;
  }
}

/** Sets `value` if Yjs can hold it (it dispatches on `value.constructor`, e.g. `{constructor: 1}`). */
function setLoosely(map: Y.Map<unknown>, key: string, value: unknown): void {
  try {
    map.set(key, value);
  } catch {
    map.set(key, null);
  }
}

/** Every Y.Map of the document, up to a few levels down. */
function mapsOf(doc: Y.Doc): Y.Map<unknown>[] {
  const found: Y.Map<unknown>[] = [];
  const queue: [Y.Map<unknown>, number][] = ['campaign', 'pages', 'prints'].map((root) => [
    doc.getMap(root),
    0,
  ]);
  while (queue.length > 0) {
    const [map, depth] = queue.shift() as [Y.Map<unknown>, number];
    found.push(map);
    if (depth > 8) continue;
    for (const value of map.values()) {
      if (value instanceof Y.Map) queue.push([value as Y.Map<unknown>, depth + 1]);
    }
  }
  return found;
}

/** A random real operation of the core on the campaign the document holds. */
function randomOperation(random: Random, campaign: Campaign, n: number): Campaign {
  const ids = shapeIds(campaign);
  const ref = {
    pageId: 'p1',
    layerId: 'l1',
    shapeIds: ids.length > 0 ? [pick(random, ids)] : [],
  };
  switch (int(random, 7)) {
    case 0:
    case 1:
      return addShape(campaign, {
        pageId: 'p1',
        layerId: 'l1',
        id: `f${n}`,
        spec:
          random() < 0.5
            ? { type: pick(random, ['rect', 'circ', 'ellipse', 'star', 'line'] as const) }
            : { type: 'text', preset: 'body', text: `fuzz ${n}` },
      });
    case 2:
      return moveShapes(campaign, { ...ref, dx: int(random, 50) - 25, dy: int(random, 50) - 25 });
    case 3:
      return updateAttrs(campaign, { ...ref, attrs: { opacity: random(), fill: '#123456' } });
    case 4:
      return reorderShapes(campaign, {
        ...ref,
        move: pick(random, ['front', 'forward', 'back', 'backward'] as const),
      });
    case 5:
      return random() < 0.5 ? lockShapes(campaign, ref) : deleteShapes(campaign, ref);
    default:
      return setBackground(campaign, {
        pageId: 'p1',
        color: random() < 0.5 ? '#ffffff' : '#000000',
      });
  }
}

/** A mutation of a real update: one of the ways a hostile or broken client could differ. */
function mutate(random: Random, base: Uint8Array[], builder: Y.Doc): Uint8Array {
  const original = pick(random, base);
  switch (int(random, 8)) {
    case 0: {
      // Bit flips.
      const bytes = original.slice();
      const flips = 1 + int(random, 4);
      for (let i = 0; i < flips; i++) {
        const at = int(random, bytes.length);
        bytes[at] = (bytes[at] as number) ^ (1 << int(random, 8));
      }
      return bytes;
    }
    case 1:
      // Truncation (one in five to the first two bytes or fewer).
      return original.slice(0, int(random, random() < 0.2 ? 3 : original.length));
    case 2: {
      // Two updates spliced.
      const other = pick(random, base);
      const bytes = new Uint8Array([
        ...original.slice(0, int(random, original.length + 1)),
        ...other.slice(int(random, other.length)),
      ]);
      return bytes;
    }
    case 3:
      // Random nesting somewhere in the document.
      return scratchUpdateOf(builder, (doc) => {
        const maps = mapsOf(doc);
        let current = pick(random, maps);
        const depth = pick(random, [2, 5, 20, 100, 1_000, 5_000]);
        for (let i = 0; i < depth; i++) {
          const next = new Y.Map<unknown>();
          current.set(pick(random, WEIRD_KEYS) || 'k', next);
          current = next;
        }
        setLoosely(current, 'leaf', randomValue(random));
      });
    case 4:
      // Random keys and values at random places.
      return scratchUpdateOf(builder, (doc) => {
        const maps = mapsOf(doc);
        const count = 1 + int(random, 5);
        for (let i = 0; i < count; i++) {
          const map = pick(random, maps);
          if (random() < 0.2 && map.size > 0) map.delete(pick(random, [...map.keys()]));
          else setLoosely(map, pick(random, WEIRD_KEYS), randomValue(random));
        }
      });
    case 5:
      // Types no reader expects: other roots, arrays, text.
      return scratchUpdateOf(builder, (doc) => {
        const name = pick(random, ['junk', 'campaign2', '', 'pages ', 'awareness']);
        switch (int(random, 4)) {
          case 0:
            doc.getMap(name).set('x', randomValue(random));
            break;
          case 1:
            doc.getArray(name).push([randomValue(random)]);
            break;
          case 2:
            doc.getText(name).insert(0, 'fuzz');
            break;
          default: {
            const text = new Y.Text();
            pick(random, mapsOf(doc)).set(pick(random, WEIRD_KEYS), text);
            text.insert(0, 'in a map');
          }
        }
      });
    case 6:
      // Random bytes with a real update's start.
      return new Uint8Array([
        ...original.slice(0, int(random, 8)),
        ...randomBytes(random, int(random, 64)),
      ]);
    default:
      // The update as it was (it may depend on others the server does not hold).
      return original;
  }
}

describe(`fuzzing the live socket with mutated real updates on ${testDbKind()}`, () => {
  let t: TestApp;
  let url: string;
  let orgId: number;
  let token: string;
  /** The server's warnings (refusals, quarantines, designs not written), for failure messages. */
  const warnings: string[] = [];

  beforeAll(async () => {
    t = await makeTestApp(
      {},
      {
        logger: {
          level: 'warn',
          stream: { write: (line: string) => void warnings.push(line) },
        },
      },
    );
    url = collabUrl(await listenLocally(t));
    orgId = (await t.factory.org({ name: 'Fuzz Mart' })).id;
    token = await t.factory.memberSession(orgId, 'org_employee');
  });

  afterAll(async () => {
    await t?.close();
  });

  it(`keeps the server, the stored JSON and a fresh joiner sound over ${BATCHES * BATCH_SIZE} mutated updates (seed ${SEED})`, async () => {
    const random = prng(SEED);
    const design = await createdCoupon(t, orgId, t.auth(token), 'Fuzz');
    const name = designDocumentName(design.id);

    // Real updates: the core's operations (one to three each) on a copy of the design synced
    // from the server, each made on the state the server holds, so it may be admitted as it is.
    const first = await joinRaw(url, name, token);
    const serverCopy = first.doc;
    first.close();
    const base: Uint8Array[] = [];
    for (let n = 0; n < 80; n++) {
      const steps = 1 + int(random, 3);
      const update = scratchUpdateOf(serverCopy, (doc) => {
        for (let k = 0; k < steps; k++) {
          edit(doc, (c) => randomOperation(random, c, n * 10 + k));
        }
      });
      if (update.byteLength > 2) base.push(update);
    }
    expect(base.length).toBeGreaterThan(20);

    let sessions: (RawLiveSession | null)[] = Array.from({ length: SOCKETS }, () => null);
    const counts = { acknowledged: 0, refused: 0, closes: {} as Record<number, number> };
    let joins = 0;
    /** Updates that do not decode, yet were answered "applied" (hex). */
    const garbageAcknowledged: string[] = [];

    /** Sends one update on socket `slot`, joining again first when the server closed it. */
    const sendOne = async (slot: number, update: Uint8Array) => {
      let session = sessions[slot];
      if (!session?.socket.isOpen()) {
        // Most sockets only authenticate (cheaper); every tenth syncs first, as the editor does.
        joins++;
        session = await joinRaw(url, name, token, 10_000, { sync: joins % 10 === 0 });
        sessions[slot] = session;
      }
      await session.socket.sendUpdate(name, update);
      const answer = await session.nextStatus(15_000);
      if (typeof answer === 'boolean') {
        if (answer) counts.acknowledged++;
        if (answer && !decodes(update))
          garbageAcknowledged.push(Buffer.from(update).toString('hex'));
      } else {
        counts.refused++;
        counts.closes[answer.code] = (counts.closes[answer.code] ?? 0) + 1;
        sessions[slot] = null;
      }
    };

    const check = async (batch: number) => {
      const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode, `health after batch ${batch}`).toBe(200);
      // Everything bad was refused at the socket: nothing admitted had to be set aside later.
      const setAside = await t.app.db
        .select({ reason: liveQuarantine.reason, update: liveQuarantine.update })
        .from(liveQuarantine)
        .where(eq(liveQuarantine.contentId, design.id));
      expect(
        setAside.map((row) => `${row.reason} (${row.update.byteLength} bytes)`),
        `set aside after batch ${batch}; the server's warnings: ${warnings
          .filter((line) => !line.includes('live update refused'))
          .slice(-5)
          .join('')}`,
      ).toEqual([]);
      const [row] = await t.app.db.select().from(contents).where(eq(contents.id, design.id));
      expect(() => parseCampaign(row?.content ?? '', 'promotion_coupon')).not.toThrow();
      const fresh = connectLive(url, design.id, token);
      try {
        const ready = await Promise.race([
          fresh.ready,
          new Promise<boolean>((r) => setTimeout(() => r(false), 15_000)),
        ]);
        expect(ready, `a fresh joiner after batch ${batch}: ${fresh.refusal()}`).toBe(true);
        const read = readLiveDocument(fresh.doc);
        expect(
          read.ok ? 'ok' : read.error.message,
          `the fresh joiner's document after batch ${batch}`,
        ).toBe('ok');
      } finally {
        fresh.destroy();
      }
    };

    try {
      for (let batch = 0; batch < BATCHES; batch++) {
        const updates = Array.from({ length: BATCH_SIZE }, () => mutate(random, base, serverCopy));
        let next = 0;
        await Promise.all(
          Array.from({ length: SOCKETS }, async (_, slot) => {
            while (next < updates.length) {
              const update = updates[next++] as Uint8Array;
              await sendOne(slot, update);
            }
          }),
        );
        await check(batch);
      }
    } finally {
      for (const session of sessions) session?.close();
      sessions = [];
    }

    // Nothing froze: an honest edit still reaches the JSON.
    const honest = connectLive(url, design.id, token);
    try {
      expect(await honest.ready).toBe(true);
      expect(() => campaignOf(honest.doc)).not.toThrow();
      // On whatever page and layer the fuzz left (it may have deleted p1 or l1).
      const campaign = campaignOf(honest.doc);
      const pageId = campaign.pages.order[0] ?? 'p1';
      const layerId = campaign.pages.items[pageId]?.layers.order[0] ?? 'l1';
      addRect(honest.doc, 'after-fuzz', pageId, layerId);
      expect(shapeIds(campaignOf(honest.doc))).toContain('after-fuzz');
      const notWritten = () =>
        `${warnings.slice(-5).join('')}; the honest client: refusal ${honest.refusal()}, ${honest.provider.unsyncedChanges} unsynced`;
      await waitFor(
        async () => {
          const [row] = await t.app.db.select().from(contents).where(eq(contents.id, design.id));
          return shapeIds(JSON.parse(row?.content ?? '{}')).includes('after-fuzz');
        },
        'an honest edit to reach contents.content after the fuzz',
        15_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}; the server's last warnings:\n${notWritten()}`);
      });
    } finally {
      honest.destroy();
    }
    // The refusals by reason, the design's own parser's messages counted as one reason.
    const reasons: Record<string, number> = {};
    for (const line of warnings) {
      const reason = /"reason":"([^"]*)"/
        .exec(line)?.[1]
        ?.replace(/^(The design is not valid):.*/, '$1');
      if (reason) reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    console.info(
      `collab fuzz (seed ${SEED}) on ${testDbKind()}: ${JSON.stringify(counts)}; refusals ${JSON.stringify(reasons)}`,
    );
    // The garbage is never acknowledged.
    expect(
      garbageAcknowledged.length,
      `acknowledged without decoding: ${garbageAcknowledged.slice(0, 10).join(' ')}`,
    ).toBe(0);
    // Both kinds of answer happened (the fuzz reached the checks, and some passed them).
    expect(counts.refused, JSON.stringify(counts)).toBeGreaterThan(0);
  }, 120_000);
});
