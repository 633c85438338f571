// Spec §7 "Session and account": sign-in and sign-out.
import type { SignInFailure, SignInRequest, SignInResponse } from '@nibble/core';
import { ApiRequestError, apiFetch, toRequestError } from './client.ts';

/** A refused sign-in: the status line's text and, when the server sent it, the error's code. */
export type SignInRefusal = SignInFailure & { refusal?: ApiRequestError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The standard error beside a refusal's status, so the screen can translate it by code. */
function refusalOf(status: number, body: Record<string, unknown>): ApiRequestError | undefined {
  const error = body.error;
  if (!isRecord(error) || typeof error.code !== 'string' || typeof error.message !== 'string') {
    return undefined;
  }
  const fields = isRecord(error.fields)
    ? Object.fromEntries(
        Object.entries(error.fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};
  return new ApiRequestError(status, error.code, error.message, fields);
}

/**
 * Signs in. Answers the server's body for success (status '1') and for refused credentials
 * (status '<message>'); other failures (rate limit, bad input, server down) throw.
 */
export async function createSession(
  request: SignInRequest,
  signal?: AbortSignal,
): Promise<SignInResponse | SignInRefusal> {
  const response = await apiFetch('/session', {
    method: 'POST',
    body: request,
    signal,
    raw: true,
    anonymous: true,
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'status' in parsed &&
    typeof parsed.status === 'string'
  ) {
    if (parsed.status === '1') return parsed as SignInResponse;
    return {
      status: parsed.status,
      refusal: refusalOf(response.status, parsed as Record<string, unknown>),
    };
  }
  throw await toRequestError(new Response(text, { status: response.status }));
}

/** Ends the session on the server; the caller clears the local session whatever happens. */
export async function deleteSession(token: string): Promise<void> {
  await apiFetch<void>(`/session/${encodeURIComponent(token)}`, {
    method: 'DELETE',
    body: { id: token },
  });
}
