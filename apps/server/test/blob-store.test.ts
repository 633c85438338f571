import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBucketAnswers } from '../src/startup/preflight.ts';
import type { BlobStore } from '../src/storage/index.ts';
import {
  DiskBlobStore,
  InvalidBlobKeyError,
  PgBlobStore,
  S3BlobStore,
} from '../src/storage/index.ts';
import { S3StoreError } from '../src/storage/s3-blob-store.ts';
import { openTestDatabase } from './helpers.ts';
import { startTestS3 } from './s3-server.ts';

const badKeys = [
  '../secret',
  'a/../../etc/passwd',
  '/etc/passwd',
  'a\\..\\b',
  'C:/windows',
  'a\u0000b',
  '',
  'a//b',
  './a',
];

function contract(
  name: string,
  make: () => Promise<{ store: BlobStore; done: () => Promise<void> }>,
) {
  describe(name, () => {
    let store: BlobStore;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ store, done } = await make());
    });
    afterAll(() => done());

    it('stores, reads back, overwrites and deletes bytes with their type', async () => {
      const bytes = Buffer.from([0, 1, 2, 250, 255]);
      await store.put('org-1/image-1.png', bytes, 'image/png');
      const got = await store.get('org-1/image-1.png');
      expect(got?.contentType).toBe('image/png');
      expect(Buffer.compare(got?.bytes ?? Buffer.alloc(0), bytes)).toBe(0);

      await store.put('org-1/image-1.png', Buffer.from('svg'), 'image/svg+xml');
      expect((await store.get('org-1/image-1.png'))?.contentType).toBe('image/svg+xml');

      await store.delete('org-1/image-1.png');
      expect(await store.get('org-1/image-1.png')).toBeNull();
      // Deleting twice is fine.
      await store.delete('org-1/image-1.png');
    });

    it('answers null for a key never stored', async () => {
      expect(await store.get('nothing/here.png')).toBeNull();
    });

    it('lists the keys directly in one folder, nothing deeper and no lookalike folder', async () => {
      await store.put('design-images/7/design-1.png', Buffer.from('a'), 'image/png');
      await store.put('design-images/7/design-2.png', Buffer.from('b'), 'image/png');
      await store.put('design-images/7/sub/x.png', Buffer.from('c'), 'image/png');
      await store.put('design-images/70/design-3.png', Buffer.from('d'), 'image/png');
      expect((await store.list('design-images/7/')).sort()).toEqual([
        'design-images/7/design-1.png',
        'design-images/7/design-2.png',
      ]);
      expect(await store.list('design-images/8/')).toEqual([]);
      await expect(store.list('design-images/7')).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.list('../')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    });

    it('lists every key of the store, at any depth', async () => {
      await store.put('keys-test/a/b/c.png', Buffer.from('deep'), 'image/png');
      const all: string[] = [];
      for await (const key of store.keys()) all.push(key);
      expect(all).toContain('keys-test/a/b/c.png');
      expect(all).toContain('design-images/70/design-3.png');
      expect(all.filter((key) => key.endsWith('.type') || key.endsWith('.tmp'))).toEqual([]);
      expect(new Set(all).size).toBe(all.length);
    });

    it('refuses keys that could escape the store', async () => {
      for (const key of badKeys) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
          InvalidBlobKeyError,
        );
        await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
    });
  });
}

contract('DiskBlobStore', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nibble-blob-test-'));
  return {
    store: new DiskBlobStore(join(dir, 'files')),
    done: async () => rmSync(dir, { recursive: true }),
  };
});

contract('PgBlobStore', async () => {
  const { handle, drop } = await openTestDatabase();
  const { migrate } = await import('../src/db/client.ts');
  await migrate(handle.db, handle.kind);
  return { store: new PgBlobStore(handle.db), done: drop };
});

contract('S3BlobStore', async () => {
  const s3 = await startTestS3();
  const store = new S3BlobStore(s3.config);
  return {
    store,
    done: async () => {
      store.close();
      await s3.close();
    },
  };
});

describe('S3BlobStore on a real S3 server', () => {
  it('keeps size and SHA-256 beside the bytes, and streams them back', async () => {
    const s3 = await startTestS3();
    const store = new S3BlobStore(s3.config);
    try {
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
      await store.put('org-1/big.png', bytes, 'image/png');
      const { createHash } = await import('node:crypto');
      const sha256 = createHash('sha256').update(bytes).digest('base64url');
      expect(await store.stat('org-1/big.png')).toEqual({ size: bytes.length, sha256 });
      const opened = await store.open('org-1/big.png');
      expect(opened).toMatchObject({ size: bytes.length, sha256, contentType: 'image/png' });
      const chunks: Buffer[] = [];
      for await (const chunk of opened?.body ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      expect(await store.stat('org-1/none.png')).toBeNull();
      expect(await store.open('org-1/none.png')).toBeNull();
    } finally {
      store.close();
      await s3.close();
    }
  });

  it('refuses a wrong secret instead of answering as if the object were missing', async () => {
    const s3 = await startTestS3();
    const good = new S3BlobStore(s3.config);
    const bad = new S3BlobStore({ ...s3.config, secretAccessKey: 'not-the-secret' });
    try {
      await good.put('org-1/a.png', Buffer.from('a'), 'image/png');
      const refused = await bad.get('org-1/a.png').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(S3StoreError);
      expect(String(refused)).toMatch(/SignatureDoesNotMatch \(HTTP 403\)/);
      // What an error log would print of it names neither the key id nor the signed string.
      expect(JSON.stringify({ ...(refused as object) })).not.toContain('S3RVER');
      await expect(bad.put('org-1/b.png', Buffer.from('b'), 'image/png')).rejects.toThrow();
      expect(await good.get('org-1/b.png')).toBeNull();
    } finally {
      good.close();
      bad.close();
      await s3.close();
    }
  });
});

describe('the start-up check of the bucket', () => {
  it('passes on a bucket that answers, and names a missing bucket', async () => {
    const s3 = await startTestS3('pictures');
    try {
      await checkBucketAnswers(s3.config);
      await expect(checkBucketAnswers({ ...s3.config, bucket: 'no-such-bucket' })).rejects.toThrow(
        /^Invalid configuration: S3: bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:[0-9]+ does not answer \(S3 HeadBucket "no-such-bucket" failed: NoSuchBucket/,
      );
      // Refused keys are not tried here: the test server cannot check a bucket-level signature
      // (test/s3-server.ts); real servers answer HeadBucket with 403 and the start stops alike.
    } finally {
      await s3.close();
    }
  });
});
