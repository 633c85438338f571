// The account endpoints' rate limit counted in the database (http/rate-limit-store.ts), on
// the embedded database and on PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countHit } from '../src/http/rate-limit-store.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

const WINDOW = 15 * 60_000;

describe('countHit', () => {
  let t: TestApp;
  let n = 0;
  const freshKey = () => `PUT /api/v1/test 10.0.0.${++n}`;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('counts hits in a window and tells how long it has left', async () => {
    const key = freshKey();
    const start = new Date('2031-01-01T10:00:00Z');
    expect(await countHit(t.app.db, key, WINDOW, start)).toEqual({ current: 1, ttl: WINDOW });
    const later = new Date(start.getTime() + 60_000);
    expect(await countHit(t.app.db, key, WINDOW, later)).toEqual({
      current: 2,
      ttl: WINDOW - 60_000,
    });
  });

  it('starts a fresh window once the last one has ended', async () => {
    const key = freshKey();
    const start = new Date('2031-01-02T10:00:00Z');
    await countHit(t.app.db, key, WINDOW, start);
    await countHit(t.app.db, key, WINDOW, start);
    const justBefore = new Date(start.getTime() + WINDOW - 1);
    expect((await countHit(t.app.db, key, WINDOW, justBefore)).current).toBe(3);
    const atTheEnd = new Date(start.getTime() + WINDOW);
    expect(await countHit(t.app.db, key, WINDOW, atTheEnd)).toEqual({ current: 1, ttl: WINDOW });
  });

  it('keeps keys apart', async () => {
    const [one, two] = [freshKey(), freshKey()];
    const now = new Date('2031-01-03T10:00:00Z');
    await countHit(t.app.db, one, WINDOW, now);
    await countHit(t.app.db, one, WINDOW, now);
    expect((await countHit(t.app.db, two, WINDOW, now)).current).toBe(1);
  });

  it('gives parallel hits distinct counts, so none slips under the limit', async () => {
    const key = freshKey();
    const now = new Date('2031-01-04T10:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => countHit(t.app.db, key, WINDOW, now)),
    );
    expect(answers.map((a) => a.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
