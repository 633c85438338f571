// Bearer-token authentication and the guards built on the permissions table.
// Use them as `onRequest: [authenticate, requireOrgAccess, …]` so 401/403/404 answer before
// the body is read or validated (they also work as preHandler).
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client.ts';
import { members, orgs, sessions, users } from '../db/schema.ts';
import { forbidden, notFound, unauthorized } from './errors.ts';
import { type Action, type Actor, can, isActiveMember, OFFLINE } from './permissions.ts';
import { hashToken, TOKEN_PATTERN } from './tokens.ts';

export interface AuthUser {
  id: number;
  phone: string;
  name: string;
  email: string;
  role: string;
  mode: number;
  status: number;
}

export interface Membership {
  orgId: number;
  userId: number;
  role: string;
  status: number;
  mode: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. Use `currentUser(request)` in handlers. */
    user: AuthUser | null;
    /** Set by `requireOrgAccess`; null for a platform admin who is not a member. */
    membership: Membership | null;
    /** The token presented, set by `authenticate` (sign-out revokes it). */
    tokenHash: string | null;
  }
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('membership', null);
  app.decorateRequest('tokenHash', null);
}

/** The signed-in user; throws 401 when the route forgot `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The user a bearer token belongs to, or null for an unknown, expired or signed-out token and
 * for any token of a user who has been deactivated (status 0, spec §4: offline): deactivation
 * also deletes the user's sessions, and this check holds even for a token issued a moment
 * before. The API's guard and the collaboration socket (collab/) both ask this.
 */
export async function userForToken(db: Db, tokenHash: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      phone: users.phone,
      name: users.name,
      email: users.email,
      role: users.role,
      mode: users.mode,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date()),
        ne(users.status, OFFLINE),
      ),
    );
  return row ?? null;
}

/** The token's hash when it has the shape of one of ours, else null (never sent to the database). */
export function tokenHashOf(token: string | null | undefined): string | null {
  return token && TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

/** 401 for a missing or malformed token and for every token `userForToken` refuses. */
export const authenticate: onRequestAsyncHookHandler = async function authenticate(
  request: FastifyRequest,
) {
  const tokenHash = tokenHashOf(bearerToken(request));
  if (!tokenHash) throw unauthorized();
  const user = await userForToken(request.server.db, tokenHash);
  if (!user) throw unauthorized();
  request.user = user;
  request.tokenHash = tokenHash;
};

/** Guard for an action that does not depend on an organisation (e.g. 'admin.orgs'). */
export function requirePermission(action: Action): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!can(action, { role: user.role })) throw forbidden();
  };
}

export const requirePlatformAdmin = requirePermission('admin.orgs');
export const requireSysAdmin = requirePermission('templates.global.manage');

/** Ids are PostgreSQL `integer` columns. */
const MAX_ROW_ID = 2_147_483_647;

function orgIdParam(request: FastifyRequest): number {
  const raw = (request.params as Record<string, unknown> | undefined)?.orgId;
  const id = typeof raw === 'number' ? raw : Number(raw);
  // Above PostgreSQL's integer range the id names nothing; asking the database would be a 500.
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ROW_ID) throw notFound('Organisation');
  return id;
}

export interface OrgAccess {
  /** The user's membership row, whatever its status; null when there is none. */
  membership: Membership | null;
  /** True when `membership` counts for the permissions table (`isActiveMember`). */
  isMember: boolean;
}

/**
 * How a user stands in an organisation: null when the organisation does not exist. Every
 * organisation-scoped decision reads this, so a deactivated membership or an offline
 * organisation is refused the same way on every route.
 */
export async function orgAccess(db: Db, user: AuthUser, orgId: number): Promise<OrgAccess | null> {
  const [row] = await db
    .select({
      orgStatus: orgs.status,
      orgId: members.orgId,
      userId: members.userId,
      role: members.role,
      status: members.status,
      mode: members.mode,
    })
    .from(orgs)
    .leftJoin(members, and(eq(members.orgId, orgs.id), eq(members.userId, user.id)))
    .where(eq(orgs.id, orgId));
  if (!row) return null;
  const { orgStatus, orgId: memberOrgId, userId, role, status, mode } = row;
  const membership =
    memberOrgId !== null && userId !== null && role !== null && status !== null && mode !== null
      ? { orgId: memberOrgId, userId, role, status, mode }
      : null;
  return { membership, isMember: isActiveMember(membership, { status: orgStatus }) };
}

/** Whether `user` may do `action` in the organisation; false when it does not exist. */
export async function mayInOrg(
  db: Db,
  user: AuthUser,
  orgId: number,
  action: Action,
): Promise<boolean> {
  const access = await orgAccess(db, user, orgId);
  return access !== null && can(action, actorIn(user, access));
}

/** The permissions table's view of a user in an organisation: a role there only while it counts. */
const actorIn = (user: AuthUser, access: OrgAccess): Actor => ({
  role: user.role,
  isMember: access.isMember,
  activeMemberRole: access.isMember ? (access.membership?.role ?? null) : null,
});

/**
 * Guard for /org/{orgId}/… routes: 404 when the organisation does not exist, 403 when the
 * user is neither an active member of an online organisation nor allowed by `action`. Sets
 * `request.membership` (only a membership that counts; null for a platform admin without).
 */
export function requireOrgPermission(action: Action = 'org.access'): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    const access = await orgAccess(request.server.db, user, orgIdParam(request));
    if (!access) throw notFound('Organisation');
    if (!can(action, actorIn(user, access))) throw forbidden();
    request.membership = access.isMember ? access.membership : null;
  };
}

export const requireOrgAccess = requireOrgPermission('org.access');
