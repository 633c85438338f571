// Where uploaded files and previews live: local disk on the embedded default, PostgreSQL
// when several processes share one database. Keys are relative paths like "org-3/image-1.jpg".

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
