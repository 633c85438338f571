// Raster images through sharp: prove they decode, and shrink oversize ones into the spec's
// 1000x800 box as JPEG (spec §5 "Image upload", §9 limits). Every picture's size is read
// from its header first (sharp's metadata() does not decode); only then is it decoded,
// through the decode gate and with sharp's own pixel limit as a second wall.
import { LIMITS, MESSAGES, PREVIEW_MAX_SIDE } from '@nibble/core';
import sharp, { type Sharp } from 'sharp';
import { decoding } from './decode-gate.ts';
import { InvalidImageError, PictureTooLargeError } from './errors.ts';
import { MIME_OF, type RasterFormat, sniffRasterFormat } from './formats.ts';

export interface StoredImage {
  bytes: Buffer;
  /** MIME type of `bytes`. */
  type: string;
  width: number;
  height: number;
}

// 100 megapixels covers any real photo (a 48 MP phone picture included); large inputs are
// only ever decoded while shrinking (sequentially, a few rows at a time), never whole.
const MAX_UPLOAD_PIXELS = LIMITS.imageMaxMegapixels * 1_000_000;
const MAX_PREVIEW_PIXELS = PREVIEW_MAX_SIDE * PREVIEW_MAX_SIDE;

const strict = (bytes: Buffer, limitInputPixels: number) =>
  sharp(bytes, { limitInputPixels, failOn: 'error' });

const isOversize = (width: number, height: number): boolean =>
  width > LIMITS.imageMaxWidth || height > LIMITS.imageMaxHeight;

/**
 * Fits any image sharp can read into 1000x800 and encodes it as JPEG on white. Ungated:
 * callers run it inside their own decode slot.
 */
export async function fitAsJpeg(input: Buffer | Sharp): Promise<StoredImage> {
  const pipeline = Buffer.isBuffer(input) ? strict(input, MAX_UPLOAD_PIXELS) : input;
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
 * Checks an uploaded image by content (magic bytes, header size, then a decode) and returns
 * what to store: the original bytes when it fits, else a resized JPEG.
 */
export async function prepareUploadedImage(bytes: Buffer): Promise<StoredImage> {
  const format = sniffRasterFormat(bytes);
  if (!format) throw new InvalidImageError('not a PNG, JPEG or GIF file');
  return asInvalid(async () => {
    const { width, height } = await dimensions(bytes, format);
    if (width * height > MAX_UPLOAD_PIXELS) {
      throw new PictureTooLargeError(MESSAGES.imagePixelsTooLarge);
    }
    return decoding(async () => {
      // Resizing decodes every pixel too, so a corrupt oversize file fails there.
      if (isOversize(width, height)) return fitAsJpeg(bytes);
      await strict(bytes, MAX_UPLOAD_PIXELS).raw().toBuffer();
      return { bytes, type: MIME_OF[format], width, height };
    });
  });
}

/**
 * A design, template or page preview: a PNG no larger than a page at the preview ratio
 * (PREVIEW_MAX_SIDE, from its header), and it must decode.
 */
export async function checkPreviewPng(bytes: Buffer): Promise<void> {
  if (sniffRasterFormat(bytes) !== 'png') throw new InvalidImageError('not a PNG file');
  await asInvalid(async () => {
    const { width, height } = await dimensions(bytes, 'png');
    if (width > PREVIEW_MAX_SIDE || height > PREVIEW_MAX_SIDE) {
      throw new PictureTooLargeError(MESSAGES.previewTooLarge);
    }
    await decoding(() => strict(bytes, MAX_PREVIEW_PIXELS).raw().toBuffer());
  });
}

/** Width and height from the header only; nothing is decoded here. */
async function dimensions(
  bytes: Buffer,
  expected: RasterFormat,
): Promise<{ width: number; height: number }> {
  // No pixel limit for reading a header: the limit is applied by the caller, with its message.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (meta.format !== expected) throw new InvalidImageError(`decoded as ${meta.format}`);
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new InvalidImageError('no dimensions');
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
