// Organisations: the platform admin's list and the list a signed-in user may choose from.
import {
  ERROR_MESSAGES,
  isActive,
  isPlatformAdmin,
  type Org,
  type OrgFormValues,
  type OrgUpdateValues,
  PUBLISHED,
  type TimeZone,
} from '@nibble/core';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents, members, type OrgRow, orgs, templates, uploads } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { OFFLINE } from '../../http/permissions.ts';
import type { BlobStore } from '../../storage/index.ts';

export const ORG_MESSAGES = {
  activeDesigns: ERROR_MESSAGES.org_has_active_designs,
} as const;

export const toOrg = (row: OrgRow): Org => ({
  id: row.id,
  name: row.name,
  address: row.address,
  city: row.city,
  state: row.state,
  phone: row.phone,
  status: row.status,
  category: row.category,
  postcode: row.postcode,
});

const newestFirst = [desc(orgs.createdAt), desc(orgs.id)];

export async function listOrgs(db: Db): Promise<Org[]> {
  const rows = await db
    .select()
    .from(orgs)
    .orderBy(...newestFirst);
  return rows.map(toOrg);
}

/**
 * GET /orgs: every organisation for platform admins; to anyone else the online organisations
 * they are an active member of (an offline one is closed to its members, see permissions.ts).
 * Each carries the user's own role in it (null where they are not a member), so screens can
 * offer only what that role may do.
 */
export async function choosableOrgs(db: Db, user: { id: number; role: string }): Promise<Org[]> {
  const membership = and(eq(members.orgId, orgs.id), eq(members.userId, user.id));
  const query = db
    .select({ org: orgs, memberRole: members.role })
    .from(orgs)
    .leftJoin(members, membership);
  const rows = await (isPlatformAdmin(user.role)
    ? query
    : query.where(
        and(isNotNull(members.userId), ne(members.status, OFFLINE), ne(orgs.status, OFFLINE)),
      )
  ).orderBy(...newestFirst);
  return rows.map((row) => ({ ...toOrg(row.org), memberRole: row.memberRole }));
}

export async function getOrg(db: Db, id: number): Promise<Org> {
  const [row] = await db.select().from(orgs).where(eq(orgs.id, id));
  if (!row) throw notFound('Organisation');
  return toOrg(row);
}

export async function createOrg(db: Db, values: OrgFormValues): Promise<Org> {
  const [row] = await db
    .insert(orgs)
    .values({ ...values, status: 1 })
    .returning();
  if (!row) throw new Error('createOrg: insert returned nothing');
  return toOrg(row);
}

export async function updateOrg(db: Db, id: number, values: OrgUpdateValues): Promise<Org> {
  // Left-out optional fields stay as they are (undefined is not written).
  const changes = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  );
  const [row] = await db.update(orgs).set(changes).where(eq(orgs.id, id)).returning();
  if (!row) throw notFound('Organisation');
  return toOrg(row);
}

/**
 * DELETE /admin/org/{id}. Refused while a published design is active today: the public and
 * its QR codes still point at it, so it must be unpublished on purpose first. Otherwise the
 * organisation goes with its memberships, designs (and their page records and counters, by
 * cascade), its own templates and its uploads, whose files leave the blob store too.
 */
export async function deleteOrg(
  db: Db,
  blobs: BlobStore,
  id: number,
  zone: TimeZone,
  now = new Date(),
): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const [org] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, id));
    if (!org) throw notFound('Organisation');
    const published = await tx
      .select({ start: contents.publishStart, end: contents.publishEnd })
      .from(contents)
      .where(and(eq(contents.orgId, id), eq(contents.published, PUBLISHED.published)));
    const live = published.some((design) =>
      isActive({ publish_start: design.start, publish_end: design.end }, now, zone),
    );
    if (live) throw conflict(ORG_MESSAGES.activeDesigns);
    const removed = await tx
      .delete(uploads)
      .where(eq(uploads.ownerId, id))
      .returning({ path: uploads.path });
    await tx.delete(templates).where(eq(templates.ownerId, id));
    await tx.delete(orgs).where(eq(orgs.id, id));
    return removed.map((file) => file.path);
  });
  // After the commit: a failed file delete leaves an orphan file, never a dangling row.
  await Promise.allSettled(files.map((path) => blobs.delete(path)));
}
