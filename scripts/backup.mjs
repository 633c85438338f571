#!/usr/bin/env node
// Backs up a Nibble Studio installation into a folder (docs/operations.md "Backup"):
//   embedded (no DATABASE_URL): DATA_DIR/db → db.tar.gz (PGlite dumpDataDir), DATA_DIR/files → files/
//   PostgreSQL (DATABASE_URL):  pg_dump --format=custom → db.dump (files live in the blobs table)
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
const manifest = { kind: databaseUrl ? 'postgres' : 'pglite', created: new Date().toISOString() };

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
  if (existsSync(files)) cpSync(files, join(out, 'files'), { recursive: true });
  manifest.files = existsSync(files);
}

writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`backup: ${manifest.kind} backup written to ${out}`);
