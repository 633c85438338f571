import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { BlobStore } from './blob-store.ts';
import { sha256Of } from './sha256.ts';

/** A blob ready for an HTTP answer: its SHA-256 for the ETag, its bytes or a stream of them. */
export interface ServableBlob {
  body: Buffer | Readable;
  contentType: string;
  size: number;
  /** base64url SHA-256 of the bytes. */
  sha256: string;
}

/**
 * Streams from stores that keep each object's hash (S3), so a picture is never held whole on
 * its way out; reads the bytes once where the hash must be computed (disk, PostgreSQL, or an
 * object another tool put in the bucket without it).
 */
export async function openForServing(blobs: BlobStore, key: string): Promise<ServableBlob | null> {
  if (blobs.open) {
    const opened = await blobs.open(key);
    if (!opened) return null;
    const { body, contentType, size, sha256 } = opened;
    if (sha256) return { body, contentType, size, sha256 };
    const bytes = await buffer(body);
    return { body: bytes, contentType, size: bytes.length, sha256: sha256Of(bytes) };
  }
  const blob = await blobs.get(key);
  if (!blob) return null;
  const { bytes, contentType } = blob;
  return { body: bytes, contentType, size: bytes.length, sha256: sha256Of(bytes) };
}

/** The whole bytes (a picture that must be re-encoded). */
export const bytesOf = async (blob: ServableBlob): Promise<Buffer> =>
  Buffer.isBuffer(blob.body) ? blob.body : buffer(blob.body);

/** An answer that sends no body (304) lets go of the object's stream. */
export function discard(blob: ServableBlob): void {
  if (!Buffer.isBuffer(blob.body)) blob.body.destroy();
}
