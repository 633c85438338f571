import { and, asc, eq, gt, like, notLike } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blobs } from '../db/schema.ts';
import { assertSafeFolder, assertSafeKey, type BlobStore, type StoredBlob } from './blob-store.ts';

const KEYS_PAGE = 1000;

/** Keeps blobs in the `blobs` table so every server process on one PostgreSQL sees them. */
export class PgBlobStore implements BlobStore {
  constructor(private readonly db: Db) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.db
      .insert(blobs)
      .values({ key, bytes, contentType, size: bytes.length })
      .onConflictDoUpdate({
        target: blobs.key,
        set: { bytes, contentType, size: bytes.length },
      });
  }

  async get(key: string): Promise<StoredBlob | null> {
    assertSafeKey(key);
    const [row] = await this.db
      .select({ bytes: blobs.bytes, contentType: blobs.contentType })
      .from(blobs)
      .where(eq(blobs.key, key));
    return row ?? null;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.db.delete(blobs).where(eq(blobs.key, key));
  }

  async *keys(): AsyncIterable<string> {
    // Keys only, a page at a time in key order: the bytes stay in the table.
    let after = '';
    for (;;) {
      const rows = await this.db
        .select({ key: blobs.key })
        .from(blobs)
        .where(gt(blobs.key, after))
        .orderBy(asc(blobs.key))
        .limit(KEYS_PAGE);
      for (const row of rows) yield row.key;
      const last = rows.at(-1);
      if (!last || rows.length < KEYS_PAGE) return;
      after = last.key;
    }
  }

  async list(folder: string): Promise<string[]> {
    assertSafeFolder(folder);
    // Safe keys may hold LIKE's wildcards '_' and '%'; escape them to match them literally.
    const prefix = folder.replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = await this.db
      .select({ key: blobs.key })
      .from(blobs)
      .where(and(like(blobs.key, `${prefix}%`), notLike(blobs.key, `${prefix}%/%`)));
    return rows.map((row) => row.key);
  }
}
