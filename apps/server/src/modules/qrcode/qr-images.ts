// QR images as PNG, rendered once per encoded text and kept in a bounded LRU. The ETag is
// derived from the text and the image settings alone, so a 304 needs no rendering at all.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';

export const QR_WIDTH = 300;
export const QR_MARGIN = 2;
/** Rendered PNGs kept in memory (about 1–2 KB each). */
export const QR_CACHE_ENTRIES = 2_000;

export interface QrImage {
  etag: string;
  png: Promise<Buffer>;
  /** Set once rendered, so a cached image is sent without waiting on a promise. */
  ready?: Buffer;
}

export const qrEtag = (text: string, width = QR_WIDTH, margin = QR_MARGIN): string =>
  `"${createHash('sha256').update(`${width}|${margin}|${text}`).digest('base64url').slice(0, 32)}"`;

export class QrImages {
  private readonly cache: LRUCache<string | number, QrImage>;

  constructor(max = QR_CACHE_ENTRIES) {
    this.cache = new LRUCache({ max });
  }

  /**
   * The image for `key` (a page id, or a name for another code), encoding `text()`: from the
   * cache, or rendered now (concurrent askers share the render). Keying by page id spares a
   * hit from building and hashing the link.
   */
  get(key: string | number, text: () => string): QrImage {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const encoded = text();
    const image: QrImage = {
      etag: qrEtag(encoded),
      png: QRCode.toBuffer(encoded, {
        type: 'png',
        width: QR_WIDTH,
        margin: QR_MARGIN,
        errorCorrectionLevel: 'M',
      }),
    };
    this.cache.set(key, image);
    image.png.then(
      (png) => {
        image.ready = png;
      },
      () => {
        if (this.cache.get(key) === image) this.cache.delete(key);
      },
    );
    return image;
  }

  get size(): number {
    return this.cache.size;
  }
}

/** True when an If-None-Match header names this ETag (lists, weak tags and * included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
