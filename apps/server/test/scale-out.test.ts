// Two real server processes on one PostgreSQL (issue 7 "Scale-out"): sessions, files and
// designs made through one are seen through the other, a stale save is still a 409, and the
// account endpoints' rate limit counts the attempts made on both.
// Needs TEST_DATABASE_URL; each process has its own DATA_DIR so the disk shares nothing.
import type { Design, UploadedFile } from '@nibble/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_RATE_LIMIT } from '../src/modules/accounts/routes.ts';
import { call, signIn } from './attack/http-client.ts';
import type { ServerProcess } from './attack/server-process.ts';
import { campaignJson } from './fixtures/designs.ts';
import { scaleOutDatabase, startTwoServers, type TwoServers } from './fixtures/two-servers.ts';

const adminUrl = scaleOutDatabase('scale-out.test.ts');

const ADMIN_PHONE = '9000000001';
const ADMIN_PASSWORD = 'scale-out-password';

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  let servers: TwoServers;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  let orgId: number;

  beforeAll(async () => {
    servers = await startTwoServers({
      adminUrl: adminUrl ?? '',
      prefix: 'scale',
      adminPhone: ADMIN_PHONE,
      adminPassword: ADMIN_PASSWORD,
      org: { name: 'Scale Mart', phone: '9123456780' },
    });
    ({ a, b, token, orgId } = servers);
  }, 120_000);

  afterAll(() => servers?.close({ kill: true }));

  it('accepts on B a session made on A, and a sign-out on B ends it on A', async () => {
    const me = await call(b.url, 'GET', '/api/v1/me', { token });
    expect(me.status, me.text).toBe(200);
    expect(me.json()).toMatchObject({ phone: ADMIN_PHONE });

    const other = await signIn(b.url, ADMIN_PHONE, ADMIN_PASSWORD);
    expect((await call(a.url, 'GET', '/api/v1/me', { token: other })).status).toBe(200);
    const out = await call(b.url, 'DELETE', `/api/v1/session/${other}`, { token: other });
    expect(out.status, out.text).toBeLessThan(300);
    expect((await call(a.url, 'GET', '/api/v1/me', { token: other })).status).toBe(401);
  });

  it('serves through B the image uploaded through A, byte for byte', async () => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('design', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'blue.png');
    const res = await fetch(`${a.url}/api/v1/upload-image/${orgId}/path/image-${Date.now()}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await res.text();
    expect(res.status, text).toBe(201);
    const uploaded = JSON.parse(text) as UploadedFile;

    const fromA = await call(a.url, 'GET', `/api/v1/upload-image/${orgId}/path/${uploaded.path}`, {
      token,
    });
    const fromB = await call(b.url, 'GET', `/api/v1/upload-image/${orgId}/path/${uploaded.path}`, {
      token,
    });
    expect(fromB.status, fromB.text).toBe(200);
    expect(fromB.headers.get('content-type')).toBe(uploaded.type);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    const list = await call(b.url, 'GET', `/api/v1/upload-image/${orgId}/illustration`, { token });
    expect(list.json<UploadedFile[]>().map((f) => f.path)).toContain(uploaded.path);
  });

  it('reads on B the design saved on A, and answers a stale save on B with 409', async () => {
    const created = await call(a.url, 'POST', `/api/v1/org/${orgId}/content`, {
      token,
      json: { title: 'Twin', content: campaignJson('Twin', 'first'), type: 'promotion_coupon' },
    });
    expect(created.status, created.text).toBe(201);
    const design = created.json<Design>();

    const saved = await call(a.url, 'PUT', `/api/v1/org/${orgId}/content/${design.id}`, {
      token,
      json: { campaign: campaignJson('Twin', 'saved on A'), revision: design.revision },
    });
    expect(saved.status, saved.text).toBe(200);
    const afterA = saved.json<Design>();
    expect(afterA.revision).toBe(design.revision + 1);

    const read = await call(b.url, 'GET', `/api/v1/org/${orgId}/content/${design.id}`, { token });
    expect(read.json<Design>()).toMatchObject({
      revision: afterA.revision,
      content: afterA.content,
    });
    expect(read.json<Design>().content).toContain('saved on A');

    const stale = await call(b.url, 'PUT', `/api/v1/org/${orgId}/content/${design.id}`, {
      token,
      json: { campaign: campaignJson('Twin', 'stale on B'), revision: design.revision },
    });
    expect(stale.status, stale.text).toBe(409);
    const body = stale.json<{ error: { code: string }; current: Design }>();
    expect(body.error.code).toBe('stale_revision');
    expect(body.current.revision).toBe(afterA.revision);

    const final = await call(a.url, 'GET', `/api/v1/org/${orgId}/content/${design.id}`, { token });
    expect(final.json<Design>().content).toContain('saved on A');
  });

  it('lets exactly one of two simultaneous saves of one revision win', async () => {
    const created = await call(b.url, 'POST', `/api/v1/org/${orgId}/content`, {
      token,
      json: { title: 'Race', content: campaignJson('Race', 'start'), type: 'promotion_coupon' },
    });
    const design = created.json<Design>();
    for (let round = 0; round < 10; round++) {
      const current = await call(a.url, 'GET', `/api/v1/org/${orgId}/content/${design.id}`, {
        token,
      });
      const revision = current.json<Design>().revision;
      const answers = await Promise.all(
        [a, b].map((server, i) =>
          call(server.url, 'PUT', `/api/v1/org/${orgId}/content/${design.id}`, {
            token,
            json: { campaign: campaignJson('Race', `round ${round} by ${i}`), revision },
          }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    }
  });

  it("shares the account endpoints' rate limit between the two processes", async () => {
    const body = {
      phone: '9876543210',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    };
    const attempt = (server: ServerProcess) =>
      call(server.url, 'PUT', '/api/v1/registration/AAAAAAAAAAAAAAAAAAAAAA', { json: body });
    // Sent at once, half to each: exactly the limit gets through.
    const tries = await Promise.all(
      Array.from({ length: ACCOUNT_RATE_LIMIT.max }, (_, i) => attempt(i % 2 ? a : b)),
    );
    expect(tries.map((r) => r.status)).toEqual(Array(ACCOUNT_RATE_LIMIT.max).fill(400));
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });
});
