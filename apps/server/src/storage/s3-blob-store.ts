import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import {
  assertSafeFolder,
  assertSafeKey,
  type BlobFacts,
  type BlobStore,
  type OpenedBlob,
  type StoredBlob,
} from './blob-store.ts';
import { sha256Of } from './sha256.ts';

/** Kept as object metadata so ETags and moves need not read the bytes. */
const SHA256_META = 'sha256';

/**
 * A missing object: GetObject says NoSuchKey, HeadObject (no body) a bare NotFound. A missing
 * bucket (NoSuchBucket) is not a missing picture: it fails loudly.
 */
function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.name === 'NoSuchKey')
  );
}

class NoSuchBucketError extends Error {
  override name = 'NoSuchBucket';
}

/**
 * A failed S3 call, reduced to what an operator needs: the SDK's own errors carry the access
 * key id and the string that was signed, and error logs serialise every property.
 */
export class S3StoreError extends Error {
  override name = 'S3StoreError';
  constructor(operation: string, key: string, error: unknown) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const what = error instanceof Error ? error.name : 'error';
    super(
      `S3 ${operation} ${JSON.stringify(key)} failed: ${what}${status ? ` (HTTP ${status})` : ''}`,
    );
  }
}

/** Runs one S3 call: a missing object is `missing`, any other failure an S3StoreError. */
async function call<T, M>(
  operation: string,
  key: string,
  run: () => Promise<T>,
  missing: M,
): Promise<T | M> {
  try {
    return await run();
  } catch (error) {
    if (isMissing(error)) return missing;
    throw new S3StoreError(operation, key, error);
  }
}

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: MinIO, Ceph and R2 releases differ in which of
    // the newer flexible checksums they accept, and every object carries its SHA-256 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Every picture in one S3-compatible bucket (Amazon S3, MinIO, Ceph, Cloudflare R2…). */
export class S3BlobStore implements BlobStore {
  private readonly bucket: string;

  constructor(
    config: S3Config,
    private readonly client: S3Client = s3Client(config),
  ) {
    this.bucket = config.bucket;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const put = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Body: bytes,
      ContentLength: bytes.length,
      ContentType: contentType,
      Metadata: { [SHA256_META]: sha256Of(bytes) },
    });
    await call('PutObject', key, () => this.client.send(put), null);
  }

  async get(key: string): Promise<StoredBlob | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), contentType: opened.contentType };
  }

  async open(key: string): Promise<OpenedBlob | null> {
    assertSafeKey(key);
    const get = new GetObjectCommand({ Bucket: this.bucket, Key: key });
    const answer = await call('GetObject', key, () => this.client.send(get), null);
    if (!answer) return null;
    return {
      // In Node the SDK's body is the response stream itself (an IncomingMessage).
      body: answer.Body as Readable,
      contentType: answer.ContentType ?? 'application/octet-stream',
      size: answer.ContentLength ?? 0,
      sha256: answer.Metadata?.[SHA256_META] ?? null,
    };
  }

  async stat(key: string): Promise<BlobFacts | null> {
    assertSafeKey(key);
    const headObject = new HeadObjectCommand({ Bucket: this.bucket, Key: key });
    const head = await call('HeadObject', key, () => this.client.send(headObject), null);
    if (!head) return null;
    return { size: head.ContentLength ?? 0, sha256: head.Metadata?.[SHA256_META] ?? null };
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    // S3 answers 204 for a key that is not there, so deleting twice is fine as on disk.
    const remove = new DeleteObjectCommand({ Bucket: this.bucket, Key: key });
    await call('DeleteObject', key, () => this.client.send(remove), null);
  }

  async list(folder: string): Promise<string[]> {
    assertSafeFolder(folder);
    const found: string[] = [];
    // The delimiter keeps deeper folders out, as on disk and in PostgreSQL.
    for await (const key of this.listed(folder, '/')) found.push(key);
    return found;
  }

  keys(): AsyncIterable<string> {
    return this.listed('', undefined);
  }

  private async *listed(prefix: string, delimiter: string | undefined): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const list = new ListObjectsV2Command({
        Bucket: this.bucket,
        ...(prefix ? { Prefix: prefix } : {}),
        ...(delimiter ? { Delimiter: delimiter } : {}),
        ...(token ? { ContinuationToken: token } : {}),
      });
      // A missing bucket is a failure here, not an empty folder.
      const page = await call('ListObjectsV2', prefix, () => this.client.send(list), undefined);
      if (!page) throw new S3StoreError('ListObjectsV2', prefix, new Error('NoSuchBucket'));
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Throws an S3StoreError unless the bucket answers to these keys (start-up check). */
  async checkBucket(): Promise<void> {
    const head = new HeadBucketCommand({ Bucket: this.bucket });
    const answer = await call('HeadBucket', this.bucket, () => this.client.send(head), null);
    if (!answer) throw new S3StoreError('HeadBucket', this.bucket, new NoSuchBucketError());
  }

  /** Lets go of the client's sockets (tests, the move command). */
  close(): void {
    this.client.destroy();
  }
}
