// Raster images through sharp: prove they decode, and shrink oversize ones into the spec's
// 1000x800 box as JPEG (spec §5 "Image upload", §9 limits).
import { LIMITS } from '@nibble/core';
import sharp, { type Sharp } from 'sharp';
import { InvalidImageError } from './errors.ts';
import { MIME_OF, type RasterFormat, sniffRasterFormat } from './formats.ts';

export interface StoredImage {
  bytes: Buffer;
  /** MIME type of `bytes`. */
  type: string;
  width: number;
  height: number;
}

// Refuses decompression bombs: 100 megapixels covers any real photo (a 48 MP phone picture
// included); large inputs are only ever decoded while shrinking, never whole into memory.
const MAX_INPUT_PIXELS = 100_000_000;
const strict = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

const isOversize = (width: number, height: number): boolean =>
  width > LIMITS.imageMaxWidth || height > LIMITS.imageMaxHeight;

/** Fits any image sharp can read into 1000x800 and encodes it as JPEG on white. */
export async function fitAsJpeg(input: Buffer | Sharp): Promise<StoredImage> {
  const pipeline = Buffer.isBuffer(input) ? strict(input) : input;
  const { data, info } = await pipeline
    .rotate()
    .resize({
      width: LIMITS.imageMaxWidth,
      height: LIMITS.imageMaxHeight,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, type: MIME_OF.jpeg, width: info.width, height: info.height };
}

/**
 * Checks an uploaded image by content (magic bytes, then a decode) and returns what to
 * store: the original bytes when it fits, else a resized JPEG.
 */
export async function prepareUploadedImage(bytes: Buffer): Promise<StoredImage> {
  const format = sniffRasterFormat(bytes);
  if (!format) throw new InvalidImageError('not a PNG, JPEG or GIF file');
  return asInvalid(async () => {
    const { width, height } = await dimensions(bytes, format);
    // Resizing decodes every pixel too, so a corrupt oversize file fails there.
    if (isOversize(width, height)) return fitAsJpeg(bytes);
    await strict(bytes).raw().toBuffer();
    return { bytes, type: MIME_OF[format], width, height };
  });
}

/** A design, template or page preview: PNG only, and it must decode. */
export async function checkPreviewPng(bytes: Buffer): Promise<void> {
  if (sniffRasterFormat(bytes) !== 'png') throw new InvalidImageError('not a PNG file');
  await asInvalid(async () => {
    await dimensions(bytes, 'png');
    await strict(bytes).raw().toBuffer();
  });
}

async function dimensions(
  bytes: Buffer,
  expected: RasterFormat,
): Promise<{ width: number; height: number }> {
  const meta = await strict(bytes).metadata();
  if (meta.format !== expected) throw new InvalidImageError(`decoded as ${meta.format}`);
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new InvalidImageError('no dimensions');
  if (width * height > MAX_INPUT_PIXELS) throw new InvalidImageError('too many pixels');
  return { width, height };
}

/** Any failure to read the image (sharp's own errors included) is invalid content. */
async function asInvalid<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError((error as Error).message);
  }
}
