// Issue 32: moving a populated install's pictures into a bucket and back loses nothing —
// same keys, same count, same SHA-256 — is resumable, and deletes the source only when asked.
// The database's own store is disk on PGlite and the blobs table on PostgreSQL.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Design, UploadedFile } from '@nibble/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DiskBlobStore, S3BlobStore } from '../src/storage/index.ts';
import { moveBlobs } from '../src/storage/move.ts';
import { inventory } from './fixtures/blobs.ts';
import { postCoupon, putPreviewPng, type TwoOrgs, twoOrgs } from './fixtures/designs.ts';
import { multipart, pngOf } from './fixtures/images.ts';
import { makeTestApp, type TestApp } from './helpers.ts';
import { startTestS3, type TestS3 } from './s3-server.ts';

let s3: TestS3;
let t: TestApp;
let s: TwoOrgs;
const urls: string[] = [];

beforeAll(async () => {
  s3 = await startTestS3();
  t = await makeTestApp();
  s = await twoOrgs(t);
  // A populated install: uploads and previews of several designs, different pictures each.
  for (let i = 0; i < 4; i++) {
    const body = multipart('p.png', await pngOf(20 + i, 10 + i), 'application/octet-stream');
    const up = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/upload-image/${s.org.id}/path/image-${1_700_000_000_000 + i}`,
      headers: { ...s.member, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(201);
    urls.push(`/api/v1/upload-image/${s.org.id}/path/${up.json<UploadedFile>().path}`);
    const design = (await postCoupon(t, s.org.id, s.member)).json<Design>();
    const name = `design-${1_700_000_000_100 + i}`;
    const put = await putPreviewPng(t, design.id, name, await pngOf(40 + i, 30), s.member);
    expect(put.statusCode).toBe(200);
    urls.push(`/api/v1/design-image/${design.id}/path/${name}`);
  }
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('moving pictures between the database’s store and a bucket', () => {
  it('moves every picture into the bucket and back, resumably, counting and hashing', async () => {
    const home = t.app.blobs;
    const before = await inventory(home);
    expect(before.size).toBe(8);
    const bucket = new S3BlobStore(await s3.bucket('move-both-ways'));
    try {
      const first = await moveBlobs(home, bucket);
      expect(first).toEqual({ total: 8, copied: 8, skipped: 0, failed: [], deleted: 0 });
      expect(await inventory(bucket)).toEqual(before);

      // Resumed after an interruption: one object never arrived, one arrived damaged.
      const [lost, damaged] = [...before.keys()];
      await bucket.delete(lost ?? '');
      await bucket.put(damaged ?? '', Buffer.from('half a picture'), 'image/png');
      const resumed = await moveBlobs(home, bucket);
      expect(resumed).toMatchObject({ total: 8, copied: 2, skipped: 6, failed: [] });
      expect(await inventory(bucket)).toEqual(before);

      // Asked to, the source is emptied only of what the bucket verifiably holds.
      const emptied = await moveBlobs(home, bucket, { deleteSource: true });
      expect(emptied).toMatchObject({ total: 8, skipped: 8, deleted: 8, failed: [] });
      expect((await inventory(home)).size).toBe(0);

      // A server on the bucket serves every picture with the same bytes.
      const onBucket = await buildApp(
        { ...t.config, s3: await s3.bucket('move-both-ways') },
        { database: { db: t.app.db, kind: t.app.dbKind, close: async () => {} }, logger: false },
      );
      try {
        for (const url of urls) {
          const res = await onBucket.inject({ url, headers: { ...s.member, accept: 'image/png' } });
          expect(res.statusCode, url).toBe(200);
        }
      } finally {
        await onBucket.close();
      }

      // And back: the database's store holds again exactly what it held.
      const back = await moveBlobs(bucket, home);
      expect(back).toEqual({ total: 8, copied: 8, skipped: 0, failed: [], deleted: 0 });
      expect(await inventory(home)).toEqual(before);
      for (const url of urls) {
        const res = await t.app.inject({ url, headers: { ...s.member, accept: 'image/png' } });
        expect(res.statusCode, url).toBe(200);
      }
    } finally {
      bucket.close();
    }
  });
});

describe('npm run storage:move', () => {
  const repo = resolve(import.meta.dirname, '../../..');
  const cli = join(repo, 'apps/server/src/cli/storage-move.ts');
  // Not spawnSync: the S3 server answers from this very process, whose loop must keep turning.
  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', cli, ...args],
        { cwd: repo, env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env } },
        (error, stdout, stderr) => done({ status: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });

  it('moves a DATA_DIR’s files into the bucket named by S3_URL, and says how many', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nibble-move-cli-'));
    try {
      const disk = new DiskBlobStore(join(dataDir, 'files'));
      for (let i = 0; i < 3; i++)
        await disk.put(`uploads/${i}.png`, await pngOf(5 + i, 5), 'image/png');
      const config = await s3.bucket('move-cli');
      const port = new URL(config.endpoint ?? '').port;
      const env = {
        DATA_DIR: dataDir,
        S3_URL: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/move-cli`,
      };

      const first = await run(['--to', 's3'], env);
      expect(first.stderr).not.toContain('S3RVER:S3RVER');
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toContain('3 pictures: 3 copied, 0 already there, 0 failed, 0 deleted');
      const bucket = new S3BlobStore(config);
      try {
        expect(await inventory(bucket)).toEqual(await inventory(disk));
      } finally {
        bucket.close();
      }
      const again = await run(['--to', 's3'], env);
      expect(again.stdout).toContain('3 pictures: 0 copied, 3 already there, 0 failed');

      const unconfigured = await run(['--to', 's3'], { DATA_DIR: dataDir });
      expect(unconfigured.status).toBe(2);
      expect(unconfigured.stderr).toContain('S3 is not configured');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Three child processes, each starting tsx: minutes on a busy machine.
  }, 180_000);
});
