// The one fetch wrapper every screen goes through (ARCHITECTURE §2): it adds the bearer token
// and JSON content type, turns error answers into ApiRequestError, and signs the tab out when
// the server no longer accepts its token (spec §4 "Session", §8 first row). It imports nothing
// of the app: the session is wired in at start through configureApi (session/apiSession.ts).
import type { ApiError } from '@nibble/core';
import { API_PREFIX } from './prefix.ts';

export { API_PREFIX };

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain values are sent as JSON; FormData and Blob pass through untouched. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Answer with the Response itself (status not checked) instead of its parsed JSON. */
  raw?: boolean;
  /** Send without the bearer token, as for sign-in and the public pages. */
  anonymous?: boolean;
}

/** What the client needs of the signed-in session, installed by the app at start. */
export interface ApiSession {
  /** The bearer token to send now; '' when no one is signed in. */
  token(): string;
  /** The server refused this token (401): the session it belongs to is over. */
  onUnauthorized(token: string): void;
}

/** Until the app wires a session in, every call goes without a token (as the public pages'). */
const NO_SESSION: ApiSession = { token: () => '', onUnauthorized: () => {} };

let session: ApiSession = NO_SESSION;

/** Wires the token and the sign-out on a 401 into every call (start.tsx, test/setup.ts). */
export const configureApi = (wiring: ApiSession | null): void => {
  session = wiring ?? NO_SESSION;
};

/** Turns an error's code and English message into the text to show (i18n/apiErrors.ts). */
export type ApiErrorTranslator = (code: string, message: string) => string;

let translateError: ApiErrorTranslator | null = null;

/**
 * Lets every ApiRequestError speak the interface language. Installed once a language other
 * than English is chosen, so the English public pages load no translation code.
 */
export const setApiErrorTranslator = (translator: ApiErrorTranslator | null): void => {
  translateError = translator;
};

const translated = (code: string, message: string): string =>
  translateError ? translateError(code, message) : message;

/**
 * A refused request. `message` and `fields` read in the interface language at the moment they
 * are shown (a screen that prints `error.message` needs nothing more); `serverMessage` and
 * `serverFields` keep the server's English words.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly serverMessage: string;
  readonly serverFields: Readonly<Record<string, string>>;
  declare readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.serverMessage = message;
    this.serverFields = fields;
    // Accessors on the instance: Error's constructor has made `message` an own property.
    Object.defineProperties(this, {
      message: { get: () => translated(code, message), enumerable: false, configurable: true },
      fields: {
        get: () =>
          Object.fromEntries(
            Object.entries(fields).map(([field, text]) => [
              field,
              translated('validation_failed', text),
            ]),
          ),
        enumerable: true,
        configurable: true,
      },
    });
  }
}

const isApiError = (value: unknown): value is ApiError => {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value as { error: unknown };
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
};

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_type',
  429: 'rate_limited',
};

/** Reads an error answer; answers that are not in the agreed shape still get a clear message. */
export const toRequestError = async (response: Response): Promise<ApiRequestError> => {
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (isApiError(parsed)) {
    const { code, message, fields } = parsed.error;
    return new ApiRequestError(response.status, code || 'error', message, fields ?? {});
  }
  const code = STATUS_CODES[response.status] ?? (response.status >= 500 ? 'server_error' : 'error');
  const message =
    response.status >= 500
      ? 'The server could not complete the request. Please try again later.'
      : `The request failed (${response.status}).`;
  return new ApiRequestError(response.status, code, message);
};

const buildUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${clean}${search ? `?${search}` : ''}`;
};

const isPassThroughBody = (body: unknown): body is FormData | Blob | URLSearchParams =>
  body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;

export async function apiFetch(
  path: string,
  options: ApiFetchOptions & { raw: true },
): Promise<Response>;
export async function apiFetch<T>(path: string, options?: ApiFetchOptions): Promise<T>;
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, query, signal, raw = false, anonymous = false }: ApiFetchOptions = {},
): Promise<T | Response> {
  const token = anonymous ? '' : session.token();
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isPassThroughBody(body)) {
      payload = body;
    } else {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(
      0,
      'network',
      'The server could not be reached. Check your connection.',
    );
  }

  // Only a call that carried a token can prove the session dead; a failed sign-in cannot.
  if (response.status === 401 && token) session.onUnauthorized(token);
  if (raw) return response;
  if (!response.ok) throw await toRequestError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
