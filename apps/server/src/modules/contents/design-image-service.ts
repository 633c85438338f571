// Preview pictures under /design-image/{designId}/path/{name} (spec §7, ARCHITECTURE §4):
// design-<ts> is the design's own preview, template-<templateId>-<ts> a template's, and
// page-<pageRecordId>-<ts> a page record's. Storing one sets that preview.
import { ERROR_MESSAGES, isSysAdmin, type TimeZone } from '@nibble/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ContentRow, contents, orgs, pages, templates } from '../../db/schema.ts';
import { type AuthUser, mayInOrg } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { BlobStore } from '../../storage/index.ts';
import { isOnPublicSide } from '../public/on-public-side.ts';
import { retireReplacedPreviews } from './preview-retire.ts';
import {
  DESIGN_IMAGE_NAME,
  designImageKey,
  designImageUrl,
  type PreviewTarget,
} from './preview-url.ts';
import { MAX_ROW_ID } from './schemas.ts';

export const INVALID_NAME = ERROR_MESSAGES.invalid_file_path;

/** What a preview name points at; 400 for names outside the agreed shapes. */
export function previewTarget(name: string): PreviewTarget {
  if (!DESIGN_IMAGE_NAME.test(name)) throw badRequest(INVALID_NAME);
  if (/^design-[0-9]+$/.test(name)) return { kind: 'design' };
  const template = /^template-([0-9]{1,10})-[0-9]+$/.exec(name);
  const templateId = Number(template?.[1]);
  if (templateId > 0 && templateId <= MAX_ROW_ID) return { kind: 'template', templateId };
  const page = /^page-([0-9]{1,10})-[0-9]+$/.exec(name);
  const pageId = Number(page?.[1]);
  if (pageId > 0 && pageId <= MAX_ROW_ID) return { kind: 'page', pageId };
  throw badRequest(INVALID_NAME);
}

export async function findDesign(db: Db, id: number): Promise<ContentRow> {
  const [row] = await db.select().from(contents).where(eq(contents.id, id));
  if (!row) throw notFound('Design');
  return row;
}

/** Members of the design's organisation and platform admins (the permissions table decides). */
export const mayManageDesign = (db: Db, user: AuthUser, design: ContentRow) =>
  mayInOrg(db, user, design.orgId, 'org.designs.manage');

/**
 * Stores a checked PNG and points the named preview at it. Templates must be the design
 * organisation's own (global ones only for sys_admin); page records must be the design's.
 */
export async function storePreview(
  db: Db,
  blobs: BlobStore,
  user: AuthUser,
  design: ContentRow,
  name: string,
  png: Buffer,
): Promise<string> {
  const target = previewTarget(name);
  const url = designImageUrl(design.id, name);
  let previousUrl = '';
  if (target.kind === 'template') {
    const [template] = await db
      .select({ ownerId: templates.ownerId, preview: templates.preview })
      .from(templates)
      .where(eq(templates.id, target.templateId));
    const allowed =
      template &&
      (template.ownerId === design.orgId || (template.ownerId === 0 && isSysAdmin(user.role)));
    if (!allowed) throw notFound('Template');
    previousUrl = template.preview;
  }
  if (target.kind === 'page') {
    const [page] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.id, target.pageId), eq(pages.contentId, design.id)));
    if (!page) throw notFound('Page');
  }
  await blobs.put(designImageKey(design.id, name), png, 'image/png');
  if (target.kind === 'design') {
    await db.update(contents).set({ preview: url }).where(eq(contents.id, design.id));
  } else if (target.kind === 'template') {
    await db.update(templates).set({ preview: url }).where(eq(templates.id, target.templateId));
  } else {
    await db.update(pages).set({ preview: url }).where(eq(pages.id, target.pageId));
  }
  await retireReplacedPreviews(db, blobs, design.id, target, name, previousUrl);
  return url;
}

/** Members of the organisation and platform admins (the permissions table decides). */
const mayAccessOrg = (db: Db, user: AuthUser, orgId: number) =>
  mayInOrg(db, user, orgId, 'org.library.manage');

export type ViewDecision = 'public' | 'allowed' | 'sign-in' | 'hidden';

/**
 * May this viewer see the picture? A design's own and page pictures are public exactly while
 * the design is on the public side (published, within its days, organisation online): the
 * public page shows them then, and a picture must not show an offer the page hides. A template picture belongs to its template, not to the
 * design it was drawn from (which may be gone): it is the template's current preview, seen
 * by the template organisation's members, or by any signed-in user for a global template.
 * Everything else: the design organisation's members and platform admins.
 */
export async function viewPreview(
  db: Db,
  user: AuthUser | null,
  designId: number,
  name: string,
  now: Date,
  zone: TimeZone,
): Promise<ViewDecision> {
  const target = previewTarget(name);
  if (target.kind === 'template') {
    const [template] = await db
      .select({ ownerId: templates.ownerId, preview: templates.preview })
      .from(templates)
      .where(eq(templates.id, target.templateId));
    if (!template || template.preview !== designImageUrl(designId, name)) return 'hidden';
    if (!user) return 'sign-in';
    if (template.ownerId === 0) return 'allowed';
    return (await mayAccessOrg(db, user, template.ownerId)) ? 'allowed' : 'hidden';
  }
  const [found] = await db
    .select({ design: contents, orgStatus: orgs.status })
    .from(contents)
    .innerJoin(orgs, eq(orgs.id, contents.orgId))
    .where(eq(contents.id, designId));
  if (!found) return 'hidden';
  const { design, orgStatus } = found;
  if (isOnPublicSide({ ...design, orgStatus }, now, zone)) return 'public';
  if (!user) return 'sign-in';
  return (await mayManageDesign(db, user, design)) ? 'allowed' : 'hidden';
}
