#!/usr/bin/env node
// Backs up a Nibble Studio installation into a folder (docs/operations.md "Backup"):
//   embedded (no DATABASE_URL): DATA_DIR/db → db.tar.gz (PGlite dumpDataDir), DATA_DIR/files → files/
//   PostgreSQL (DATABASE_URL):  pg_dump --format=custom → db.dump (files live in the blobs table)
//   a bucket (S3_URL or S3_BUCKET…): every object → files/, through `storage:move --to disk`,
//                               each copy checked by size and SHA-256
// Usage: node scripts/backup.mjs <backup-folder>   (reads DATA_DIR / DATABASE_URL like the server)
// The embedded database is one process's folder: stop the server first.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const target = process.argv[2];
if (!target) {
  console.error('usage: node scripts/backup.mjs <backup-folder>');
  process.exit(2);
}
const out = resolve(target);
if (existsSync(out) && readdirSync(out).length > 0) {
  console.error(`backup: ${out} is not empty; choose a new folder`);
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const databaseUrl = process.env.DATABASE_URL || '';
// Any S3_* setting means the pictures live in a bucket (the server refuses half a setting).
const inBucket = Object.keys(process.env).some(
  (name) => name.startsWith('S3_') && process.env[name],
);
const manifest = {
  kind: databaseUrl ? 'postgres' : 'pglite',
  pictures: inBucket ? 's3' : 'database',
  created: new Date().toISOString(),
};

if (databaseUrl) {
  const dump = spawnSync(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file',
      join(out, 'db.dump'),
      databaseUrl,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (dump.error || dump.status !== 0) {
    console.error(`backup: pg_dump failed (${dump.error?.message ?? `exit ${dump.status}`})`);
    process.exit(1);
  }
} else {
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const dbDir = join(dataDir, 'db');
  if (!existsSync(join(dbDir, 'PG_VERSION'))) {
    console.error(`backup: no embedded database in ${dbDir}`);
    process.exit(1);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dbDir);
  await db.waitReady;
  const tar = await db.dumpDataDir('gzip');
  await db.close();
  writeFileSync(join(out, 'db.tar.gz'), Buffer.from(await tar.arrayBuffer()));
  const files = join(dataDir, 'files');
  if (!inBucket && existsSync(files)) cpSync(files, join(out, 'files'), { recursive: true });
  manifest.files = !inBucket && existsSync(files);
}

if (inBucket) {
  const root = resolve(import.meta.dirname, '..');
  const move = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'apps/server/src/cli/storage-move.ts'),
      '--from',
      's3',
      '--to',
      'disk',
      '--dir',
      join(out, 'files'),
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (move.error || move.status !== 0) {
    console.error(
      `backup: copying the bucket failed (${move.error?.message ?? `exit ${move.status}`})`,
    );
    process.exit(1);
  }
  manifest.files = true;
}

writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`backup: ${manifest.kind} backup written to ${out}`);
