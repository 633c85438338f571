// How a design's live state is stored (collab/store.ts), on PGlite and PostgreSQL: writes
// merge with what is stored (never overwrite), the first open builds the state once however
// many ask together, and a state that is not a valid design never reaches the JSON content.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { loadLiveDocument, loadLiveState, storeLiveState } from '../src/collab/store.ts';
import { contents } from '../src/db/schema.ts';
import { campaignJson, createdCoupon } from './fixtures/designs.ts';
import { addRect, campaignOf, campaignOfState, shapeIds } from './fixtures/live-client.ts';
import { storedLiveState } from './fixtures/live-rows.ts';
import { makeTestApp, type TestApp, testDbKind } from './helpers.ts';

describe(`live state storage on ${testDbKind()}`, () => {
  let t: TestApp;
  let orgId: number;
  let token: string;
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => void warnings.push(message) };

  const createDesign = (content?: string) =>
    createdCoupon(t, orgId, t.auth(token), 'Store', content);

  const stored = (id: number) => storedLiveState(t.app.db, id);

  const replica = (state: Uint8Array) => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, state);
    return doc;
  };

  beforeAll(async () => {
    t = await makeTestApp();
    orgId = (await t.factory.org()).id;
    token = await t.factory.memberSession(orgId);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('merges what each replica stores: ten replicas storing at once keep all ten shapes', async () => {
    const design = await createDesign();
    const seed = await loadLiveState(t.app.db, design.id, new Date(), log);
    expect(seed).not.toBeNull();
    const replicas = Array.from({ length: 10 }, (_, i) => {
      const doc = replica(seed ?? new Uint8Array());
      addRect(doc, `r${i}`);
      return doc;
    });
    await Promise.all(
      replicas.map((doc) => storeLiveState(t.app.db, design.id, doc, new Date(), log)),
    );
    const ids = shapeIds(campaignOfState(await stored(design.id)));
    expect(ids.sort()).toEqual(['s1', ...replicas.map((_, i) => `r${i}`)].sort());
    const [row] = await t.app.db.select().from(contents).where(eq(contents.id, design.id));
    expect(shapeIds(JSON.parse(row?.content ?? '{}'))).toHaveLength(11);
    expect(row?.revision).toBeGreaterThan(design.revision);
  });

  it('builds the state from the JSON once when many ask for it together', async () => {
    const design = await createDesign();
    const states = await Promise.all(
      Array.from({ length: 5 }, () => loadLiveState(t.app.db, design.id, new Date(), log)),
    );
    for (const state of states) {
      expect(shapeIds(campaignOfState(state ?? new Uint8Array()))).toEqual(['s1']);
      expect(state).toEqual(states[0]);
    }
    // A client holding each answer and storing it back still has one s1.
    for (const state of states) {
      await storeLiveState(
        t.app.db,
        design.id,
        replica(state ?? new Uint8Array()),
        new Date(),
        log,
      );
    }
    expect(shapeIds(campaignOfState(await stored(design.id)))).toEqual(['s1']);
  });

  it('lets other work run while it seeds a big design, and seeds it whole', async () => {
    const campaign = JSON.parse(campaignJson('Big', 'first'));
    const shapes = campaign.pages.items.p1.layers.items.l1.shapes;
    for (let i = 0; i < 1_200; i++) {
      shapes.order.push(`b${i}`);
      shapes.items[`b${i}`] = { id: `b${i}`, type: 'text', attrs: { x: 10, y: 10, text: `${i}` } };
    }
    const design = await createDesign(JSON.stringify(campaign));
    const doc = new Y.Doc();
    const childOf = (map: unknown, key: string) => (map instanceof Y.Map ? map.get(key) : null);
    const shapesNow = () => {
      const layer = childOf(childOf(childOf(doc.getMap('pages'), 'p1'), 'layers'), 'l1');
      const map = childOf(layer, 'shapes');
      return map instanceof Y.Map ? map.size : 0;
    };
    // Other work, one piece per turn of the event loop, noting how far the seed has got.
    const seen = new Set<number>();
    let loading = true;
    const watch = () => {
      seen.add(shapesNow());
      if (loading) setImmediate(watch);
    };
    setImmediate(watch);
    expect(
      (await loadLiveDocument(t.app.db, design.id, doc, 'test', new Date(), log))?.bytes,
    ).toBeGreaterThan(0);
    loading = false;
    expect(shapeIds(campaignOf(doc))).toHaveLength(1_201);
    expect(shapeIds(campaignOfState(await stored(design.id)))).toHaveLength(1_201);
    // Seen part-way: it ran between the seed's steps, not only before and after the seed.
    expect([...seen].some((count) => count > 0 && count < 1_201)).toBe(true);
  });

  it('never writes a state that is not a valid design into the JSON content', async () => {
    const design = await createDesign();
    const seed = await loadLiveState(t.app.db, design.id, new Date(), log);
    const doc = replica(seed ?? new Uint8Array());
    doc.getMap('campaign').set('width', 'very wide');
    warnings.length = 0;
    await storeLiveState(t.app.db, design.id, doc, new Date(), log);
    const [row] = await t.app.db.select().from(contents).where(eq(contents.id, design.id));
    expect(row?.content).toBe(design.content);
    expect(row?.revision).toBe(design.revision);
    expect(warnings).toContain('live document not written: invalid');
  });
});
