// Adding a member looks a phone up among every registered user, so it could be used to find
// out who is registered (a 404 or not) and, through the list, their name and city. Lookups
// are limited per organisation — counted whether or not the phone exists — in the database
// (`rate_limit_hits`), so every process shares the count.
import { errorMessage } from '@nibble/core';

import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { countHit } from '../../http/rate-limit-store.ts';

export const ADD_MEMBER_LIMIT = { lookups: 30, windowMinutes: 60 } as const;

export const tooManyAdds = (minutes: number) =>
  errorMessage('member_add_rate_limited', { count: minutes });

/** Counts one lookup for the organisation; 429 once the window's are used up. */
export async function claimMemberLookup(db: Db, orgId: number): Promise<void> {
  const windowMs = ADD_MEMBER_LIMIT.windowMinutes * 60_000;
  const { current, ttl } = await countHit(db, `add-member org:${orgId}`, windowMs);
  if (current > ADD_MEMBER_LIMIT.lookups) {
    throw tooManyRequests(tooManyAdds(Math.max(1, Math.ceil(ttl / 60_000))));
  }
}
