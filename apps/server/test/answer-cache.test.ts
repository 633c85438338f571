// QR images replayed ahead of the router (http/answer-cache.ts). app.inject never passes
// through the HTTP server, so these tests listen on a port and ask over a real socket.
// Over 300 lines: the QR and listing replays share one listening app, and each case of what is and
// is not replayed needs its own request.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsDaily } from '../src/db/schema.ts';
import { AnswerCache } from '../src/http/answer-cache.ts';
import { AccessLog } from '../src/http/logging.ts';
import { pageCounters } from '../src/stats/index.ts';
import { campaignJson } from './fixtures/designs.ts';
import { listenLocally, makeTestApp, platformDay, type TestApp } from './helpers.ts';

/** Headers as a plain object, without the framing ones each answer has of its own. */
const headersOf = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  );

/**
 * The whole answer as it crossed the socket — status line, headers in their order and case,
 * body — less the Date line, which is the only part that may differ between two answers.
 */
function rawGet(base: string, path: string): Promise<Buffer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const headEnd = raw.indexOf('\r\n\r\n');
      const head = raw
        .subarray(0, headEnd)
        .toString('latin1')
        .split('\r\n')
        .filter((line) => !/^date:/i.test(line))
        .join('\r\n');
      resolve(Buffer.concat([Buffer.from(head, 'latin1'), raw.subarray(headEnd)]));
    });
  });
}

// The QR images and the city listing replayed by one app, as the server runs them.
describe('answers replayed ahead of the router', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await makeTestApp();
    base = await listenLocally(t);
  });
  afterAll(() => t.close());

  describe('QR images', () => {
    const scans = async (pageId: number) => {
      await pageCounters(t.app).flush();
      const rows = await t.app.db
        .select()
        .from(statsDaily)
        .where(and(eq(statsDaily.pageId, pageId), eq(statsDaily.kind, 'qr')));
      return rows.reduce((sum, row) => sum + row.count, 0);
    };

    /** A page record to count scans of (counts of unknown ids are dropped when written). */
    async function pageRecord(): Promise<number> {
      const org = await t.factory.org();
      const design = await t.factory.design(org.id, { title: 'Scanned' });
      const page = await t.factory.page(design.id, { title: 'Scanned', publisherId: org.id });
      return page.id;
    }

    it('replays the very headers and bytes the router sent, and counts every scan', async () => {
      const pageId = await pageRecord();
      const url = `${base}/api/v1/qrcode/001:${pageId}`;
      // The first request renders; the second is sent by the router and kept.
      await (await fetch(url)).arrayBuffer();
      const routed = await fetch(url);
      const routedBody = Buffer.from(await routed.arrayBuffer());
      const before = t.app.answerCache.replays;

      const replayed = await fetch(url);
      expect(t.app.answerCache.replays).toBe(before + 1);
      expect(replayed.status).toBe(200);
      expect(headersOf(replayed)).toEqual(headersOf(routed));
      expect(Buffer.from(await replayed.arrayBuffer()).equals(routedBody)).toBe(true);
      expect(routed.headers.get('content-type')).toBe('image/png');
      expect(routed.headers.get('content-length')).toBe(String(routedBody.length));
      expect(await scans(pageId)).toBe(3);
    });

    it('sends the same bytes on the wire as the router, but for the Date header', async () => {
      const pageId = await pageRecord();
      const path = `/api/v1/qrcode/001:${pageId}`;
      const before = t.app.answerCache.replays;
      await rawGet(base, path); // renders
      const routed = await rawGet(base, path); // sent by the router, and kept
      expect(t.app.answerCache.replays).toBe(before);
      const replayed = await rawGet(base, path);
      expect(t.app.answerCache.replays).toBe(before + 1);
      expect(routed.subarray(0, 17).toString()).toBe('HTTP/1.1 200 OK\r\n');
      expect(replayed.toString('latin1')).toBe(routed.toString('latin1'));
      expect(replayed.equals(routed)).toBe(true);
      expect(await scans(pageId)).toBe(3);
    });

    it('keeps the app code and organisation codes too, each under its own URL', async () => {
      for (const path of ['/api/v1/nibble-qrcode', '/api/v1/org-qrcode?path=001:77']) {
        await (await fetch(`${base}${path}`)).arrayBuffer();
        await (await fetch(`${base}${path}`)).arrayBuffer();
        const before = t.app.answerCache.replays;
        const res = await fetch(`${base}${path}`);
        expect(res.status).toBe(200);
        expect(t.app.answerCache.replays, path).toBe(before + 1);
      }
      const other = await fetch(`${base}/api/v1/org-qrcode?path=001:78`);
      expect(other.headers.get('etag')).not.toBe(
        (await fetch(`${base}/api/v1/org-qrcode?path=001:77`)).headers.get('etag'),
      );
    });

    it('leaves HEAD, conditional requests and malformed codes to the router', async () => {
      const url = `${base}/api/v1/qrcode/001:4343`;
      await (await fetch(url)).arrayBuffer();
      const kept = await fetch(url);
      await kept.arrayBuffer();
      const before = t.app.answerCache.replays;

      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      const etag = kept.headers.get('etag') ?? '';
      const revalidated = await fetch(url, { headers: { 'If-None-Match': etag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      const bad = await fetch(`${base}/api/v1/qrcode/001:nope`);
      expect(bad.status).toBe(400);
      expect(t.app.answerCache.replays).toBe(before);
    });
  });

  describe('the city listing', () => {
    it('sends the same bytes as the router, and drops the answer when a publication changes', async () => {
      const org = await t.factory.org({ city: 'Replaypur', name: 'Replay Stores' });
      const headers = t.auth(await t.factory.memberSession(org.id));
      const publish = async (title: string) => {
        const created = await t.app.inject({
          method: 'POST',
          url: `/api/v1/org/${org.id}/content`,
          headers,
          payload: { title, content: campaignJson(title), type: 'promotion_coupon' },
        });
        expect(created.statusCode).toBe(201);
        const published = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/org/${org.id}/content/${created.json<{ id: number }>().id}`,
          headers,
          payload: { published: 1, publish_start: platformDay(0), publish_end: platformDay(5) },
        });
        expect(published.statusCode, published.body).toBe(200);
      };
      await publish('First offer');
      const path = '/api/v1/contents-city?city=Replaypur';

      const before = t.app.answerCache.replays;
      const routed = await rawGet(base, path);
      expect(t.app.answerCache.replays).toBe(before);
      const replayed = await rawGet(base, path);
      expect(t.app.answerCache.replays).toBe(before + 1);
      expect(routed.toString('latin1')).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(routed.toString('latin1')).toContain('content-security-policy');
      expect(replayed.equals(routed)).toBe(true);

      // A publication through the API: the next request goes to the router and sees it.
      await publish('Second offer');
      const afterWrite = await fetch(`${base}${path}`);
      expect(t.app.answerCache.replays).toBe(before + 1);
      const titles = (await afterWrite.json()).map((c: { title: string }) => c.title);
      expect(titles.sort()).toEqual(['First offer', 'Second offer']);
      await (await fetch(`${base}${path}`)).arrayBuffer();
      expect(t.app.answerCache.replays).toBe(before + 2);
    });

    it('never keeps a refusal', async () => {
      const before = t.app.answerCache.replays;
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${base}/api/v1/contents-city?city=%20`);
        expect(res.status).toBe(400);
      }
      expect(t.app.answerCache.replays).toBe(before);
    });
  });
});

describe('the answer cache', () => {
  function fakeResponse() {
    const written: { status?: number; headers?: OutgoingHttpHeaders; body?: Buffer } = {};
    const response = {
      writeHead(status: number, headers: OutgoingHttpHeaders) {
        written.status = status;
        written.headers = headers;
        return this;
      },
      end(body: Buffer) {
        written.body = body;
        return this;
      },
    };
    return { response: response as unknown as ServerResponse, written };
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    ({ method: 'GET', url, headers }) as unknown as IncomingMessage;

  it('replays only a plain GET of a kept URL, with its length, and calls onReplay', () => {
    const cache = new AnswerCache();
    let replayed = 0;
    cache.keep('/a', {
      headers: { 'content-type': 'image/png' },
      body: Buffer.from('png'),
      onReplay: () => {
        replayed += 1;
      },
    });
    const { response, written } = fakeResponse();
    expect(cache.replay(get('/a'), response)).toBe(true);
    expect(written).toEqual({
      status: 200,
      headers: { 'content-type': 'image/png', 'content-length': 3 },
      body: Buffer.from('png'),
    });
    expect(replayed).toBe(1);
    // A URL keeps its first answer.
    cache.keep('/a', { headers: {}, body: Buffer.from('other') });
    const again = fakeResponse();
    cache.replay(get('/a'), again.response);
    expect(again.written.body).toEqual(Buffer.from('png'));

    const untouched = fakeResponse();
    expect(cache.replay(get('/b'), untouched.response)).toBe(false);
    expect(cache.replay(get('/a?x=1'), untouched.response)).toBe(false);
    expect(cache.replay(get('/a', { 'if-none-match': '"x"' }), untouched.response)).toBe(false);
    expect(cache.replay(get('/a', { 'content-length': '2' }), untouched.response)).toBe(false);
    const head = { method: 'HEAD', url: '/a', headers: {} } as unknown as IncomingMessage;
    expect(cache.replay(head, untouched.response)).toBe(false);
    expect(untouched.written).toEqual({});
    expect(replayed).toBe(2);
  });

  it('keeps a changing answer until the next write, and none with no time left', () => {
    const cache = new AnswerCache();
    cache.keep('/forever', { headers: {}, body: Buffer.from('qr') });
    cache.keep('/listing', { headers: {}, body: Buffer.from('[]') }, { ttlMs: 5_000 });
    cache.keep('/stale', { headers: {}, body: Buffer.from('[]') }, { ttlMs: 0 });
    expect(cache.replay(get('/listing'), fakeResponse().response)).toBe(true);
    expect(cache.replay(get('/stale'), fakeResponse().response)).toBe(false);
    cache.forgetChanging();
    expect(cache.replay(get('/listing'), fakeResponse().response)).toBe(false);
    expect(cache.replay(get('/forever'), fakeResponse().response)).toBe(true);
  });

  it('masks a secret in a replayed URL’s access line', () => {
    const written: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => written.push(line) });
    const access = new AccessLog();
    access.attach(log as unknown as FastifyBaseLogger);
    expect(access.formatsLines).toBe(true);
    const cache = new AnswerCache({ access });
    for (const url of ['/api/v1/session/s3cret', '/api/v1/registration/c0de?next=1']) {
      cache.keep(url, { headers: {}, body: Buffer.from('x') });
      expect(cache.replay(get(url), fakeResponse().response)).toBe(true);
    }
    expect(written.map((line) => JSON.parse(line).url)).toEqual([
      '/api/v1/session/[redacted]',
      '/api/v1/registration/[redacted]?next=1',
    ]);
    expect(written.join('')).not.toMatch(/s3cret|c0de/);
  });

  it('replays nothing once closed, and keeps nothing when disabled', () => {
    const cache = new AnswerCache();
    cache.keep('/a', { headers: {}, body: Buffer.from('x') });
    cache.close();
    expect(cache.replay(get('/a'), fakeResponse().response)).toBe(false);
    cache.keep('/a', { headers: {}, body: Buffer.from('x') });
    expect(cache.size).toBe(0);

    const off = new AnswerCache({ enabled: false });
    off.keep('/a', { headers: {}, body: Buffer.from('x') });
    expect(off.size).toBe(0);
  });
});

describe('at LOG_LEVEL=info', () => {
  type Line = Record<string, unknown>;
  const lines: Line[] = [];
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await makeTestApp(
      { logLevel: 'info' },
      {
        logger: {
          level: 'info',
          stream: { write: (line: string) => lines.push(JSON.parse(line)) },
        },
      },
    );
    base = await listenLocally(t);
  });
  afterAll(() => t.close());

  it('replays too, and writes the same access line for a replayed request', async () => {
    const url = '/api/v1/qrcode/001:5';
    for (let i = 0; i < 3; i++) await (await fetch(`${base}${url}`)).arrayBuffer();
    expect(t.app.answerCache.replays).toBe(1);
    const access = lines.filter((line) => line.msg === 'request completed');
    expect(access).toHaveLength(3);
    for (const line of access) {
      expect(Object.keys(line).sort()).toEqual(
        [
          'hostname',
          'level',
          'method',
          'msg',
          'pid',
          'reqId',
          'responseTime',
          'statusCode',
          'time',
          'url',
        ].sort(),
      );
      expect(line).toMatchObject({ level: 30, method: 'GET', url, statusCode: 200 });
      expect(line.responseTime).toEqual(expect.any(Number));
    }
    // One id series for both paths: the replayed request's id follows the routed ones.
    const ids = access.map((line) => line.reqId);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toMatch(/^req-[0-9a-z]+$/);
  });

  it('writes, for a replayed answer, the very line the router writes for the same request', async () => {
    // The access log formats lines itself here (checked against pino when attached).
    expect(t.app.answerCache.access?.formatsLines).toBe(true);
    for (const url of ['/api/v1/qrcode/001:6', '/api/v1/contents-city?city=Kannur']) {
      // Kept once the answer is ready (a QR image: from the second request on).
      for (let i = 0; i < 2; i++) await (await fetch(`${base}${url}`)).arrayBuffer();
      const before = t.app.answerCache.replays;
      lines.length = 0;
      await (await fetch(`${base}${url}`)).arrayBuffer(); // replayed
      expect(t.app.answerCache.replays).toBe(before + 1);
      // A conditional request that matches nothing: the same 200, through the router.
      await (await fetch(`${base}${url}`, { headers: { 'if-none-match': '"0"' } })).arrayBuffer();
      expect(t.app.answerCache.replays).toBe(before + 1);
      const [replayed, routed] = lines.filter((line) => line.msg === 'request completed');
      const varying = (line: Line | undefined) =>
        Object.entries(line ?? {}).map(([key, value]) =>
          ['time', 'reqId', 'responseTime'].includes(key) ? [key, typeof value] : [key, value],
        );
      // Same keys in the same order, same values but for the time, id and duration.
      expect(varying(replayed)).toEqual(varying(routed));
      expect(Object.keys(replayed ?? {})).toEqual([
        'level',
        'time',
        'pid',
        'hostname',
        'reqId',
        'method',
        'url',
        'statusCode',
        'responseTime',
        'msg',
      ]);
      expect(replayed).toMatchObject({ url, statusCode: 200, method: 'GET', level: 30 });
    }
  });

  it('writes no line for a replayed answer once the level is raised at run time', async () => {
    const url = '/api/v1/qrcode/001:7';
    for (let i = 0; i < 2; i++) await (await fetch(`${base}${url}`)).arrayBuffer();
    const before = t.app.answerCache.replays;
    t.app.log.level = 'warn';
    try {
      lines.length = 0;
      await (await fetch(`${base}${url}`)).arrayBuffer();
      expect(t.app.answerCache.replays).toBe(before + 1);
      expect(lines.filter((line) => line.msg === 'request completed')).toEqual([]);
    } finally {
      t.app.log.level = 'info';
    }
    await (await fetch(`${base}${url}`)).arrayBuffer();
    expect(t.app.answerCache.replays).toBe(before + 2);
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  });
});
