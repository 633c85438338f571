import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
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

/** A missing object: GetObject says NoSuchKey, HeadObject (no body) a bare 404. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
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
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentType,
        Metadata: { [SHA256_META]: sha256Of(bytes) },
      }),
    );
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
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        // In Node the SDK's body is the response stream itself (an IncomingMessage).
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size: answer.ContentLength ?? 0,
        sha256: answer.Metadata?.[SHA256_META] ?? null,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<BlobFacts | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, sha256: head.Metadata?.[SHA256_META] ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    // S3 answers 204 for a key that is not there, so deleting twice is fine as on disk.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
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
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          ...(prefix ? { Prefix: prefix } : {}),
          ...(delimiter ? { Delimiter: delimiter } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Lets go of the client's sockets (tests, the move command). */
  close(): void {
    this.client.destroy();
  }
}
