// Who may do what, in one table (ARCHITECTURE §4 "The server enforces roles").
// Guards in auth.ts read this table; routes never test roles themselves.
import { isOrgManagerRole, isPlatformAdmin, isSysAdmin } from '@nibble/core';

/**
 * - signedIn: any valid session
 * - member: an active member of the organisation named in the route (orgId): the membership
 *   is online (status 1 or 2) and so is the organisation (see `isActiveMember`)
 * - orgManager: an active owner or administrator of that organisation (reading A)
 * - platformAdmin: role admin or sys_admin (sees every organisation and /admin)
 * - sysAdmin: role sys_admin only
 */
export type Who = 'signedIn' | 'member' | 'orgManager' | 'platformAdmin' | 'sysAdmin';

export const PERMISSIONS = {
  /** Own session, own account, flags-gated account actions. */
  'session.own': ['signedIn'],
  /** /api/v1/admin/org… : list, create, read, update, delete organisations. */
  'admin.orgs': ['platformAdmin'],
  /** /api/v1/users, /api/v1/user/{id}: the global user list. */
  'admin.users': ['platformAdmin'],
  /** Anything under /org/{orgId}: contents, pages, members, org templates, org uploads. */
  'org.access': ['member', 'platformAdmin'],
  /** Add members, change their role, activation and business mode (spec §6: any signed-in member). */
  'org.members.manage': ['member', 'platformAdmin'],
  /** Create, open, duplicate, delete, publish designs of the organisation. */
  'org.designs.manage': ['member', 'platformAdmin'],
  /** Create and delete the organisation's own templates and uploads. */
  'org.library.manage': ['member', 'platformAdmin'],
  /** Copy a template into a global one (owner 0), edit or delete global templates. */
  'templates.global.manage': ['sysAdmin'],
  /** Promote an upload to global, delete global uploads. */
  'uploads.global.manage': ['sysAdmin'],
  /** Organisation Variables section. */
  'org.variables': ['sysAdmin'],
  /** /api/v1/admin/outbox: undelivered activation and reset messages hold live codes. */
  'admin.outbox': ['sysAdmin'],
  /** /api/v1/admin/live-quarantine: live updates and states set aside (collab/quarantine.ts). */
  'admin.liveQuarantine': ['sysAdmin'],
  /** /api/v1/admin/analytics: figures across every organisation. */
  'admin.analytics': ['platformAdmin'],
  /** /api/v1/org/{orgId}/analytics: one organisation's figures, for those who run it. */
  'org.analytics': ['orgManager', 'platformAdmin'],
} as const satisfies Record<string, readonly Who[]>;

export type Action = keyof typeof PERMISSIONS;

export interface Actor {
  /** The signed-in user's platform role (reading B or sys_admin). */
  role: string;
  /** True when the user is an active member of the organisation the request names. */
  isMember?: boolean;
  /** The user's role in that organisation while their membership is active (reading A). */
  activeMemberRole?: string | null;
}

/** Status 0 is offline, for users, memberships and organisations alike (spec §3). */
export const OFFLINE = 0;

/**
 * Whether a membership row makes its user a member for the permissions table. A deactivated
 * membership (status 0) counts as none, and an organisation set offline is closed to all
 * its members: only platform admins may still open it, to manage it and switch it back on.
 */
export function isActiveMember(
  membership: { status: number } | null | undefined,
  org: { status: number },
): boolean {
  return Boolean(membership) && membership?.status !== OFFLINE && org.status !== OFFLINE;
}

const holds: Record<Who, (actor: Actor) => boolean> = {
  signedIn: () => true,
  member: (actor) => actor.isMember === true,
  orgManager: (actor) => isOrgManagerRole(actor.activeMemberRole),
  platformAdmin: (actor) => isPlatformAdmin(actor.role),
  sysAdmin: (actor) => isSysAdmin(actor.role),
};

export function can(action: Action, actor: Actor): boolean {
  const allowed: readonly Who[] = PERMISSIONS[action];
  return allowed.some((who) => holds[who](actor));
}
