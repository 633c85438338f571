// The global user list (spec §7 "Users (global)") and one's own profile (/me).
// Rules: sys_admin accounts are never listed (spec §2, §6) and are invisible to anyone but a
// sys_admin (404, as if absent); only a sys_admin grants or changes the platform roles admin and
// sys_admin; nobody deletes or deactivates themselves; deactivating a user ends their sessions.
import {
  ERROR_MESSAGES,
  type InterfaceLanguage,
  isInterfaceLanguage,
  isPlatformAdmin,
  isSysAdmin,
  type Profile,
  SYS_ADMIN,
  type User,
  type UserUpdateValues,
} from '@nibble/core';
import { desc, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessions, type UserRow, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { OFFLINE } from '../../http/permissions.ts';
import type { Notifier } from '../../notify/index.ts';
import { sendActivation } from '../accounts/messages.ts';
import type { NewGlobalUser, ProfileUpdate } from './schemas.ts';

export const USER_MESSAGES = {
  phoneTaken: ERROR_MESSAGES.phone_taken,
  deleteYourself: ERROR_MESSAGES.cannot_delete_yourself,
  deactivateYourself: ERROR_MESSAGES.cannot_deactivate_yourself,
  platformRoles: ERROR_MESSAGES.admins_managed_by_sys_admin,
} as const;

export interface Caller {
  id: number;
  role: string;
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  role: row.role,
  city: row.city,
  mode: row.mode,
  status: row.status,
});

/** GET /users: everyone but the sys_admin accounts, which the list hides from every role. */
export async function listUsers(db: Db): Promise<User[]> {
  const rows = await db
    .select()
    .from(users)
    .where(ne(users.role, SYS_ADMIN))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toUser);
}

async function visibleUser(db: Db, caller: Caller, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row || (row.role === SYS_ADMIN && !isSysAdmin(caller.role))) throw notFound('User');
  return row;
}

export async function getUser(db: Db, caller: Caller, id: number): Promise<User> {
  return toUser(await visibleUser(db, caller, id));
}

/** admin and sys_admin are granted, changed and removed by a sys_admin only. */
function assertMayManageRole(caller: Caller, role: string): void {
  if (isPlatformAdmin(role) && !isSysAdmin(caller.role))
    throw forbidden(USER_MESSAGES.platformRoles);
}

/**
 * POST /user. The account has no password yet: an activation link goes out at once, so even a
 * user who belongs to no organisation (a new administrator) can activate it.
 */
export async function createUser(
  db: Db,
  notifier: Notifier,
  config: Pick<Config, 'publicUrl'>,
  caller: Caller,
  input: NewGlobalUser,
): Promise<User> {
  assertMayManageRole(caller, input.role);
  const [row] = await db
    .insert(users)
    .values({ ...input, passwordHash: null })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (!row) throw conflict(USER_MESSAGES.phoneTaken);
  await sendActivation(db, notifier, config, row);
  return toUser(row);
}

export async function updateUser(
  db: Db,
  caller: Caller,
  id: number,
  changes: UserUpdateValues,
): Promise<User> {
  const target = await visibleUser(db, caller, id);
  assertMayManageRole(caller, target.role);
  if (changes.role !== undefined) assertMayManageRole(caller, changes.role);
  if (changes.status === OFFLINE && id === caller.id) {
    throw conflict(USER_MESSAGES.deactivateYourself);
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
    // Deactivated means signed out everywhere at once (spec §4: status 0 is offline);
    // authenticate also refuses any token of an offline user.
    if (updated?.status === OFFLINE) await tx.delete(sessions).where(eq(sessions.userId, id));
    return updated;
  });
  if (!row) throw notFound('User');
  return toUser(row);
}

/** DELETE /user/{id}: sessions, memberships and codes of the user go with it (cascade). */
export async function deleteUser(db: Db, caller: Caller, id: number): Promise<void> {
  if (id === caller.id) throw conflict(USER_MESSAGES.deleteYourself);
  const target = await visibleUser(db, caller, id);
  assertMayManageRole(caller, target.role);
  await db.delete(users).where(eq(users.id, id));
}

/** A stored language the interface no longer offers reads as none chosen. */
export const languageOf = (row: Pick<UserRow, 'language'>): InterfaceLanguage | null =>
  isInterfaceLanguage(row.language) ? row.language : null;

/** One's own profile: the user and the interface language they chose. */
export const toProfile = (row: UserRow): Profile => ({ ...toUser(row), language: languageOf(row) });

/** GET /me. */
export async function getMe(db: Db, userId: number): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return toProfile(row);
}

/** PUT /me: only name, e-mail, city and language; left-out fields stay as they are. */
export async function updateMe(db: Db, userId: number, input: ProfileUpdate): Promise<Profile> {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw notFound('User');
  return toProfile(row);
}
