// PUT /me/password checks the current password: without a limit, a session left open (or
// stolen) could guess it at full speed. Attempts are counted per user in the database
// (`rate_limit_hits`, shared by every process) and claimed before the password is checked,
// so a burst of parallel guesses cannot all slip under the limit; the right password
// clears the count.
import { errorMessage } from '@nibble/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { countHit } from '../../http/rate-limit-store.ts';

export const CURRENT_PASSWORD_LIMIT = { attempts: 5, windowMinutes: 15 } as const;

export const tooManyPasswordChecks = (minutes: number) =>
  errorMessage('password_check_rate_limited', { count: minutes });

const keyOf = (userId: number) => `current-password user:${userId}`;

/** Counts one check of the user's current password; 429 once the window's are used up. */
export async function claimPasswordCheck(db: Db, userId: number): Promise<void> {
  const windowMs = CURRENT_PASSWORD_LIMIT.windowMinutes * 60_000;
  const { current, ttl } = await countHit(db, keyOf(userId), windowMs);
  if (current > CURRENT_PASSWORD_LIMIT.attempts) {
    throw tooManyRequests(tooManyPasswordChecks(Math.max(1, Math.ceil(ttl / 60_000))));
  }
}

/** The right password was given: earlier wrong ones no longer count. */
export async function forgivePasswordChecks(db: Db, userId: number): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, keyOf(userId)));
}
