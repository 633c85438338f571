import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db, DbKind } from '../db/client.ts';
import type { BlobStore } from './blob-store.ts';
import { DiskBlobStore } from './disk-blob-store.ts';
import { PgBlobStore } from './pg-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

export * from './blob-store.ts';
export { DiskBlobStore } from './disk-blob-store.ts';
export { PgBlobStore } from './pg-blob-store.ts';
export { bytesOf, discard, openForServing, type ServableBlob } from './read-for-serving.ts';
export { S3BlobStore } from './s3-blob-store.ts';
export { sha256Of } from './sha256.ts';

/**
 * The configured bucket when there is one; otherwise disk on the embedded database and
 * PostgreSQL itself when the server runs on PostgreSQL.
 */
export function createBlobStore(
  config: Pick<Config, 'dataDir' | 's3'>,
  db: Db,
  kind: DbKind,
): BlobStore {
  if (config.s3) return new S3BlobStore(config.s3);
  return createDatabaseBlobStore(config, db, kind);
}

/** The store that goes with the database alone, whatever S3 says (moving pictures). */
export function createDatabaseBlobStore(
  config: Pick<Config, 'dataDir'>,
  db: Db,
  kind: DbKind,
): BlobStore {
  if (kind === 'postgres') return new PgBlobStore(db);
  const dir =
    config.dataDir === ':memory:'
      ? mkdtempSync(join(tmpdir(), 'nibble-files-'))
      : join(config.dataDir, 'files');
  return new DiskBlobStore(dir);
}
