// Issue 32: with pictures in a bucket, scripts/backup.mjs copies every object into the backup
// and scripts/restore.mjs puts them into the bucket it is pointed at, hashes compared.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../src/config.ts';
import { migrate, openDatabase } from '../src/db/client.ts';
import { S3BlobStore } from '../src/storage/index.ts';
import { freshPostgresDatabase } from './attack/server-process.ts';
import { inventory } from './fixtures/blobs.ts';
import { testDbKind } from './helpers.ts';
import { startTestS3 } from './s3-server.ts';

const repo = resolve(import.meta.dirname, '../../..');

// Not spawnSync: the S3 server answers from this very process, whose loop must keep turning.
const run = (script: string, args: string[], env: Record<string, string>) =>
  new Promise<{ status: number; output: string }>((done) => {
    execFile(
      process.execPath,
      [join(repo, 'scripts', script), ...args],
      { cwd: repo, env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) =>
        done({ status: error ? Number(error.code) : 0, output: `${stdout}\n${stderr}` }),
    );
  });

const s3UrlOf = (config: S3Config) =>
  `s3+http://${config.accessKeyId}:${config.secretAccessKey}@${new URL(config.endpoint ?? '').host}/${config.bucket}`;

describe(`backup and restore of a bucket (${testDbKind()})`, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('backs every object up and restores it into an empty bucket', async () => {
    const s3 = await startTestS3('pictures');
    cleanups.push(() => s3.close());
    const work = mkdtempSync(join(tmpdir(), 'nibble-s3-backup-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const env: Record<string, string> = {};
    if (testDbKind() === 'postgres') {
      const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL ?? '', 'nibble_s3b');
      cleanups.push(fresh.drop);
      env.DATABASE_URL = fresh.url;
    } else {
      env.DATA_DIR = join(work, 'data');
    }
    const handle = await openDatabase({ dataDir: env.DATA_DIR ?? ':memory:', ...env });
    await migrate(handle.db, handle.kind);
    await handle.close();

    const source = new S3BlobStore(s3.config);
    cleanups.push(() => source.close());
    for (let i = 0; i < 5; i++) {
      await source.put(`uploads/image-${i}.png`, randomBytes(5_000 + i), 'image/png');
    }
    await source.put('design-images/7/design-1.png', randomBytes(3_000), 'image/png');
    const before = await inventory(source);

    const backupDir = join(work, 'backup');
    const backup = await run('backup.mjs', [backupDir], { ...env, S3_URL: s3UrlOf(s3.config) });
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain('6 pictures: 6 copied');
    expect(backup.output).not.toContain('S3RVER:S3RVER');
    expect(JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')).pictures).toBe('s3');

    // Restoring a bucket's backup without a bucket to restore into is refused.
    if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
    const nowhere = await run('restore.mjs', [backupDir], env);
    expect(nowhere.status).toBe(2);
    expect(nowhere.output).toContain("the backup holds a bucket's pictures");

    const empty = new S3BlobStore(await s3.bucket('restored'));
    cleanups.push(() => empty.close());
    const restore = await run('restore.mjs', [backupDir], {
      ...env,
      S3_URL: s3UrlOf({ ...s3.config, bucket: 'restored' }),
    });
    expect(restore.status, restore.output).toBe(0);
    expect(await inventory(empty)).toEqual(before);
    // Four child processes (backup, two restores, each starting tsx): minutes on a busy machine.
  }, 240_000);
});
