// Account rules: activation, forgotten and reset passwords, sign-up, password change.
import { ERROR_MESSAGES } from '@nibble/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { members, sessions, users } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { TOKEN_PATTERN } from '../../http/tokens.ts';
import type { Notifier } from '../../notify/index.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { consumeCode, retireCodes } from './codes.ts';
import { claimPasswordCheck, forgivePasswordChecks } from './current-password-limit.ts';
import { sendPasswordReset } from './messages.ts';

export const ACCOUNT_MESSAGES = {
  activationFailed: ERROR_MESSAGES.activation_failed,
  resetFailed: ERROR_MESSAGES.reset_failed,
  phoneTaken: ERROR_MESSAGES.phone_taken,
  currentPasswordWrong: ERROR_MESSAGES.current_password_wrong,
} as const;

type PasswordConfig = Pick<Config, 'argon2'>;

/** Phones typed on the activation screen may hold spaces ('98470 12345'). */
const withoutSpaces = (phone: string) => phone.replace(/\s+/g, '');

/**
 * PUT /registration/{code}: a valid activation code of the user with that phone sets the
 * password and makes every membership of the user active. Any failure is the same 400.
 */
export async function activateAccount(
  db: Db,
  config: PasswordConfig,
  code: string,
  input: { phone: string; password: string },
): Promise<void> {
  if (!TOKEN_PATTERN.test(code)) throw badRequest(ACCOUNT_MESSAGES.activationFailed);
  const phone = withoutSpaces(input.phone);
  const passwordHash = await hashPassword(input.password, config.argon2);
  const activated = await db.transaction(async (tx) => {
    const user = await consumeCode(tx, code, 'activation', (owner) => owner.phone === phone);
    if (!user) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.update(members).set({ status: 1, activation: '' }).where(eq(members.userId, user.id));
    await retireCodes(tx, user.id, 'activation');
    return true;
  });
  if (!activated) throw badRequest(ACCOUNT_MESSAGES.activationFailed);
}

/**
 * POST /ForgotPassword: sends a reset link when the phone belongs to a user. The caller always
 * answers the same, so the endpoint never tells whether a phone is registered.
 */
export async function forgotPassword(
  db: Db,
  notifier: Notifier,
  config: Pick<Config, 'publicUrl'>,
  phone: string,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  if (user) await sendPasswordReset(db, notifier, config, user);
}

/**
 * PUT /ResetPassword: a valid reset code whose user has that e-mail (any case) sets the
 * password and signs the user out everywhere.
 */
export async function resetPassword(
  db: Db,
  config: PasswordConfig,
  input: { email: string; forgot_pass_code: string; password: string },
): Promise<void> {
  const code = input.forgot_pass_code;
  if (!TOKEN_PATTERN.test(code)) throw badRequest(ACCOUNT_MESSAGES.resetFailed);
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password, config.argon2);
  const done = await db.transaction(async (tx) => {
    const user = await consumeCode(
      tx,
      code,
      'reset',
      (owner) => owner.email !== '' && owner.email.trim().toLowerCase() === email,
    );
    if (!user) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
  if (!done) throw badRequest(ACCOUNT_MESSAGES.resetFailed);
}

/** POST /registration: a new user with role 'user' who can sign in at once. */
export async function register(
  db: Db,
  config: PasswordConfig,
  input: { name: string; phone: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password, config.argon2);
  const created = await db
    .insert(users)
    .values({ name: input.name, phone: input.phone, passwordHash, role: 'user' })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (created.length === 0) throw conflict(ACCOUNT_MESSAGES.phoneTaken);
}

/**
 * PUT /me/password: the current password must be right (5 tries per 15 minutes, see
 * current-password-limit.ts); other sessions of the user end, the one making the change
 * stays signed in.
 */
export async function changePassword(
  db: Db,
  config: PasswordConfig,
  userId: number,
  currentTokenHash: string | null,
  input: { currentPassword: string; password: string },
): Promise<void> {
  await claimPasswordCheck(db, userId);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const right = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.currentPassword)
    : false;
  if (!right) {
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, {
      currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
  }
  await forgivePasswordChecks(db, userId);
  const passwordHash = await hashPassword(input.password, config.argon2);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  const others = currentTokenHash
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentTokenHash))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(others);
}
