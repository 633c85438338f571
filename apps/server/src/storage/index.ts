import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db, DbKind } from '../db/client.ts';
import type { BlobStore } from './blob-store.ts';
import { DiskBlobStore } from './disk-blob-store.ts';
import { PgBlobStore } from './pg-blob-store.ts';

export * from './blob-store.ts';
export { DiskBlobStore } from './disk-blob-store.ts';
export { PgBlobStore } from './pg-blob-store.ts';

/** Disk on the embedded database; PostgreSQL itself when the server runs on PostgreSQL. */
export function createBlobStore(config: Pick<Config, 'dataDir'>, db: Db, kind: DbKind): BlobStore {
  if (kind === 'postgres') return new PgBlobStore(db);
  const dir =
    config.dataDir === ':memory:'
      ? mkdtempSync(join(tmpdir(), 'nibble-files-'))
      : join(config.dataDir, 'files');
  return new DiskBlobStore(dir);
}
