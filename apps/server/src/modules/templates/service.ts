// Templates: each organisation's own plus the global ones (owner 0). Global templates are
// made, changed and removed only by sys_admin — that is the "copy to global" action.
import {
  CREATE_VALUES,
  type DesignType,
  DocumentError,
  ERROR_MESSAGES,
  pageTextProblem,
  parsePage,
} from '@nibble/core';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type TemplateRow, templates } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { can } from '../../http/permissions.ts';
import type { BlobStore } from '../../storage/index.ts';
import {
  assertOwnTemplatePreview,
  assertTemplateSourcePreview,
} from '../contents/preview-owner.ts';
import { designImageKey, designImageUrl, parseDesignImageUrl } from '../contents/preview-url.ts';
import type { Org } from '../contents/service.ts';
import type { CreateTemplateBody, UpdateTemplateBody } from './schemas.ts';

const GLOBAL = CREATE_VALUES.globalOwnerId;
export const OWNER_INVALID = ERROR_MESSAGES.template_owner_invalid;

const mayManageGlobal = (user: AuthUser) => can('templates.global.manage', { role: user.role });

function assertPage(json: string, type: string): void {
  try {
    const problem = pageTextProblem(parsePage(json, type as DesignType), 'template');
    if (problem) throw badRequest(problem, { template: problem });
  } catch (error) {
    if (error instanceof DocumentError)
      throw badRequest(error.message, { template: error.message });
    throw error;
  }
}

export async function listTemplates(db: Db, orgId: number, type?: string): Promise<TemplateRow[]> {
  const owners = inArray(templates.ownerId, [orgId, GLOBAL]);
  return db
    .select()
    .from(templates)
    .where(type ? and(owners, eq(templates.type, type)) : owners)
    .orderBy(desc(templates.createdAt), desc(templates.id));
}

/** A template this organisation may see: its own or a global one; others are not found. */
export async function getTemplate(db: Db, orgId: number, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(templates)
    .where(
      and(eq(templates.id, id), or(eq(templates.ownerId, orgId), eq(templates.ownerId, GLOBAL))),
    );
  if (!row) throw notFound('Template');
  return row;
}

async function editable(db: Db, user: AuthUser, orgId: number, id: number) {
  const row = await getTemplate(db, orgId, id);
  if (row.ownerId === GLOBAL && !mayManageGlobal(user)) throw forbidden();
  return row;
}

/**
 * A template preview named after another template (the source of a copy) is copied under
 * the new template's own name, so removing the source never blanks the copy.
 */
async function ownPreview(
  blobs: BlobStore,
  preview: string,
  templateId: number,
  now: Date,
): Promise<string | null> {
  const image = parseDesignImageUrl(preview);
  if (!image?.name.startsWith('template-')) return null;
  if (image.name.startsWith(`template-${templateId}-`)) return null;
  const blob = await blobs.get(designImageKey(image.designId, image.name));
  if (!blob) return null;
  const name = `template-${templateId}-${now.getTime()}`;
  await blobs.put(designImageKey(image.designId, name), blob.bytes, blob.contentType);
  return designImageUrl(image.designId, name);
}

export async function createTemplate(
  db: Db,
  blobs: BlobStore,
  user: AuthUser,
  org: Org,
  body: CreateTemplateBody,
  now: Date,
): Promise<TemplateRow> {
  const owner = body.owner_id ?? org.id;
  if (owner !== org.id && owner !== GLOBAL)
    throw badRequest(OWNER_INVALID, { owner_id: OWNER_INVALID });
  if (owner === GLOBAL && !mayManageGlobal(user)) throw forbidden();
  assertPage(body.template, body.type);
  await assertTemplateSourcePreview(body.preview, org.id, async (sourceId) => {
    const source = await getTemplate(db, org.id, sourceId).catch(() => null);
    return source?.preview ?? null;
  });
  const [row] = await db
    .insert(templates)
    .values({
      ownerId: owner,
      ownerName: owner === GLOBAL ? '' : org.name,
      title: body.title,
      preview: body.preview,
      content: body.content,
      template: body.template,
      type: body.type,
      version: CREATE_VALUES.version,
      api: CREATE_VALUES.api,
      ownerType: CREATE_VALUES.ownerType,
      status: CREATE_VALUES.templateStatus,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('createTemplate: insert returned nothing');
  const preview = await ownPreview(blobs, row.preview, row.id, now);
  if (preview === null) return row;
  const [updated] = await db
    .update(templates)
    .set({ preview })
    .where(eq(templates.id, row.id))
    .returning();
  return updated ?? row;
}

export async function updateTemplate(
  db: Db,
  user: AuthUser,
  orgId: number,
  id: number,
  body: UpdateTemplateBody,
): Promise<TemplateRow> {
  const row = await editable(db, user, orgId, id);
  const type = body.type ?? row.type;
  if (body.template !== undefined || body.type !== undefined) {
    assertPage(body.template ?? row.template, type);
  }
  if (body.preview !== undefined) assertOwnTemplatePreview(body.preview, orgId, row.id);
  const [updated] = await db
    .update(templates)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.preview !== undefined ? { preview: body.preview } : {}),
      ...(body.content !== undefined ? { content: body.content } : {}),
      ...(body.template !== undefined ? { template: body.template } : {}),
      type,
    })
    .where(eq(templates.id, row.id))
    .returning();
  if (!updated) throw notFound('Template');
  return updated;
}

export async function deleteTemplate(
  db: Db,
  blobs: BlobStore,
  user: AuthUser,
  orgId: number,
  id: number,
): Promise<void> {
  const row = await editable(db, user, orgId, id);
  await db.delete(templates).where(eq(templates.id, row.id));
  const image = parseDesignImageUrl(row.preview);
  if (image?.name.startsWith(`template-${row.id}-`)) {
    await blobs.delete(designImageKey(image.designId, image.name));
  }
}
