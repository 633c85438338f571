import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESIGN_TYPES } from '@nibble/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap/index.ts';
import { migrate } from '../src/db/client.ts';
import { contents, pages } from '../src/db/schema.ts';
import { designImageKey, parseDesignImageUrl } from '../src/modules/contents/preview-url.ts';
import { DiskBlobStore } from '../src/storage/index.ts';
import { openTestDatabase, testConfig } from './helpers.ts';

describe('demo design previews', () => {
  let env: Awaited<ReturnType<typeof openTestDatabase>>;
  let dir: string;
  beforeEach(async () => {
    env = await openTestDatabase();
    await migrate(env.handle.db, env.handle.kind);
    dir = mkdtempSync(join(tmpdir(), 'nibble-demo-previews-'));
  });
  afterEach(async () => {
    await env.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws each demo design first page as a PNG preview, shared by its page record', async () => {
    const blobs = new DiskBlobStore(dir);
    const result = await bootstrap(
      env.handle.db,
      testConfig({ seedDemo: true, adminPassword: 'x-password' }),
      () => {},
      blobs,
    );
    expect(result.demoSeeded).toBe(true);
    const designs = await env.handle.db.select().from(contents);
    expect(designs).toHaveLength(5);
    for (const design of designs) {
      const image = parseDesignImageUrl(design.preview);
      expect(image?.designId, design.title).toBe(design.id);
      const blob = await blobs.get(designImageKey(design.id, image?.name ?? ''));
      expect(blob?.contentType).toBe('image/png');
      const meta = await sharp(blob?.bytes).metadata();
      const size = DESIGN_TYPES[design.type as keyof typeof DESIGN_TYPES];
      expect(meta).toMatchObject({ format: 'png', width: size.width, height: size.height });
      // Not a blank picture: the coloured band and texts give many distinct colours.
      const stats = await sharp(blob?.bytes).stats();
      expect(stats.channels[0]?.stdev ?? 0).toBeGreaterThan(10);
    }
    const published = designs.find(
      (d) => d.published === 1 && d.title === 'Weekend Vegetable Sale',
    );
    const [record] = await env.handle.db
      .select()
      .from(pages)
      .where(eq(pages.contentId, published?.id ?? 0));
    expect(record?.preview).toBe(published?.preview);
  });
});
