import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blobs } from '../db/schema.ts';
import { assertSafeKey, type BlobStore, type StoredBlob } from './blob-store.ts';

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
}
