import { createHash } from 'node:crypto';

/** base64url SHA-256: the ETag of a served picture, and what a move checks each object by. */
export const sha256Of = (bytes: Buffer): string =>
  createHash('sha256').update(bytes).digest('base64url');
