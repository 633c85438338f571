// One error shape for every answer: { error: { code, message, fields? } } (ARCHITECTURE §4).
import { type ApiError, errorCodeOf } from '@nibble/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { InvalidBlobKeyError } from '../storage/blob-store.ts';
import { lingerOnRefusedBody } from './refused-body.ts';

/**
 * The codes that only say what kind of refusal it is. An error thrown with one of them answers
 * with its message's own code from core's catalogue (errors.ts): 'Design not found' →
 * design_not_found. Resolving here keeps every throw site as it was.
 */
const KIND_CODES = new Set([
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'malformed_json',
]);

export class HttpError extends Error {
  /** The message's own stable code (core's catalogue), or the given one. */
  readonly code: string;

  constructor(
    readonly status: number,
    code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra top-level properties merged into the answer (e.g. `status` for sign-in). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = KIND_CODES.has(code) ? (errorCodeOf(message)?.code ?? code) : code;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Unauthorized') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new HttpError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, 'conflict', message, undefined, extra);
export const payloadTooLarge = (message = 'The request is too large.') =>
  new HttpError(413, 'payload_too_large', message);
export const unsupportedType = (message = 'Unsupported content type.') =>
  new HttpError(415, 'unsupported_media_type', message);
export const tooManyRequests = (message: string) =>
  new HttpError(429, 'too_many_requests', message);

/** The answer body for an error; `extra` keys sit beside `error` (never inside). */
export function errorBody(error: HttpError): ApiError & Record<string, unknown> {
  const body: ApiError & Record<string, unknown> = {
    ...error.extra,
    error: { code: error.code, message: error.message },
  };
  if (error.fields && Object.keys(error.fields).length > 0) body.error.fields = error.fields;
  return body;
}

/** zod issues → field → first message (the spec's messages come straight from core's schemas). */
export function fieldsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

function validationError(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): HttpError {
  const fields = fieldsFromIssues(issues);
  const message = issues[0]?.message ?? 'Invalid request';
  return new HttpError(400, 'validation_failed', message, fields);
}

const fastifyCodes: Record<string, (error: FastifyError) => HttpError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new HttpError(400, 'malformed_json', 'Malformed JSON body'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new HttpError(400, 'malformed_json', 'Malformed JSON body: the body is empty'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => payloadTooLarge(),
  FST_REQ_FILE_TOO_LARGE: () => payloadTooLarge('The file is too large.'),
  FST_FILES_LIMIT: () => payloadTooLarge('Send one file at a time.'),
  FST_PARTS_LIMIT: () => payloadTooLarge('Too many form parts.'),
  FST_FIELDS_LIMIT: () => payloadTooLarge('Too many form fields.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (e) =>
    unsupportedType(
      `Unsupported content type${e.message.includes(':') ? `: ${e.message.split(':').pop()?.trim()}` : '.'}`,
    ),
  FST_ERR_BAD_URL: () => badRequest('Invalid URL: a path part is not valid percent-encoding'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    unsupportedType('Expected a multipart/form-data request.'),
};

/**
 * The multipart parser (busboy) throws plain Errors with no code for a broken body: no or an
 * over-long boundary, a body cut short. They are the client's mistake, so 400, not 500.
 */
const MULTIPART_PARSER_ERRORS = [
  /^Multipart: /,
  /unexpected end of multipart data$/i,
  /^The needle cannot/,
  /^Unsupported Content-Type\.$/,
  /^Missing Content-Type-header\.$/,
];
const isMultipartParserError = (error: unknown): boolean =>
  error instanceof Error &&
  !('code' in error) &&
  MULTIPART_PARSER_ERRORS.some((pattern) => pattern.test(error.message));

/**
 * PostgreSQL "data exception" (SQLSTATE class 22) raised by a value the client sent: an id
 * above the `integer` range, a NUL in a text. The database refused to store or compare it,
 * so nothing changed; the client gets 400 instead of 500. Routes should still check ranges
 * themselves (an id out of range is better answered 404).
 */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22003': 'A number in the request is out of range.',
  '22021': 'Text must not contain NUL characters.',
  '22P05': 'Text must not contain NUL characters.',
  '22P02': 'A value in the request has the wrong format.',
  '22001': 'A value in the request is too long.',
  '22007': 'A date in the request is not valid.',
  '22008': 'A date in the request is out of range.',
};

/** The SQLSTATE of a database error, looked for along the `cause` chain (Drizzle wraps it). */
function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * What a log may say about a database error: its SQLSTATE, the names of what it concerns
 * (constraint, table, column), the statement's text with placeholders and the stack's frames.
 * Never the driver's
 * message or the query's parameters: those carry the values sent — phones, names — and logs
 * must hold no personal data.
 */
export function databaseErrorForLog(error: unknown): Record<string, string> {
  const summary: Record<string, string> = {};
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const fields = current as Record<string, unknown>;
    for (const key of ['code', 'constraint', 'table', 'column', 'routine'] as const) {
      const value = fields[key];
      if (typeof value === 'string' && !(key in summary)) summary[key] = value;
    }
    if (typeof fields.query === 'string' && !('query' in summary)) summary.query = fields.query;
    current = fields.cause;
  }
  // The stack's frames say where; its first lines repeat the message, so they are left out.
  const stack = error instanceof Error ? error.stack : undefined;
  const frames = stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) summary.stack = frames.join('\n');
  return summary;
}

function dataException(error: unknown): HttpError | null {
  const state = sqlState(error);
  if (!state?.startsWith('22')) return null;
  return badRequest(DATA_EXCEPTIONS[state] ?? 'A value in the request cannot be used.');
}

/** Maps anything thrown in a route to the agreed shape; only unknown errors become 500. */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof ZodError) return validationError(error.issues);
  if (error instanceof InvalidBlobKeyError) return badRequest('Invalid file path');
  if (isMultipartParserError(error)) return badRequest('Malformed multipart body');
  const data = dataException(error);
  if (data) return data;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationError(
      error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid value',
      })),
    );
  }
  const e = error as Partial<FastifyError> | null;
  if (!e || typeof e !== 'object') return null;
  const mapped = e.code ? fastifyCodes[e.code] : undefined;
  if (mapped) return mapped(e as FastifyError);
  if (e.statusCode === 429) {
    return tooManyRequests(e.message || 'Too many requests. Try again later.');
  }
  if (e.statusCode === 400 && error instanceof SyntaxError) {
    return new HttpError(400, 'malformed_json', 'Malformed JSON body');
  }
  if (e.validation) {
    // A plain JSON-schema validation (routes not using zod) still answers in our shape.
    return new HttpError(400, 'validation_failed', e.message ?? 'Invalid request');
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new HttpError(e.statusCode, e.code?.toLowerCase() ?? 'bad_request', e.message ?? '');
  }
  return null;
}

/**
 * Errors Fastify meets before any route runs (a URL that is not valid percent-encoding);
 * pass as the `frameworkErrors` option so they keep the agreed shape too.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = toHttpError(error) ?? badRequest('Bad request');
  void reply.status(known.status).send(errorBody(known));
}

/** A database error is logged by its summary only; anything else with its stack. */
const logFields = (error: unknown) =>
  sqlState(error) !== null ? { db: databaseErrorForLog(error) } : { err: error };

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = toHttpError(error);
    if (known) {
      if (known.status >= 500) request.log.error(logFields(error), known.message);
      // A value the database refused: the client's fault, but a route that should check it.
      else if (sqlState(error)) request.log.warn(logFields(error), known.message);
      if (known.status === 413) lingerOnRefusedBody(request, reply);
      return reply.status(known.status).send(errorBody(known));
    }
    request.log.error(logFields(error), 'unhandled error');
    return reply
      .status(500)
      .send(
        errorBody(new HttpError(500, 'internal', 'Something went wrong. Please try again later.')),
      );
  });
}
