// Decoding a picture costs memory in proportion to its pixels, not to its bytes: a 290 KB PNG
// can unpack into 400 MB. Every decode the server makes goes through this gate, so however
// many arrive together only a few are unpacked at once and the rest wait their turn.
import pLimit from 'p-limit';
import sharp from 'sharp';

/** Decodes running at once; two keep both cores busy without stacking up memory. */
export const DECODES_AT_ONCE = 2;

// libvips caches recent operations for reuse; each picture here is decoded once, so the
// cache would only hold memory.
sharp.cache(false);

const slots = pLimit(DECODES_AT_ONCE);

/**
 * Runs `work` when a decode slot is free. Call it only at the outermost decode (never from
 * inside gated work): nested waits could hold every slot and wait forever.
 */
export function decoding<T>(work: () => Promise<T>): Promise<T> {
  return slots(work);
}

/** Decodes waiting for a slot and running now (for tests and the bench). */
export const decodeLoad = () => ({ active: slots.activeCount, pending: slots.pendingCount });
