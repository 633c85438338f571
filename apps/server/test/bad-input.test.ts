// Bad input (issue 7): fast-check sends hostile path parameters, query strings, headers,
// JSON bodies and multipart parts to every route. Never a 5xx; every refusal in the agreed
// error shape; a refused request leaves the database as it was; oversize bodies are 413
// before they are read whole.
// Over 300 lines: every route's hostile inputs and the oversize bodies in one suite, so the route
// list is walked once.
import { type ClientRequest, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINGER_MS } from '../src/http/refused-body.ts';
import { type Snapshot, snapshot } from './attack/db-snapshot.ts';
import {
  hostileAuthorization,
  hostileBody,
  hostileMultipart,
  hostileQuery,
  hostileSegment,
} from './attack/hostile.ts';
import { fillRoute, type OrgHoldings, seedOrg } from './attack/org-world.ts';
import { listRoutes, type RouteEntry } from './attack/routes.ts';
import { campaignJson } from './fixtures/designs.ts';
import { listenLocally, makeTestApp, type TestApp } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Page counters are flushed in the background; they are not what a request changes. */
const BACKGROUND = ['stats_daily'];
const RUNS = { numRuns: 120, endOnFailure: true } as const;

/** Writes `total` bytes of `fill` in 64 KB chunks, waiting for drain; never ends the body. */
function pumpBody(
  req: ClientRequest,
  total: number,
  fill: number,
  onSent: (bytes: number) => void,
): void {
  const chunk = Buffer.alloc(64 * 1024, fill);
  let written = 0;
  const pump = () => {
    while (written < total && !req.destroyed) {
      written += chunk.length;
      onSent(written);
      if (!req.write(chunk)) {
        req.once('drain', pump);
        return;
      }
    }
  };
  pump();
}

describe('bad input on every route', () => {
  let t: TestApp;
  let a: OrgHoldings;
  let routes: RouteEntry[];
  let adminToken: string;
  let callers: Record<string, Record<string, string>>;
  let last: Snapshot;

  beforeAll(async () => {
    t = await makeTestApp();
    a = await seedOrg(t, 'Attacked');
    adminToken = await t.factory.roleSession('sys_admin');
    callers = {
      sysAdmin: t.auth(adminToken),
      member: a.member,
      visitor: {},
    };
    routes = [{ method: 'GET', url: '/api/v1/health' }, ...(await listRoutes())];
    last = await snapshot(t.app.db, BACKGROUND);
  });
  afterAll(() => t.close());

  const methods = (wanted: Method[]) => routes.filter((r) => wanted.includes(r.method as Method));

  /** Real ids where `valid` says so, hostile segments elsewhere; DELETE never hits real rows. */
  function urlOf(route: RouteEntry, segments: string[], valid: boolean[]): string {
    const real = fillRoute(route.url, a).split('/');
    const template = route.url.split('/');
    let n = 0;
    return template
      .map((part, i) => {
        if (!part.startsWith(':') && part !== '*') return part;
        const k = n++;
        const keepReal = route.method !== 'DELETE' && valid[k % valid.length];
        return keepReal && part !== '*' ? (real[i] ?? part) : (segments[k % segments.length] ?? '');
      })
      .join('/');
  }

  /** Never 5xx; refusals in the agreed shape; a refused change leaves every table alone. */
  async function judge(method: string, label: string, res: LightMyRequestResponse) {
    expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(
      500,
    );
    if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
      const body = res.json() as { error?: { code?: unknown; message?: unknown } };
      expect(typeof body.error?.code, `${label} error shape`).toBe('string');
      expect(typeof body.error?.message, `${label} error shape`).toBe('string');
    }
    if (method === 'GET') return;
    const now = await snapshot(t.app.db, BACKGROUND);
    if (res.statusCode >= 400) expect(now, `${label} changed the database`).toEqual(last);
    last = now;
  }

  async function send(options: InjectOptions & { method: Method; url: string }, label: string) {
    const res = await t.app.inject(options);
    await judge(options.method, label, res);
  }

  it('survives hostile path parameters and query strings on every route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(hostileSegment, { minLength: 1, maxLength: 3 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
        hostileQuery,
        fc.constantFrom('sysAdmin', 'member', 'visitor'),
        async (route, segments, valid, query, who) => {
          const url = `${urlOf(route, segments, valid)}${query}`;
          const method = route.method as Method;
          const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
          await send(
            { method, url, headers: callers[who], ...(payload ? { payload } : {}) },
            `${who} ${method} ${url}`,
          );
        },
      ),
      { ...RUNS, numRuns: 200 },
    );
  });

  it('survives edge numbers in each path parameter of every route, the others real', async () => {
    const EDGES = ['2147483648', '9007199254740993', '-1', '1.5', '%00'];
    for (const route of routes) {
      const params = route.url.split('/').filter((p) => p.startsWith(':'));
      for (let k = 0; k < params.length; k++) {
        for (const edge of EDGES) {
          const valid = params.map((_, i) => i !== k);
          const url = urlOf(
            route,
            params.map(() => edge),
            valid,
          );
          const method = route.method as Method;
          const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
          await send(
            { method, url, headers: callers.sysAdmin, ...(payload ? { payload } : {}) },
            `sysAdmin ${method} ${url}`,
          );
        }
      }
    }
  });

  it('survives hostile JSON bodies on every route that takes one', async () => {
    const writers = methods(['POST', 'PUT']);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writers),
        hostileBody,
        fc.constantFrom('sysAdmin', 'member'),
        async (route, body, who) => {
          const url = fillRoute(route.url, a);
          await send(
            {
              method: route.method as Method,
              url,
              headers: { ...callers[who], 'content-type': body.contentType },
              payload: body.payload,
            },
            `${who} ${route.method} ${url} ${body.contentType} ${body.payload.slice(0, 120)}`,
          );
        },
      ),
      { ...RUNS, numRuns: 150 },
    );
  });

  it('survives hostile multipart parts on the upload routes', async () => {
    const uploads = routes.filter((r) => r.method === 'PUT' && /\/path\/:name$/.test(r.url));
    expect(uploads.length).toBe(2);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...uploads), hostileMultipart, async (route, body) => {
        const url = fillRoute(route.url, a);
        await send(
          { method: 'PUT', url, headers: { ...a.member, ...body.headers }, payload: body.payload },
          `PUT ${url} multipart ${body.payload.subarray(0, 200).toString('latin1')}`,
        );
      }),
      { ...RUNS, numRuns: 80 },
    );
    // 80 uploads through the picture checks: well over the default on two busy cores.
  }, 120_000);

  it('answers 401 or the route answer, never 5xx, to odd Authorization headers', async () => {
    const before = await snapshot(t.app.db, BACKGROUND);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...methods(['GET'])),
        hostileAuthorization(adminToken),
        async (route, authorization) => {
          const url = fillRoute(route.url, a);
          const headers = authorization === undefined ? {} : { authorization };
          const res = await t.app.inject({ method: 'GET', url, headers });
          await judge('GET', `GET ${url} authorization=${authorization?.slice(0, 80)}`, res);
          // Only the exact "Bearer <token>" form (any case, any spacing) may act as the admin.
          const exact =
            authorization !== undefined &&
            new RegExp(`^bearer\\s+${adminToken}$`, 'i').test(authorization);
          if (!exact && res.statusCode === 200 && /\/admin\//.test(url)) {
            throw new Error(`admin route answered 200 to ${authorization}`);
          }
        },
      ),
      { ...RUNS, numRuns: 150 },
    );
    expect(await snapshot(t.app.db, BACKGROUND)).toEqual(before);
  });

  it('gives the spec messages for the common bad bodies', async () => {
    const admin = callers.sysAdmin;
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/org/${a.orgId}/content`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('malformed_json');
    const noTitle = await t.app.inject({
      method: 'POST',
      url: `/api/v1/org/${a.orgId}/content`,
      headers: admin,
      payload: { title: { $ne: '' }, content: '', type: 'promotion_coupon' },
    });
    expect(noTitle.json().error.message).toBe('Please input title');
    const noPhone = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/org',
      headers: admin,
      payload: { __proto__: { name: 'x' } },
    });
    expect(noPhone.statusCode).toBe(400);
    expect(Object.keys(noPhone.json().error.fields)).toEqual(
      expect.arrayContaining(['name', 'phone', 'address', 'city', 'state']),
    );
  });

  it.each([
    ['an organisation id above the integer range', 'GET', '/api/v1/org/2147483648/contents', 404],
    ['a huge organisation id', 'GET', '/api/v1/upload-image/238031848998865742876141259671', 404],
    ['a path that is not valid percent-encoding', 'DELETE', '/api/v1/user/%C0%AE%C0%AE%2F', 400],
  ] as const)('answers %s with %i in the agreed shape', async (_what, method, url, status) => {
    const res = await t.app.inject({ method, url, headers: callers.sysAdmin });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it('lets exactly 5 wrong passwords for one phone be checked, 20 of them in parallel', async () => {
    const victim = await t.factory.user({ password: 'right-password-1' });
    const guess = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { username: victim.phone, password },
        remoteAddress,
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => guess(`wrong-${i}`, '198.51.100.77')),
    );
    const statuses = answers.map((r) => r.statusCode);
    // Refused claims may crowd out a few that would have fitted; more guesses fill the rest.
    for (let i = 0; i < 10; i++)
      statuses.push((await guess(`late-${i}`, '198.51.100.77')).statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // Locked now from that address, even with the right password (another address may try).
    expect((await guess('right-password-1', '198.51.100.77')).statusCode).toBe(429);
    // Someone else still signs in from the guesser's address.
    const other = await t.factory.user({ password: 'other-password-1' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { username: other.phone, password: 'other-password-1' },
      remoteAddress: '198.51.100.77',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a NUL character in stored text without a 500 and stores nothing', async () => {
    const before = await snapshot(t.app.db, BACKGROUND);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/org/${a.orgId}/content`,
      headers: a.member,
      payload: { title: 'a\u0000b', content: '', type: 'promotion_coupon' },
    });
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode >= 400) expect(await snapshot(t.app.db, BACKGROUND)).toEqual(before);
    last = await snapshot(t.app.db, BACKGROUND);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'no boundary'],
    [
      'a body cut short',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n!',
    ],
    ['a boundary of 300 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
  ])('answers a multipart body with %s 400, not 500', async (_what, contentType, payload) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/upload-image/${a.orgId}/path/image-${Date.now()}`,
      headers: { ...a.member, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Malformed multipart body');
  });

  describe('bodies over the limit', () => {
    let base: string;
    beforeAll(async () => {
      base = await listenLocally(t);
    });

    /** Announces `announced` bytes, sends at most `sent`, and times the answer. */
    function partialUpload(
      path: string,
      headers: Record<string, string>,
      announced: number,
      sent: number,
    ): Promise<{ status: number; body: string; ms: number; sentWhenAnswered: number }> {
      return new Promise((done, fail) => {
        const started = Date.now();
        let written = 0;
        const req = httpRequest(
          `${base}${path}`,
          { method: 'PUT', headers: { ...headers, 'content-length': String(announced) } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              done({
                status: res.statusCode ?? 0,
                body: Buffer.concat(chunks).toString(),
                ms: Date.now() - started,
                sentWhenAnswered: written,
              });
              req.destroy();
            });
          },
        );
        req.on('error', (error) => {
          // The server may close the socket after answering; only a missing answer fails.
          if (!req.destroyed) fail(error);
        });
        pumpBody(req, sent, 0x61, (bytes) => {
          written = bytes;
        });
      });
    }

    it('answers a 20 MB design save 413 after reading little of it', async () => {
      const res = await partialUpload(
        `/api/v1/org/${a.orgId}/content/${a.design.id}`,
        { ...callers.sysAdmin, 'content-type': 'application/json' },
        20 * 1024 * 1024,
        1024 * 1024,
      );
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).error.code).toBe('request_too_large');
      expect(res.ms).toBeLessThan(3000);
      expect(res.sentWhenAnswered).toBeLessThan(20 * 1024 * 1024);
    });

    it('answers a 20 MB sign-in 413, and a 2 MB one on the 1 MB routes', async () => {
      for (const size of [20 * 1024 * 1024, 2 * 1024 * 1024]) {
        const res = await partialUpload(
          '/api/v1/me',
          { ...callers.sysAdmin, 'content-type': 'application/json' },
          size,
          64 * 1024,
        );
        expect(res.status, String(size)).toBe(413);
      }
    });

    /**
     * Sends the head of a multipart upload and then 8 MB of one file, never the end of the
     * part, so only a server that stops at the limit can answer.
     */
    function endlessUpload(
      lengthHeader: Record<string, string>,
    ): Promise<{ status: number; body: string; sent: number; closed: Promise<number> }> {
      const boundary = '----nibbleBig';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="design"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
      return new Promise((done, fail) => {
        let sent = 0;
        const req = httpRequest(
          `${base}/api/v1/upload-image/${a.orgId}/path/image-${Date.now()}`,
          {
            method: 'PUT',
            headers: {
              ...a.member,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              ...lengthHeader,
            },
          },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (c: Buffer) => chunks.push(c));
            answer.on('end', () => {
              const answeredAt = Date.now();
              done({
                status: answer.statusCode ?? 0,
                body: Buffer.concat(chunks).toString(),
                sent,
                // The client keeps sending: only the server can end the connection.
                closed: new Promise((closedAfter) =>
                  req.once('close', () => closedAfter(Date.now() - answeredAt)),
                ),
              });
            });
          },
        );
        let answered = false;
        req.once('response', () => {
          answered = true;
        });
        // Once answered, the server closing on a client that is still sending is expected.
        req.on('error', (error) => {
          if (!answered) fail(error);
        });
        req.write(head);
        pumpBody(req, 8 * 1024 * 1024, 0x62, (bytes) => {
          sent = bytes;
        });
      });
    }

    it('answers a 20 MB upload with the spec message before the whole file arrives', async () => {
      const res = await endlessUpload({ 'content-length': String(20 * 1024 * 1024) });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).error.message).toBe(
        'Image size exceeds the allowable limit(3Mb).',
      );
      expect(res.sent).toBeLessThan(20 * 1024 * 1024);
      expect(await res.closed).toBeLessThan(LINGER_MS + 1500);
    });

    it('stops reading a chunked upload without a length once the file passes the limit', async () => {
      const before = await snapshot(t.app.db, BACKGROUND);
      const res = await endlessUpload({ 'transfer-encoding': 'chunked' });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).error.message).toBe(
        'Image size exceeds the allowable limit(3Mb).',
      );
      // The rest is dropped for a moment so the client can read the answer, then cut off.
      expect(await res.closed).toBeGreaterThan(LINGER_MS - 500);
      expect(await res.closed).toBeLessThan(LINGER_MS + 1500);
      expect(await snapshot(t.app.db, BACKGROUND)).toEqual(before);
      // The server still answers on a new connection.
      const after = await fetch(`${base}/api/v1/cities`);
      expect(after.status).toBe(200);
    });

    it('keeps a design whose oversize save was refused exactly as it was', async () => {
      const read = await t.app.inject({
        url: `/api/v1/org/${a.orgId}/content/${a.design.id}`,
        headers: a.member,
      });
      expect(read.json().content).toBe(a.design.content);
      expect(a.design.content).toBe(campaignJson('Attacked', 'Attacked'));
    });
  });
});
