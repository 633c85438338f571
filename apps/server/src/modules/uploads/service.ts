// Uploaded images and illustrations (spec §7 "Uploads"): the organisation's own files plus
// the global ones (owner 0), which only sys_admin creates (promote) and removes.
import { randomBytes } from 'node:crypto';
import { CREATE_VALUES, uploadQuotaMessage } from '@nibble/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orgs, type UploadRow, uploads } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, notFound, payloadTooLarge } from '../../http/errors.ts';
import { can } from '../../http/permissions.ts';
import type { StoredImage } from '../../images/raster.ts';
import type { BlobStore } from '../../storage/index.ts';
import { RULES, type UploadKind } from './checks.ts';

const GLOBAL = CREATE_VALUES.globalOwnerId;

/** File names the routes accept in :path — the shape storeUpload gives them, nothing else. */
export const UPLOAD_PATH = /^(image|illustrations)-[0-9]+-[0-9]+-[0-9a-f]{12}\.(jpg|png|gif|svg)$/;

const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

export const uploadKey = (path: string): string => `uploads/${path}`;

const mayManageGlobal = (user: AuthUser) => can('uploads.global.manage', { role: user.role });

export async function listUploads(
  db: Db,
  orgId: number,
  illustration: 0 | 1,
): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.ownerId, [orgId, GLOBAL]), eq(uploads.illustration, illustration)))
    .orderBy(desc(uploads.createdAt), desc(uploads.id));
}

/** Total bytes of the organisation's own uploads (global files are nobody's quota). */
export async function totalSize(db: Db, orgId: number): Promise<number> {
  const [row] = await db
    .select({ size: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number) })
    .from(uploads)
    .where(eq(uploads.ownerId, orgId));
  return row?.size ?? 0;
}

/** Refuses an upload of `size` more bytes once the organisation's uploads would pass `quota`. */
export async function assertRoomFor(db: Db, orgId: number, size: number, quota: number) {
  if (orgId === GLOBAL) return;
  if ((await totalSize(db, orgId)) + size > quota) throw payloadTooLarge(uploadQuotaMessage(quota));
}

/**
 * Stores checked content under a fresh, unguessable name and records it, within the
 * organisation's quota.
 */
export async function storeUpload(
  db: Db,
  blobs: BlobStore,
  orgId: number,
  kind: UploadKind,
  timestamp: string,
  image: StoredImage,
  quota: number,
): Promise<UploadRow> {
  const extension = EXTENSION[image.type] ?? 'bin';
  const path = `${kind}-${timestamp}-${orgId}-${randomBytes(6).toString('hex')}.${extension}`;
  await blobs.put(uploadKey(path), image.bytes, image.type);
  try {
    return await db.transaction(async (tx) => {
      // Uploads of one organisation are recorded one at a time, so two cannot both fit
      // into the last free megabytes.
      await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, orgId)).for('update');
      await assertRoomFor(tx, orgId, image.bytes.length, quota);
      const [row] = await tx
        .insert(uploads)
        .values({
          ownerId: orgId,
          path,
          type: image.type,
          size: image.bytes.length,
          illustration: RULES[kind].illustration,
        })
        .returning();
      if (!row) throw new Error('storeUpload: insert returned nothing');
      return row;
    });
  } catch (error) {
    await blobs.delete(uploadKey(path));
    throw error;
  }
}

/** A file this organisation may read: its own or a global one; others are not found. */
export async function findUpload(db: Db, orgId: number, path: string): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.path, path), inArray(uploads.ownerId, [orgId, GLOBAL])));
  if (!row) throw notFound('File');
  return row;
}

export async function deleteUpload(
  db: Db,
  blobs: BlobStore,
  user: AuthUser,
  orgId: number,
  path: string,
): Promise<void> {
  const row = await findUpload(db, orgId, path);
  if (row.ownerId === GLOBAL && !mayManageGlobal(user)) throw forbidden();
  await db.delete(uploads).where(eq(uploads.id, row.id));
  await blobs.delete(uploadKey(row.path));
}

/** sys_admin's promote action: the organisation's file becomes global (owner 0). */
export async function promoteUpload(
  db: Db,
  user: AuthUser,
  orgId: number,
  id: number,
): Promise<UploadRow> {
  if (!mayManageGlobal(user)) throw forbidden();
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), inArray(uploads.ownerId, [orgId, GLOBAL])));
  if (!row) throw notFound('File');
  if (row.ownerId === GLOBAL) return row;
  const [updated] = await db
    .update(uploads)
    .set({ ownerId: GLOBAL })
    .where(eq(uploads.id, row.id))
    .returning();
  return updated ?? row;
}
