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

export async function recordAttempt(db: Db, phone: string, ip: string, succeeded: boolean) {
  await db.insert(signInAttempts).values({ phone, ip, succeeded: succeeded ? 1 : 0 });
  if (succeeded) {
    // A good sign-in forgives this phone's earlier failures and sweeps old rows.
    await db
      .delete(signInAttempts)
      .where(and(eq(signInAttempts.phone, phone), eq(signInAttempts.succeeded, 0)));
    await db
      .delete(signInAttempts)
      .where(lt(signInAttempts.createdAt, new Date(Date.now() - 24 * 3_600_000)));
  }
}
