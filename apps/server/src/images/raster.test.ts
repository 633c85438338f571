import { PREVIEW_MAX_SIDE } from '@nibble/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngBomb, pngOf } from '../../test/fixtures/images.ts';
import { decodeLoad } from './decode-gate.ts';
import { PictureTooLargeError } from './errors.ts';
import { checkPreviewPng, prepareUploadedImage } from './raster.ts';

describe('picture bombs', () => {
  it('refuses a 10000x10000 preview from its header, without decoding it', async () => {
    const bomb = await pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(400_000);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    await expect(checkPreviewPng(bomb)).rejects.toThrow(PictureTooLargeError);
    // A decode would take 300 MB and seconds; the header takes neither.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - before).toBeLessThan(50_000_000);
  });

  it('accepts a preview of the largest page and refuses one a pixel over the bound', async () => {
    await expect(checkPreviewPng(await pngOf(800, 1200))).resolves.toBeUndefined();
    const over = await pngBomb(PREVIEW_MAX_SIDE + 1, 10);
    await expect(checkPreviewPng(over)).rejects.toThrow(
      'Preview size exceeds the allowable limit(1800x1800px).',
    );
  });

  it('refuses an uploaded image over 100 megapixels with its own message', async () => {
    const bomb = await pngBomb(20_000, 6_000);
    await expect(prepareUploadedImage(bomb)).rejects.toThrow(
      'Image size exceeds the allowable limit(100 megapixels).',
    );
  });

  it('decodes at most two pictures at once, however many arrive', async () => {
    const png = await sharp({
      create: { width: 1800, height: 1800, channels: 3, background: '#b32aa9' },
    })
      .png()
      .toBuffer();
    let most = 0;
    let queued = 0;
    const sampler = setInterval(() => {
      const load = decodeLoad();
      most = Math.max(most, load.active);
      queued = Math.max(queued, load.pending);
    }, 1);
    await Promise.all(Array.from({ length: 8 }, () => checkPreviewPng(png)));
    clearInterval(sampler);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    expect(queued).toBeGreaterThan(0);
  });
});
