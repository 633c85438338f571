// Reads the one file of a multipart upload (field `design`, spec §7) into memory, answering
// an oversize file with the spec's own message instead of a bare 413.
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge, unsupportedType } from '../../http/errors.ts';
import { refuseOversizeMultipart, UPLOAD_FILE_LIMIT } from '../../http/limits.ts';

export const UPLOAD_FIELD = 'design';

/**
 * Multipart parsing for the routes registered in `app` (a module's own context). Only the two
 * upload modules call it, so its per-request hooks stay off every other route, and elsewhere
 * a multipart body is an unsupported type (415).
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_FILE_LIMIT, files: 1, fields: 10, parts: 12 },
  });
  app.addHook('preParsing', refuseOversizeMultipart);
}

export interface ReceivedFile {
  filename: string;
  bytes: Buffer;
}

interface ReadOptions {
  maxBytes: number;
  tooLarge: string;
  missing: string;
  /** Checks the file name before any byte is read (throws to refuse). */
  checkName?: (filename: string) => void;
}

const isTooLarge = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The file's bytes, or undefined as soon as one byte more than `maxBytes` arrives. Leaving
 * the loop early destroys the part, which stops the parser, so a chunked upload without a
 * Content-Length is refused without waiting for the rest of it.
 */
async function readWithin(file: Readable, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    const piece = chunk as Buffer;
    size += piece.length;
    if (size > maxBytes) return undefined;
    chunks.push(piece);
  }
  return Buffer.concat(chunks, size);
}

/** The uploaded file, or the spec's message for a missing or oversize one. */
export async function readUploadedFile(
  request: FastifyRequest,
  options: ReadOptions,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw unsupportedType('Expected a multipart/form-data request.');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    // One byte over the limit is enough to know the file is too large.
    part = await request.file({ limits: { fileSize: options.maxBytes + 1, files: 1 } });
  } catch (error) {
    if (isTooLarge(error)) throw payloadTooLarge(options.tooLarge);
    throw error;
  }
  if (!part) throw badRequest(options.missing, { [UPLOAD_FIELD]: options.missing });
  if (part.fieldname !== UPLOAD_FIELD) {
    part.file.resume();
    throw badRequest(options.missing, { [UPLOAD_FIELD]: options.missing });
  }
  if (options.checkName) {
    try {
      options.checkName(part.filename ?? '');
    } catch (error) {
      part.file.resume();
      throw error;
    }
  }
  const bytes = await readWithin(part.file, options.maxBytes);
  // The rest of the body is not waited for: the error handler answers now and drops it.
  if (!bytes) throw payloadTooLarge(options.tooLarge);
  return { filename: part.filename ?? '', bytes };
}
