// Members of an organisation (spec §2 "Users screen", §7 "Organisation users").
// Rules: sys_admin accounts never show in the list; only an owner or administrator of the
// organisation (or a platform admin) changes its members; the last owner cannot be removed or
// demoted; adding someone who has no password yet sends them an activation link.
import {
  ERROR_MESSAGES,
  formatDay,
  isOrgManagerRole,
  isPlatformAdmin,
  isSysAdmin,
  type Member,
  type MemberUpdateValues,
  type NewUserValues,
  SYS_ADMIN,
  type TimeZone,
  todayIn,
} from '@nibble/core';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type MemberRow, members, orgs, type UserRow, users } from '../../db/schema.ts';
import type { Membership } from '../../http/auth.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import type { Notifier } from '../../notify/index.ts';
import { sendActivation } from '../accounts/messages.ts';
import { claimMemberLookup } from './add-limit.ts';

export const MEMBER_MESSAGES = {
  noSuchPhone: ERROR_MESSAGES.phone_not_registered,
  alreadyMember: ERROR_MESSAGES.already_member,
  lastOwner: ERROR_MESSAGES.last_owner,
  notManager: ERROR_MESSAGES.members_managed_by_managers,
} as const;

const OWNER = 'org_owner';

export interface Caller {
  id: number;
  role: string;
}

/** Platform admins, and active owners or administrators of the organisation. */
export function mayManageMembers(caller: Caller, membership: Membership | null): boolean {
  if (isPlatformAdmin(caller.role)) return true;
  return membership !== null && membership.status !== 0 && isOrgManagerRole(membership.role);
}

/** The day is the platform zone's, like publication days, whatever the process's zone. */
export const pendingActivationText = (since: Date, zone: TimeZone) =>
  `Activation pending since ${formatDay(todayIn(zone, since))}`;

const toMember = (member: MemberRow, user: UserRow): Member => ({
  id: user.id,
  name: user.name,
  phone: user.phone,
  role: member.role,
  city: user.city,
  status: member.status,
  activation: member.activation,
  mode: member.mode,
});

export async function listMembers(db: Db, orgId: number): Promise<Member[]> {
  const rows = await db
    .select({ member: members, user: users })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.orgId, orgId), ne(users.role, SYS_ADMIN)))
    .orderBy(desc(members.createdAt), desc(users.id));
  return rows.map((row) => toMember(row.member, row.user));
}

/** A member the caller may see: a sys_admin is hidden from everyone but a sys_admin. */
async function findMember(db: Db, caller: Caller, orgId: number, userId: number) {
  const [row] = await db
    .select({ member: members, user: users })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.orgId, orgId), eq(members.userId, userId)));
  if (!row || (row.user.role === SYS_ADMIN && !isSysAdmin(caller.role))) throw notFound('Member');
  return row;
}

async function assertAnotherOwner(db: Db, orgId: number): Promise<void> {
  const [owners] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.orgId, orgId), eq(members.role, OWNER)));
  if ((owners?.n ?? 0) <= 1) throw conflict(MEMBER_MESSAGES.lastOwner);
}

/**
 * What the answer to an add carries: the membership and the phone the owner typed, not the
 * person's name or city — the owner knows whom they meant, and the answer must not turn a
 * phone number into a stranger's profile (docs/decisions.md).
 */
const toAddedMember = (member: MemberRow, phone: string): Member => ({
  id: member.userId,
  name: '',
  phone,
  role: member.role,
  city: '',
  status: member.status,
  activation: member.activation,
  mode: member.mode,
});

/** POST /org/{orgId}: adds an existing user, found by phone (lookups are limited). */
export async function addMember(
  db: Db,
  notifier: Notifier,
  config: Pick<Config, 'publicUrl' | 'timeZone'>,
  caller: Caller,
  orgId: number,
  input: NewUserValues,
  now = new Date(),
): Promise<Member> {
  await claimMemberLookup(db, orgId);
  const [user] = await db.select().from(users).where(eq(users.phone, input.phone));
  if (!user || (user.role === SYS_ADMIN && !isSysAdmin(caller.role))) {
    throw new HttpError(404, 'not_found', MEMBER_MESSAGES.noSuchPhone);
  }
  const pending = user.passwordHash === null;
  const [member] = await db
    .insert(members)
    .values({
      orgId,
      userId: user.id,
      role: input.role,
      status: pending ? 0 : 1,
      activation: pending ? pendingActivationText(now, config.timeZone) : '',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!member) throw conflict(MEMBER_MESSAGES.alreadyMember);
  if (pending) {
    const [org] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, orgId));
    try {
      await sendActivation(db, notifier, config, user, org?.name);
    } catch (error) {
      // Without the link the user could never activate; undo so the add can be tried again.
      await db.delete(members).where(and(eq(members.orgId, orgId), eq(members.userId, user.id)));
      throw error;
    }
  }
  return toAddedMember(member, user.phone);
}

/** PUT /org/{orgId}/user/{userId}: `activate` wins over `status` when both are sent. */
export async function updateMember(
  db: Db,
  caller: Caller,
  orgId: number,
  userId: number,
  input: MemberUpdateValues,
): Promise<Member> {
  const { member, user } = await findMember(db, caller, orgId, userId);
  if (member.role === OWNER && input.role !== undefined && input.role !== OWNER) {
    await assertAnotherOwner(db, orgId);
  }
  const changes: Partial<Pick<MemberRow, 'role' | 'status' | 'mode' | 'activation'>> = {};
  if (input.role !== undefined) changes.role = input.role;
  if (input.mode !== undefined) changes.mode = input.mode;
  if (input.status !== undefined) changes.status = input.status;
  if (input.activate === true) Object.assign(changes, { status: 1, activation: '' });
  if (input.activate === false) changes.status = 0;
  const [updated] = await db
    .update(members)
    .set(changes)
    .where(and(eq(members.orgId, orgId), eq(members.userId, userId)))
    .returning();
  if (!updated) throw notFound('Member');
  return toMember(updated, user);
}

/** DELETE /org/{orgId}/user/{userId}: the membership only; the account stays. */
export async function removeMember(
  db: Db,
  caller: Caller,
  orgId: number,
  userId: number,
): Promise<void> {
  const { member } = await findMember(db, caller, orgId, userId);
  if (member.role === OWNER) await assertAnotherOwner(db, orgId);
  await db.delete(members).where(and(eq(members.orgId, orgId), eq(members.userId, userId)));
}
