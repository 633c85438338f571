// Which raster format a file really is, read from its first bytes (never from its name or the
// client's Content-Type, which anyone can set).

export type RasterFormat = 'png' | 'jpeg' | 'gif';

export const MIME_OF: Record<RasterFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};
export const SVG_MIME = 'image/svg+xml';

const startsWith = (bytes: Buffer, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;

/** The format named by the file's magic bytes, or null for anything else. */
export function sniffRasterFormat(bytes: Buffer): RasterFormat | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}
