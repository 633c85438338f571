#!/usr/bin/env node
// Restores a folder made by scripts/backup.mjs (docs/operations.md "Restore"):
//   embedded: db.tar.gz → DATA_DIR/db (PGlite loadDataDir), files/ → DATA_DIR/files
//   PostgreSQL: db.dump → DATABASE_URL with pg_restore --clean (the database must exist)
//   pictures backed up from a bucket: files/ → the bucket named by S3_URL or S3_BUCKET…
//     (`storage:move --from disk --to s3`: what is already there with the same hash is kept)
// Usage: node scripts/restore.mjs <backup-folder> [--force]
// Embedded: DATA_DIR must be empty unless --force, which replaces what is there.
// Stop every server process first; start them again afterwards (migrations run at start).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const force = args.includes('--force');
const source = args.find((a) => !a.startsWith('--'));
if (!source) {
  console.error('usage: node scripts/restore.mjs <backup-folder> [--force]');
  process.exit(2);
}
const from = resolve(source);
const manifest = JSON.parse(readFileSync(join(from, 'manifest.json'), 'utf8'));
const databaseUrl = process.env.DATABASE_URL || '';
const kind = databaseUrl ? 'postgres' : 'pglite';
const pictures = manifest.pictures ?? 'database';
const inBucket = Object.keys(process.env).some(
  (name) => name.startsWith('S3_') && process.env[name],
);
if ((pictures === 's3') !== inBucket) {
  console.error(
    pictures === 's3'
      ? "restore: the backup holds a bucket's pictures: set S3_URL (or S3_BUCKET…) to restore into"
      : 'restore: the backup holds no bucket; unset S3_* or move the pictures after restoring',
  );
  process.exit(2);
}
if (manifest.kind !== kind) {
  console.error(
    `restore: the backup is ${manifest.kind} but this configuration is ${kind} ` +
      '(set or unset DATABASE_URL to match)',
  );
  process.exit(2);
}

if (databaseUrl) {
  const restore = spawnSync(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--dbname',
      databaseUrl,
      join(from, 'db.dump'),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (restore.error || restore.status !== 0) {
    console.error(
      `restore: pg_restore failed (${restore.error?.message ?? `exit ${restore.status}`})`,
    );
    process.exit(1);
  }
} else {
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const dbDir = join(dataDir, 'db');
  const files = join(dataDir, 'files');
  const occupied = [dbDir, files].filter((dir) => existsSync(dir) && readdirSync(dir).length > 0);
  if (occupied.length > 0 && !force) {
    console.error(`restore: ${occupied.join(' and ')} not empty; stop the server and add --force`);
    process.exit(2);
  }
  rmSync(dbDir, { recursive: true, force: true });
  rmSync(files, { recursive: true, force: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const tar = new Blob([readFileSync(join(from, 'db.tar.gz'))]);
  mkdirSync(dbDir, { recursive: true });
  const db = new PGlite(dbDir, { loadDataDir: tar });
  await db.waitReady;
  // Opening proves the restored folder is a working database before anyone starts on it.
  await db.query('select 1');
  await db.close();
  if (!inBucket && existsSync(join(from, 'files'))) {
    cpSync(join(from, 'files'), files, { recursive: true });
  }
}
if (inBucket) {
  const root = resolve(import.meta.dirname, '..');
  const cli = join(root, 'apps/server/src/cli/storage-move.ts');
  const move = spawnSync(
    process.execPath,
    ['--import', 'tsx', cli, '--from', 'disk', '--dir', join(from, 'files'), '--to', 's3'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (move.error || move.status !== 0) {
    console.error(
      `restore: filling the bucket failed (${move.error?.message ?? `exit ${move.status}`})`,
    );
    process.exit(1);
  }
}
console.log(`restore: ${kind} backup from ${from} restored`);
