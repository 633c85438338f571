// Sign-in rate limits, counted in the database so every server process shares them.
// Failures are counted per (phone, address), so a stranger guessing from elsewhere cannot
// lock the owner out: the right password from another address still goes through. An
// address has its own cap over all phones, and a phone a cap over all addresses that only a
// guessing run from many addresses reaches.
import { errorMessage } from '@nibble/core';
import { and, count, eq, gt, lt, min, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInAttempts } from '../../db/schema.ts';

export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  /** Failed attempts for one phone number from one address within the window. */
  perPhoneAndAddress: 5,
  /** Failed attempts from one address within the window (any phone). */
  perAddress: 30,
  /** Failed attempts for one phone from all addresses together within the window. */
  perPhone: 100,
} as const;

export const tooManyAttemptsMessage = (minutes: number) =>
  errorMessage('sign_in_rate_limited', { count: minutes });

interface Scope {
  where: SQL;
  limit: number;
}

/** The counts an attempt for `phone` from `ip` must stay within. */
function scopesOf(phone: string, ip: string): Scope[] {
  const byPhone = eq(signInAttempts.phone, phone);
  const byIp = eq(signInAttempts.ip, ip);
  return [
    { where: and(byPhone, byIp) as SQL, limit: SIGN_IN_LIMITS.perPhoneAndAddress },
    { where: byIp, limit: SIGN_IN_LIMITS.perAddress },
    { where: byPhone, limit: SIGN_IN_LIMITS.perPhone },
  ];
}

async function failuresSince(db: Db, scope: Scope, since: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(signInAttempts.createdAt) })
    .from(signInAttempts)
    .where(and(scope.where, eq(signInAttempts.succeeded, 0), gt(signInAttempts.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null, limit: scope.limit };
}

const windowStart = (now: Date) => new Date(now.getTime() - SIGN_IN_LIMITS.windowMinutes * 60_000);

/** Minutes to wait before the next attempt is allowed, or 0 when it is allowed now. */
export async function minutesToWait(
  db: Db,
  phone: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const windowMs = SIGN_IN_LIMITS.windowMinutes * 60_000;
  const since = windowStart(now);
  const checks = await Promise.all(
    scopesOf(phone, ip).map((scope) => failuresSince(db, scope, since)),
  );
  let wait = 0;
  for (const { n, oldest, limit } of checks) {
    if (n < limit || !oldest) continue;
    // The window frees a slot when its oldest failure ages out.
    const freeAt = new Date(oldest).getTime() + windowMs;
    wait = Math.max(wait, Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000)));
  }
  return wait;
}

/**
 * Claims a place in the limit before the password is checked: the attempt is written as a
 * failure first, then every failure in the window is counted (this one included). Parallel
 * guesses therefore cannot all pass a check made before any of them was written — the one
 * that counts last sees them all. Answers the attempt's id, or null (and removes the row)
 * when a limit is already full.
 */
export async function claimAttempt(
  db: Db,
  phone: string,
  ip: string,
  now = new Date(),
): Promise<number | null> {
  const [row] = await db
    .insert(signInAttempts)
    .values({ phone, ip, succeeded: 0 })
    .returning({ id: signInAttempts.id });
  if (!row) throw new Error('claimAttempt: insert returned nothing');
  const since = windowStart(now);
  const counts = await Promise.all(
    scopesOf(phone, ip).map((scope) => failuresSince(db, scope, since)),
  );
  if (counts.some(({ n, limit }) => n > limit)) {
    await db.delete(signInAttempts).where(eq(signInAttempts.id, row.id));
    return null;
  }
  return row.id;
}

/**
 * A claimed attempt that succeeded: forgive the phone's failures from this address only, so
 * the owner signing in never hands a guesser elsewhere a fresh set of attempts.
 */
export async function settleSuccess(
  db: Db,
  attemptId: number,
  phone: string,
  ip: string,
): Promise<void> {
  await db.update(signInAttempts).set({ succeeded: 1 }).where(eq(signInAttempts.id, attemptId));
  await db
    .delete(signInAttempts)
    .where(
      and(
        eq(signInAttempts.phone, phone),
        eq(signInAttempts.ip, ip),
        eq(signInAttempts.succeeded, 0),
      ),
    );
  await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.createdAt, new Date(Date.now() - 24 * 3_600_000)));
}
