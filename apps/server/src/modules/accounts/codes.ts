// One-time codes for activation and password reset: 256 random bits sent once, stored only as
// a SHA-256 hash, valid CODE_TTL_HOURS, used at most once.
import { CODE_TTL_HOURS } from '@nibble/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codes, type UserRow, users } from '../../db/schema.ts';
import { hashToken, newToken } from '../../http/tokens.ts';

export type CodeKind = 'activation' | 'reset';

/** Stores a new code for the user and returns its only plain copy (for the message). */
export async function issueCode(
  db: Db,
  userId: number,
  kind: CodeKind,
  now = new Date(),
): Promise<string> {
  const code = newToken();
  await db.insert(codes).values({
    kind,
    userId,
    codeHash: hashToken(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_HOURS * 3_600_000),
  });
  return code;
}

/** Marks every unused code of that kind of the user as used (a newer one replaces them). */
export async function retireCodes(db: Db, userId: number, kind: CodeKind, now = new Date()) {
  await db
    .update(codes)
    .set({ usedAt: now })
    .where(and(eq(codes.userId, userId), eq(codes.kind, kind), isNull(codes.usedAt)));
}

/**
 * Uses the code when it is known, of this kind, unused, unexpired and `belongs` to its user.
 * Answers the user, or null for any failure (callers never say which part was wrong). A code
 * whose owner does not match is left unused, so a typo in the phone or e-mail does not burn it.
 * The conditional update makes a code single-use even when two requests race.
 */
export async function consumeCode(
  db: Db,
  code: string,
  kind: CodeKind,
  belongs: (user: UserRow) => boolean,
  now = new Date(),
): Promise<UserRow | null> {
  const [found] = await db
    .select({ id: codes.id, user: users })
    .from(codes)
    .innerJoin(users, eq(users.id, codes.userId))
    .where(
      and(
        eq(codes.codeHash, hashToken(code)),
        eq(codes.kind, kind),
        isNull(codes.usedAt),
        gt(codes.expiresAt, now),
      ),
    );
  if (!found || !belongs(found.user)) return null;
  const used = await db
    .update(codes)
    .set({ usedAt: now })
    .where(and(eq(codes.id, found.id), isNull(codes.usedAt)))
    .returning({ id: codes.id });
  return used.length > 0 ? found.user : null;
}
