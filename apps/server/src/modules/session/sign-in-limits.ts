// Sign-in rate limits, counted in the database so every server process shares them.
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInAttempts } from '../../db/schema.ts';

export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  /** Failed attempts for one phone number within the window. */
  perPhone: 5,
  /** Failed attempts from one address within the window (any phone). */
  perAddress: 30,
} as const;

export const tooManyAttemptsMessage = (minutes: number) =>
  `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

async function failuresSince(db: Db, column: 'phone' | 'ip', value: string, since: Date) {
  const key = column === 'phone' ? signInAttempts.phone : signInAttempts.ip;
  const [row] = await db
    .select({ n: count(), oldest: min(signInAttempts.createdAt) })
    .from(signInAttempts)
    .where(
      and(eq(key, value), eq(signInAttempts.succeeded, 0), gt(signInAttempts.createdAt, since)),
    );
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** Minutes to wait before the next attempt is allowed, or 0 when it is allowed now. */
export async function minutesToWait(
  db: Db,
  phone: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const windowMs = SIGN_IN_LIMITS.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const checks = await Promise.all([
    failuresSince(db, 'phone', phone, since).then((r) => ({
      ...r,
      limit: SIGN_IN_LIMITS.perPhone,
    })),
    failuresSince(db, 'ip', ip, since).then((r) => ({ ...r, limit: SIGN_IN_LIMITS.perAddress })),
  ]);
  let wait = 0;
  for (const { n, oldest, limit } of checks) {
    if (n < limit || !oldest) continue;
    // The window frees a slot when its oldest failure ages out.
    const freeAt = new Date(oldest).getTime() + windowMs;
    wait = Math.max(wait, Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000)));
  }
  return wait;
}

async function failuresNow(db: Db, phone: string, ip: string, since: Date) {
  const [byPhone, byIp] = await Promise.all([
    failuresSince(db, 'phone', phone, since),
    failuresSince(db, 'ip', ip, since),
  ]);
  return { phone: byPhone.n, ip: byIp.n };
}

/**
 * Claims a place in the limit before the password is checked: the attempt is written as a
 * failure first, then every failure in the window is counted (this one included). Parallel
 * guesses therefore cannot all pass a check made before any of them was written — the one
 * that counts last sees them all. Answers the attempt's id, or null (and removes the row)
 * when the limit is already full.
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
  const since = new Date(now.getTime() - SIGN_IN_LIMITS.windowMinutes * 60_000);
  const failures = await failuresNow(db, phone, ip, since);
  if (failures.phone > SIGN_IN_LIMITS.perPhone || failures.ip > SIGN_IN_LIMITS.perAddress) {
    await db.delete(signInAttempts).where(eq(signInAttempts.id, row.id));
    return null;
  }
  return row.id;
}

/** A claimed attempt that succeeded: forgive the phone's failures (see recordAttempt). */
export async function settleSuccess(db: Db, attemptId: number, phone: string): Promise<void> {
  await db.update(signInAttempts).set({ succeeded: 1 }).where(eq(signInAttempts.id, attemptId));
  await forgive(db, phone);
}

async function forgive(db: Db, phone: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.phone, phone), eq(signInAttempts.succeeded, 0)));
  await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.createdAt, new Date(Date.now() - 24 * 3_600_000)));
}
