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

// Refuses decompression bombs long before they reach memory: 40 megapixels is far more than
// any 3 MB photo needs.
const MAX_INPUT_PIXELS = 40_000_000;

const isOversize = (width: number, height: number): boolean =>
  width > LIMITS.imageMaxWidth || height > LIMITS.imageMaxHeight;

/** Fits any image sharp can read into 1000x800 and encodes it as JPEG on white. */
export async function fitAsJpeg(input: Buffer | Sharp): Promise<StoredImage> {
  const pipeline = Buffer.isBuffer(input)
    ? sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    : input;
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
 * Checks an uploaded image by content (magic bytes, then a full decode) and returns what to
 * store: the original bytes when it fits, else a resized JPEG.
 */
export async function prepareUploadedImage(bytes: Buffer): Promise<StoredImage> {
  const format = sniffRasterFormat(bytes);
  if (!format) throw new InvalidImageError('not a PNG, JPEG or GIF file');
  const { width, height } = await decodeFully(bytes, format);
  if (isOversize(width, height)) return fitAsJpeg(bytes);
  return { bytes, type: MIME_OF[format], width, height };
}

/** A design, template or page preview: PNG only, and it must decode. */
export async function checkPreviewPng(bytes: Buffer): Promise<void> {
  if (sniffRasterFormat(bytes) !== 'png') throw new InvalidImageError('not a PNG file');
  await decodeFully(bytes, 'png');
}

async function decodeFully(
  bytes: Buffer,
  expected: RasterFormat,
): Promise<{ width: number; height: number }> {
  try {
    // Decoding every pixel (not just the header) catches truncated and corrupt files.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== expected) throw new InvalidImageError(`decoded as ${meta.format}`);
    await image.raw().toBuffer();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new InvalidImageError('no dimensions');
    return { width, height };
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError((error as Error).message);
  }
}
