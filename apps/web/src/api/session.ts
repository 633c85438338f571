// Spec §7 "Session and account": sign-in and sign-out.
import type { SignInFailure, SignInRequest, SignInResponse } from '@nibble/core';
import { apiFetch, toRequestError } from './client.ts';

/**
 * Signs in. Answers the server's body for success (status '1') and for refused credentials
 * (status '<message>'); other failures (rate limit, bad input, server down) throw.
 */
export async function createSession(
  request: SignInRequest,
  signal?: AbortSignal,
): Promise<SignInResponse | SignInFailure> {
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
    return parsed as SignInResponse | SignInFailure;
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
