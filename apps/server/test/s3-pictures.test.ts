// Issue 32: with a bucket configured every picture lives in it — uploads, design previews,
// page pictures, copies made by duplicate — and leaves it with its design. Private pictures
// are still refused to other organisations and to visitors; a new server process on the same
// database and bucket serves every picture as before. Runs on PGlite and on PostgreSQL, against
// a real S3-compatible server started here on loopback (test/s3-server.ts).
import type { Design, UploadedFile } from '@nibble/core';
import { PUBLISHED } from '@nibble/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap/index.ts';
import { migrate } from '../src/db/client.ts';
import { contents } from '../src/db/schema.ts';
import { designImageKey } from '../src/modules/contents/preview-url.ts';
import { uploadKey } from '../src/modules/uploads/service.ts';
import { S3BlobStore, sha256Of } from '../src/storage/index.ts';
import {
  postCoupon,
  postDuplicate,
  postPrintPage,
  putPreviewPng,
  type TwoOrgs,
  twoOrgs,
} from './fixtures/designs.ts';
import { multipart, pngOf } from './fixtures/images.ts';
import { makeTestApp, openTestDatabase, platformDay, type TestApp, testConfig } from './helpers.ts';
import { startTestS3, type TestS3 } from './s3-server.ts';

let s3: TestS3;
let t: TestApp;
let s: TwoOrgs;
/** The bucket as the tests see it, apart from the server's own client. */
let bucket: S3BlobStore;
/** Every picture the suite stored and may still read: URL, reader, bytes. */
const kept = new Map<string, { headers: Record<string, string>; bytes: Buffer }>();

beforeAll(async () => {
  s3 = await startTestS3();
  t = await makeTestApp({ s3: s3.config });
  s = await twoOrgs(t);
  bucket = new S3BlobStore(s3.config);
});
afterAll(async () => {
  await t?.close();
  bucket?.close();
  await s3?.close();
});

let ts = 1_700_000_000_000;
const orgBase = () => `/api/v1/org/${s.org.id}`;
const uploadImage = async (bytes: Buffer) => {
  const body = multipart('photo.png', bytes, 'application/octet-stream');
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/upload-image/${s.org.id}/path/image-${++ts}`,
    headers: { ...s.member, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<UploadedFile>();
};
const newDesign = async () => (await postCoupon(t, s.org.id, s.member)).json<Design>();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const blobRows = async () => {
  const answer = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from blobs`);
  return Number(answer.rows[0]?.n);
};

describe('pictures in an S3 bucket', () => {
  it('stores an upload in the bucket with its hash, and serves it to the organisation', async () => {
    const png = await pngOf(50, 30);
    const file = await uploadImage(png);
    const inBucket = await bucket.get(uploadKey(file.path));
    expect(inBucket?.bytes.equals(png)).toBe(true);
    expect(await bucket.stat(uploadKey(file.path))).toEqual({
      size: png.length,
      sha256: sha256Of(png),
    });
    // Nothing went to the database's own store.
    expect(await blobRows()).toBe(0);

    const url = `/api/v1/upload-image/${s.org.id}/path/${file.path}`;
    const served = await get(url, s.member);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(png.length));
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers.etag).toBe(`"${sha256Of(png).slice(0, 27)}"`);
    const again = await get(url, { ...s.member, 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    kept.set(url, { headers: s.member, bytes: png });
  });

  it('refuses a private picture to another organisation and to a visitor', async () => {
    const png = await pngOf(20, 20);
    const file = await uploadImage(png);
    const url = `/api/v1/upload-image/${s.org.id}/path/${file.path}`;
    expect((await get(url, s.stranger)).statusCode).toBe(403);
    expect(
      (await get(`/api/v1/upload-image/${s.other.id}/path/${file.path}`, s.stranger)).statusCode,
    ).toBe(404);
    expect((await get(url)).statusCode).toBe(401);

    const design = await newDesign();
    const preview = `/api/v1/design-image/${design.id}/path/design-${++ts}`;
    const put = await putPreviewPng(t, design.id, `design-${ts}`, png, s.member);
    expect(put.statusCode).toBe(200);
    expect((await get(preview, s.stranger)).statusCode).toBe(404);
    expect((await get(preview)).statusCode).toBe(401);
    const own = await get(preview, { ...s.member, accept: 'image/png' });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.rawPayload.equals(png)).toBe(true);
    kept.set(url, { headers: s.member, bytes: png });
    kept.set(preview, { headers: { ...s.member, accept: 'image/png' }, bytes: png });
  });

  it('keeps a design preview in the bucket and a duplicate’s copy beside it', async () => {
    const png = await pngOf(60, 40);
    const design = await newDesign();
    const name = `design-${++ts}`;
    expect((await putPreviewPng(t, design.id, name, png, s.member)).statusCode).toBe(200);
    expect((await bucket.get(designImageKey(design.id, name)))?.bytes.equals(png)).toBe(true);

    const copy = (await postDuplicate(t, s.org.id, design.id, s.member)).json<Design>();
    const copyName = copy.preview.split('/').at(-1) ?? '';
    expect(copyName).toMatch(/^design-[0-9]+$/);
    expect((await bucket.get(designImageKey(copy.id, copyName)))?.bytes.equals(png)).toBe(true);
    const served = await get(copy.preview, { ...s.member, accept: 'image/png' });
    expect(served.rawPayload.equals(png)).toBe(true);
    kept.set(copy.preview, { headers: { ...s.member, accept: 'image/png' }, bytes: png });
  });

  it('removes a deleted design’s pictures and a deleted upload from the bucket', async () => {
    const png = await pngOf(30, 30);
    const design = await newDesign();
    const name = `design-${++ts}`;
    await putPreviewPng(t, design.id, name, png, s.member);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${orgBase()}/content/${design.id}`,
      headers: s.member,
    });
    expect(del.statusCode).toBe(204);
    expect(await bucket.get(designImageKey(design.id, name))).toBeNull();
    expect((await get(`/api/v1/design-image/${design.id}/path/${name}`, s.member)).statusCode).toBe(
      404,
    );

    const file = await uploadImage(png);
    const url = `/api/v1/upload-image/${s.org.id}/path/${file.path}`;
    const gone = await t.app.inject({ method: 'DELETE', url, headers: s.member });
    expect(gone.statusCode).toBe(204);
    expect(await bucket.get(uploadKey(file.path))).toBeNull();
    expect((await get(url, s.member)).statusCode).toBe(404);
  });

  it('answers "not found" for a picture whose object is missing from the bucket', async () => {
    const file = await uploadImage(await pngOf(10, 10));
    await bucket.delete(uploadKey(file.path));
    const url = `/api/v1/upload-image/${s.org.id}/path/${file.path}`;
    const res = await get(url, s.member);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBeDefined();
  });

  it('serves a published page picture to anyone, cacheable by a CDN', async () => {
    const png = await pngOf(80, 50);
    const design = await newDesign();
    const record = await postPrintPage(t, s.org.id, s.member, design.id);
    const name = `page-${record.id}-${++ts}`;
    expect((await putPreviewPng(t, design.id, name, png, s.member)).statusCode).toBe(200);
    await t.app.db
      .update(contents)
      .set({
        published: PUBLISHED.published,
        publishStart: platformDay(0),
        publishEnd: platformDay(5),
      })
      .where(eq(contents.id, design.id));
    const url = `/api/v1/design-image/${design.id}/path/${name}`;
    const res = await get(url, { accept: 'image/png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers.etag).toBe(`"${sha256Of(png).slice(0, 27)}"`);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect((await bucket.get(designImageKey(design.id, name)))?.bytes.equals(png)).toBe(true);
    kept.set(url, { headers: { accept: 'image/png' }, bytes: png });
  });

  it('serves every picture from a new server process on the same database and bucket', async () => {
    expect(kept.size).toBeGreaterThanOrEqual(5);
    // A second process: its own S3 client from the configuration, the same database.
    const restarted: FastifyInstance = await buildApp(t.config, {
      database: { db: t.app.db, kind: t.app.dbKind, close: async () => {} },
      logger: false,
    });
    try {
      for (const [url, { headers, bytes }] of kept) {
        const res = await restarted.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(sha256Of(res.rawPayload), url).toBe(sha256Of(bytes));
      }
    } finally {
      await restarted.close();
    }
  });
});

describe('the first start with a bucket', () => {
  it('draws the demo designs’ previews into the bucket', async () => {
    const env = await openTestDatabase();
    const demo = new S3BlobStore(await s3.bucket('demo-previews'));
    try {
      await migrate(env.handle.db, env.handle.kind);
      const config = testConfig({
        seedDemo: true,
        adminPassword: 'demo-password-1',
        s3: await s3.bucket('demo-previews'),
      });
      expect((await bootstrap(env.handle.db, config, () => {})).demoSeeded).toBe(true);
      const drawn: string[] = [];
      for await (const key of demo.keys()) drawn.push(key);
      expect(drawn.length).toBeGreaterThan(0);
      // Design, page and template previews, all where the API serves them from.
      expect(
        drawn.filter((key) => !/^design-images\/[0-9]+\/[a-z]+-[0-9-]+\.png$/.test(key)),
      ).toEqual([]);
    } finally {
      demo.close();
      await env.drop();
    }
  });
});
