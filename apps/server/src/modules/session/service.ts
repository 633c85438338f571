// Sign-in, sign-out and session lookup. Tokens are handed out once and stored only hashed.
import {
  ERROR_MESSAGES,
  errorMessage,
  LIMITS,
  SESSION_TTL_HOURS,
  type SignInResponse,
} from '@nibble/core';
import { and, eq, lt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { OFFLINE } from '../../http/permissions.ts';
import { hashToken, newToken } from '../../http/tokens.ts';
import { hashPassword, verifyDecoy, verifyPassword } from '../../security/passwords.ts';
import { languageOf } from '../users/service.ts';
import {
  claimAttempt,
  minutesToWait,
  settleSuccess,
  tooManyAttemptsMessage,
} from './sign-in-limits.ts';

export const SIGN_IN_MESSAGES = {
  wrongCredentials: ERROR_MESSAGES.wrong_credentials,
  deactivated: ERROR_MESSAGES.account_deactivated,
  phoneRequired: ERROR_MESSAGES.sign_in_enter_phone,
  passwordRequired: ERROR_MESSAGES.sign_in_enter_password,
  passwordTooLong: errorMessage('sign_in_password_too_long', { max: LIMITS.signInPasswordMax }),
} as const;

/** A sign-in failure answers with the standard error and the `status` the sign-in screen shows. */
export function signInError(
  httpStatus: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): HttpError {
  return new HttpError(httpStatus, code, message, fields, { status: message });
}

export interface SignInInput {
  username: unknown;
  password: unknown;
}

function readCredentials(input: SignInInput): { phone: string; password: string } {
  const phone = typeof input.username === 'string' ? input.username.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const fields: Record<string, string> = {};
  if (!phone) fields.username = SIGN_IN_MESSAGES.phoneRequired;
  if (!password) fields.password = SIGN_IN_MESSAGES.passwordRequired;
  else if (password.length > LIMITS.signInPasswordMax) {
    fields.password = SIGN_IN_MESSAGES.passwordTooLong;
  }
  const first = Object.values(fields)[0];
  if (first) throw signInError(400, 'validation_failed', first, fields);
  // Phone numbers are far shorter; a long one cannot match and must not bloat the limits table.
  return { phone: phone.slice(0, 64), password };
}

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_HOURS * 3_600_000),
  });
  return token;
}

export async function signIn(
  db: Db,
  config: Pick<Config, 'argon2'>,
  input: SignInInput,
  ip: string,
): Promise<SignInResponse> {
  const { phone, password } = readCredentials(input);

  const wait = await minutesToWait(db, phone, ip);
  if (wait > 0) throw signInError(429, 'too_many_requests', tooManyAttemptsMessage(wait));

  // Written as a failure before the password is checked, so a burst of parallel guesses
  // cannot all slip under the limit; a success turns it into a success below.
  const attemptId = await claimAttempt(db, phone, ip);
  if (attemptId === null) {
    const minutes = Math.max(1, await minutesToWait(db, phone, ip));
    throw signInError(429, 'too_many_requests', tooManyAttemptsMessage(minutes));
  }

  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  // An unknown phone and an account not activated yet (no password) answer exactly as a
  // wrong password does, after a password check of the same cost, so neither the words nor
  // the time tell whether, or how far, a phone is registered (docs/decisions.md).
  if (!user?.passwordHash) {
    await verifyDecoy(password, config.argon2);
    throw signInError(401, 'unauthorized', SIGN_IN_MESSAGES.wrongCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw signInError(401, 'unauthorized', SIGN_IN_MESSAGES.wrongCredentials);
  }
  // Only someone who knows the password learns that the account is switched off.
  if (user.status === OFFLINE) {
    throw signInError(403, 'account_deactivated', SIGN_IN_MESSAGES.deactivated);
  }
  await settleSuccess(db, attemptId, phone, ip);
  const token = await createSession(db, user.id);
  // Expired sessions are useless; sweeping them here keeps the table small without a cron.
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date())));
  return {
    status: '1',
    id: token,
    name: user.name,
    phone: user.phone,
    role: user.role,
    mode: user.mode,
    email: user.email,
    // Beside the spec's fields: a new device shows the interface in the user's language.
    language: languageOf(user),
  };
}

/** Revokes a token; a user may only revoke their own sessions. Unknown tokens → false. */
export async function revokeSession(db: Db, userId: number, token: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.userId, userId)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length > 0;
}

export async function setPassword(
  db: Db,
  config: Pick<Config, 'argon2'>,
  userId: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password, config.argon2);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
