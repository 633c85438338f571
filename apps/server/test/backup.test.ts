// Backup and restore round trip (docs/operations.md): seed, back up with scripts/backup.mjs,
// wipe, restore with scripts/restore.mjs, and find every row and every file as it was.
// Runs on the embedded database (server-pglite) and on PostgreSQL (server-postgres).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrate, openDatabase } from '../src/db/client.ts';
import { contents, members, orgs, uploads, users } from '../src/db/schema.ts';
import { type BlobStore, DiskBlobStore, PgBlobStore } from '../src/storage/index.ts';
import { snapshot } from './attack/db-snapshot.ts';
import { freshPostgresDatabase } from './attack/server-process.ts';
import { campaignJson } from './fixtures/designs.ts';
import { testDbKind } from './helpers.ts';

const repo = resolve(import.meta.dirname, '../../..');
const kind = testDbKind();

function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [join(repo, 'scripts', script), ...args], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${script} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

async function seed(handle: DatabaseHandle, blobs: BlobStore) {
  const db = handle.db;
  const [org] = await db
    .insert(orgs)
    .values({
      name: 'Backup Mart',
      address: '1 Road',
      city: 'Kannur',
      state: 'kerala',
      phone: '9100000001',
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ phone: '9100000002', name: 'Käthe “quoted” 🙂', role: 'user', passwordHash: 'x' })
    .returning();
  if (!org || !user) throw new Error('seed failed');
  await db.insert(members).values({ orgId: org.id, userId: user.id, role: 'org_admin' });
  for (let i = 0; i < 20; i++) {
    await db.insert(contents).values({
      orgId: org.id,
      title: `Design ${i}`,
      content: campaignJson(`Design ${i}`, `text ${i} ${'x'.repeat(i * 500)}`),
      type: 'promotion_coupon',
      revision: i + 1,
    });
  }
  const files = new Map<string, Buffer>();
  for (let i = 0; i < 3; i++) {
    const path = `image-${org.id}-${i}-${randomBytes(6).toString('hex')}.png`;
    const bytes = randomBytes(10_000 + i);
    await blobs.put(`uploads/${path}`, bytes, 'image/png');
    await db
      .insert(uploads)
      .values({ ownerId: org.id, path, type: 'image/png', size: bytes.length });
    files.set(`uploads/${path}`, bytes);
  }
  return files;
}

describe(`backup and restore (${kind})`, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it.runIf(kind === 'pglite')(
    'round-trips the embedded database and the files folder',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'nibble-backup-data-'));
      const backupDir = join(mkdtempSync(join(tmpdir(), 'nibble-backup-out-')), 'b1');
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      cleanups.push(() => rmSync(resolve(backupDir, '..'), { recursive: true, force: true }));

      let handle = await openDatabase({ dataDir });
      await migrate(handle.db, handle.kind);
      const files = await seed(handle, new DiskBlobStore(join(dataDir, 'files')));
      const before = await snapshot(handle.db);
      await handle.close();

      run('backup.mjs', [backupDir], { DATA_DIR: dataDir });
      rmSync(dataDir, { recursive: true, force: true });
      run('restore.mjs', [backupDir], { DATA_DIR: dataDir });

      handle = await openDatabase({ dataDir });
      cleanups.push(() => handle.close());
      await migrate(handle.db, handle.kind);
      expect(await snapshot(handle.db)).toEqual(before);
      expect(before.contents?.rows).toBe(20);
      const store = new DiskBlobStore(join(dataDir, 'files'));
      for (const [key, bytes] of files)
        expect((await store.get(key))?.bytes.equals(bytes)).toBe(true);
      // A second restore over a live folder is refused unless asked for.
      expect(() => run('restore.mjs', [backupDir], { DATA_DIR: dataDir })).toThrow(/--force/);
    },
  );

  it.runIf(kind === 'postgres')('round-trips a PostgreSQL database with its blobs', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const fresh = await freshPostgresDatabase(adminUrl, 'nibble_b');
    cleanups.push(fresh.drop);
    const backupDir = join(mkdtempSync(join(tmpdir(), 'nibble-backup-out-')), 'b1');
    cleanups.push(() => rmSync(resolve(backupDir, '..'), { recursive: true, force: true }));

    let handle = await openDatabase({ dataDir: ':memory:', databaseUrl: fresh.url });
    await migrate(handle.db, handle.kind);
    const files = await seed(handle, new PgBlobStore(handle.db));
    const before = await snapshot(handle.db);

    run('backup.mjs', [backupDir], { DATABASE_URL: fresh.url });
    await handle.db.execute(sql`drop schema public cascade`);
    await handle.db.execute(sql`create schema public`);
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    expect(Object.keys(await snapshot(handle.db))).toEqual([]);
    await handle.close();

    run('restore.mjs', [backupDir], { DATABASE_URL: fresh.url });
    handle = await openDatabase({ dataDir: ':memory:', databaseUrl: fresh.url });
    cleanups.push(() => handle.close());
    await migrate(handle.db, handle.kind);
    expect(await snapshot(handle.db)).toEqual(before);
    const store = new PgBlobStore(handle.db);
    for (const [key, bytes] of files)
      expect((await store.get(key))?.bytes.equals(bytes)).toBe(true);
  });
});
