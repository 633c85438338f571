// Request-size limits shared by buildApp and the routes that raise them.
import { LIMITS } from '@nibble/core';

/** Default JSON body limit. */
export const BODY_LIMIT = 1024 * 1024;
/** Design and template routes carry whole campaign documents: set `bodyLimit` to this. */
export const LARGE_BODY_LIMIT = 10 * 1024 * 1024;
/**
 * Multipart file limit: a little above the spec's 3 MB so a slightly-too-large image still
 * reaches the upload rule and gets the spec's message instead of a bare 413.
 */
export const UPLOAD_FILE_LIMIT = LIMITS.imageMaxBytes + 64 * 1024;
