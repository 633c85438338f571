// Where uploaded files and previews live: local disk on the embedded default, PostgreSQL
// when several processes share one database, an S3-compatible bucket when one is configured.
// Keys are relative paths like "org-3/image-1.jpg".
import type { Readable } from 'node:stream';

export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

export interface BlobStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
  /** Keys directly in one folder: `folder` ends with '/'; keys in deeper folders are not listed. */
  list(folder: string): Promise<string[]>;
  /** Every key in the store, in no set order (moving a store, backups). */
  keys(): AsyncIterable<string>;
  /** Size and SHA-256 without the bytes, where the store keeps them (S3 metadata). */
  stat?(key: string): Promise<BlobFacts | null>;
  /** The blob as a stream, where the store can send it without holding it whole. */
  open?(key: string): Promise<OpenedBlob | null>;
  /** Lets go of network connections (the S3 client's sockets). */
  close?(): void;
}

export interface BlobFacts {
  size: number;
  /** SHA-256 of the bytes, base64url; null when the object was written without it. */
  sha256: string | null;
}

export interface OpenedBlob extends BlobFacts {
  body: Readable;
  contentType: string;
}

/** A folder for list(): a safe key prefix ending with '/'. */
export function assertSafeFolder(folder: string): void {
  if (!folder.endsWith('/')) throw new InvalidBlobKeyError(folder);
  assertSafeKey(folder.slice(0, -1));
}

export class InvalidBlobKeyError extends Error {
  constructor(key: string) {
    super(`Invalid file key: ${JSON.stringify(key)}`);
    this.name = 'InvalidBlobKeyError';
  }
}

/**
 * Refuses anything that could escape the store: '..' segments, absolute paths,
 * backslashes, NUL and other control characters, empty segments.
 */
export function assertSafeKey(key: string): void {
  const bad =
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    /^[a-zA-Z]:/.test(key) ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse
    /[\u0000-\u001f\u007f]/.test(key) ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new InvalidBlobKeyError(key);
}
