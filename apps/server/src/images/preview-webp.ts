// A design's preview as WebP for a browser that says it takes WebP (issue 16: the QR page's
// largest picture on a phone over slow 4G). Previews are stored as the editor uploads them,
// PNG; the WebP copy is made on first request and kept in memory by the PNG's hash. A client
// that does not name WebP in its Accept header — a link-preview crawler, the companion app,
// an API client — gets the PNG, as before.
import { PREVIEW_MAX_SIDE } from '@nibble/core';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { decoding } from './decode-gate.ts';

/** Lossy at a quality where a coupon's text stays sharp: a third to a half of the PNG. */
export const PREVIEW_WEBP_QUALITY = 82;
/** Memory kept for WebP copies (a preview's copy is 5–40 KB). */
const KEPT_BYTES = 16 * 1024 * 1024;

/** True when the Accept header names `type` with a quality above zero. */
export function namesType(accept: string | undefined, type: string): boolean {
  if (!accept) return false;
  return accept.split(',').some((entry) => {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (name !== type) return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export class PreviewWebp {
  private readonly kept = new LRUCache<string, Buffer>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (bytes) => bytes.length,
  });
  private readonly making = new Map<string, Promise<Buffer | null>>();

  /**
   * The WebP copy of `png` (known by `hash`), or null when WebP would not be smaller — the
   * PNG is then the better answer.
   */
  async of(hash: string, png: Buffer): Promise<Buffer | null> {
    const kept = this.kept.get(hash);
    if (kept) return kept.length < png.length ? kept : null;
    let made = this.making.get(hash);
    if (!made) {
      made = this.make(hash, png).finally(() => this.making.delete(hash));
      this.making.set(hash, made);
    }
    return made;
  }

  private async make(hash: string, png: Buffer): Promise<Buffer | null> {
    const webp = await decoding(() =>
      sharp(png, { limitInputPixels: PREVIEW_MAX_SIDE * PREVIEW_MAX_SIDE, failOn: 'error' })
        .webp({ quality: PREVIEW_WEBP_QUALITY, alphaQuality: 100 })
        .toBuffer(),
    );
    this.kept.set(hash, webp);
    return webp.length < png.length ? webp : null;
  }
}
