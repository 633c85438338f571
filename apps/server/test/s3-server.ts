// A real S3-compatible server for the tests (@20minutes/s3rver, pure JavaScript, files in a
// temporary folder), started on a free loopback port by the test itself: no docker, nothing
// downloaded. See docs/decisions.md "Pictures in S3" for why this server.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Config } from '../src/config.ts';

// s3rver's fixed account.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3 {
  config: S3Config;
  /** The same server under another bucket name (created empty). */
  bucket(name: string): Promise<S3Config>;
  close(): Promise<void>;
}

/**
 * s3rver signs a bucket-level request (ListObjectsV2: GET /bucket/?list-type=2, HeadBucket:
 * HEAD /bucket/) over "/bucket" while AWS SDK v3 signs "/bucket/", so its check fails on them.
 * Only those requests skip the signature check; object requests keep the full check (a
 * wrong secret is refused), and every request must still name the known access key.
 */
const lenient = new AsyncLocalStorage<boolean>();

export async function startTestS3(bucket = 'nibble-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'nibble-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  Object.defineProperty(server, 'allowMismatchedSignatures', {
    get: () => lenient.getStore() === true,
  });
  server.middleware.unshift((ctx, next) =>
    lenient.run(['GET', 'HEAD'].includes(ctx.method) && /^\/[^/]+\/$/.test(ctx.path), next),
  );
  const address = await server.run();
  const configFor = (name: string): S3Config => ({
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: name,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
  return {
    config: configFor(bucket),
    async bucket(name) {
      await server.store.putBucket(name);
      return configFor(name);
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
