// Request-size limits shared by buildApp and the routes that raise them.
import { LIMITS, MESSAGES } from '@nibble/core';
import type { FastifyRequest } from 'fastify';
import { payloadTooLarge } from './errors.ts';

/** Default JSON body limit. */
export const BODY_LIMIT = 1024 * 1024;
/** Design and template routes carry whole campaign documents: set `bodyLimit` to this. */
export const LARGE_BODY_LIMIT = 10 * 1024 * 1024;
/**
 * Multipart file limit: a little above the spec's 3 MB so a slightly-too-large image still
 * reaches the upload rule and gets the spec's message instead of a bare 413.
 */
export const UPLOAD_FILE_LIMIT = LIMITS.imageMaxBytes + 64 * 1024;

/** Room for the multipart boundaries and part headers around the one file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * A client that announces a body larger than any file we accept is answered 413 before a byte
 * of it is read. (A chunked body without a length is refused by the multipart reader as soon
 * as the file passes the limit.)
 */
export async function refuseOversizeMultipart(request: FastifyRequest): Promise<void> {
  if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
  const length = Number(request.headers['content-length']);
  if (!Number.isFinite(length) || length <= UPLOAD_FILE_LIMIT + MULTIPART_OVERHEAD) return;
  throw payloadTooLarge(
    request.url.includes('/illustrations-')
      ? MESSAGES.illustrationTooLarge
      : MESSAGES.imageTooLarge,
  );
}
