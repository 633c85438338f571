// Designs (organisation contents): create, read, save with optimistic concurrency, duplicate,
// delete, and the publication transitions of @nibble/core. Every function is scoped to one
// organisation: a design of another organisation is simply not found.
// Over 300 lines: the designs' rows and their transitions; its bridge to live editing
// (saveLiveContent, isLiveEditable, LiveMirror) could be a file of its own (issue 31).
import {
  BLANK_DESIGN_MESSAGE,
  campaignTextProblem,
  canDelete,
  canEdit,
  type DesignType,
  DocumentError,
  isBlankCampaign,
  newDesignTitle,
  PUBLISHED,
  type PublicationAction,
  parseCampaign,
  serializeCampaign,
  stateOf,
  type TimeZone,
  transition,
} from '@nibble/core';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ContentRow, contents, orgs } from '../../db/schema.ts';
import type { KeysetPosition } from '../../http/cursor.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import type { BlobStore } from '../../storage/index.ts';
import { ensureAppPage } from '../pages/service.ts';
import { newDesignColumns, publicationOf, toDesign } from './design-record.ts';
import { COPY_SUFFIX, DELETE_ACTIVE, EDIT_REFUSED, STALE_REVISION } from './messages.ts';
import { assertDesignPreview, isDesignPreviewAllowed } from './preview-owner.ts';
import { deleteDesignPictures } from './preview-retire.ts';
import { designImageKey, designImageUrl, parseDesignImageUrl } from './preview-url.ts';
import { TITLE_REQUIRED, type UpdateBody } from './schemas.ts';

export interface Org {
  id: number;
  name: string;
}

export async function findOrg(db: Db, orgId: number): Promise<Org> {
  const [org] = await db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(eq(orgs.id, orgId));
  if (!org) throw notFound('Organisation');
  return org;
}

/** The stored campaign must read as a campaign of its type (400 with the parser's message). */
export function assertCampaign(json: string, type: DesignType): void {
  try {
    const problem = campaignTextProblem(parseCampaign(json, type));
    if (problem) throw badRequest(problem, { content: problem });
  } catch (error) {
    if (error instanceof DocumentError) throw badRequest(error.message, { content: error.message });
    throw error;
  }
}

/** The message `assertCampaign` would answer with, or null when the campaign is valid. */
export function campaignProblem(json: string, type: DesignType): string | null {
  try {
    assertCampaign(json, type);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
}

/** Only a NEW design changes, live or not (publication rules, packages/core). */
export const isLiveEditable = (row: Pick<ContentRow, 'published'>): boolean =>
  canEdit(stateOf(row.published));

/**
 * A live document's campaign (collab/) becomes the design's content with a new revision, so a
 * REST save of an older revision gets 409 as after any save. The caller holds the row's lock
 * and has checked the campaign (`campaignProblem`).
 */
export async function saveLiveContent(
  tx: Db,
  row: ContentRow,
  content: string,
  now: Date,
): Promise<ContentRow | null> {
  if (!isLiveEditable(row) || content === row.content) return null;
  const [updated] = await tx
    .update(contents)
    .set({ content, revision: row.revision + 1, updatedAt: now })
    .where(eq(contents.id, row.id))
    .returning();
  return updated ?? null;
}

/**
 * How a REST save reaches a design's live document (collab/): inside the save's transaction
 * it answers the content to store, or null when the design has no live state; `afterCommit`
 * then hands the change to the editors who have it open.
 */
export interface LiveMirror {
  save(
    tx: Db,
    row: ContentRow,
    content: string,
    now: Date,
  ): Promise<{ content: string; afterCommit: () => void } | null>;
}

export interface DesignsQuery {
  type?: string;
  /** Part of the title, any case (Malayalam and Hindi have none: matched as written). */
  q?: string;
  /** Rows to read. */
  limit: number;
  /** Rows after this position in the order (keyset paging), none for the first page. */
  after?: KeysetPosition;
}

/** `%`, `_` and `\` typed in a search are letters, not LIKE's wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An organisation's designs, last changed first (updated_at, id descending: the
 * contents_org_updated_idx / contents_org_type_updated_idx order), each row with its
 * position for a cursor. Never OFFSET: a page starts after the last row of the one before.
 */
export async function listDesigns(
  db: Db,
  orgId: number,
  query: DesignsQuery,
): Promise<{ row: ContentRow; position: KeysetPosition }[]> {
  const where: SQL[] = [eq(contents.orgId, orgId)];
  if (query.type) where.push(eq(contents.type, query.type));
  if (query.q) where.push(ilike(contents.title, likePattern(query.q)));
  if (query.after) {
    where.push(
      sql`(${contents.updatedAt}, ${contents.id}) < (${query.after.at}::timestamptz, ${query.after.id}::integer)`,
    );
  }
  const rows = await db
    .select({ row: contents, at: sql<string>`${contents.updatedAt}::text` })
    .from(contents)
    .where(and(...where))
    .orderBy(desc(contents.updatedAt), desc(contents.id))
    .limit(query.limit);
  return rows.map(({ row, at }) => ({ row, position: { at, id: row.id } }));
}

export async function getDesign(db: Db, orgId: number, id: number): Promise<ContentRow> {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.id, id), eq(contents.orgId, orgId)));
  if (!row) throw notFound('Design');
  return row;
}

export interface NewDesign {
  title: string;
  content: string;
  type: DesignType;
  preview: string;
}

export async function createDesign(
  db: Db,
  org: Org,
  input: NewDesign,
  now: Date,
): Promise<ContentRow> {
  const title = newDesignTitle(input.title);
  if (!title) throw badRequest(TITLE_REQUIRED, { title: TITLE_REQUIRED });
  assertCampaign(input.content, input.type);
  assertDesignPreview(input.preview, org.id, null);
  const [row] = await db
    .insert(contents)
    .values({
      ...newDesignColumns(org),
      title,
      content: input.content,
      type: input.type,
      preview: input.preview,
      published: PUBLISHED.unpublished,
      revision: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('createDesign: insert returned nothing');
  return row;
}

/** The campaign carries its own title, which the editor shows: a copy must say its own name. */
const retitled = (content: string, type: string, title: string): string =>
  serializeCampaign({ ...parseCampaign(content, type as DesignType), title });

/**
 * A NEW copy: title + ' (copy)' (in the record and in its campaign), no dates, revision 1.
 * The source's own preview picture is copied too, under the copy's own id, so deleting the
 * original never blanks the copy; a preview that is not the source's own picture (saved
 * before previews were checked) is not carried over.
 */
export async function duplicateDesign(
  db: Db,
  blobs: BlobStore,
  org: Org,
  id: number,
  now: Date,
): Promise<ContentRow> {
  const source = await getDesign(db, org.id, id);
  const title = `${source.title}${COPY_SUFFIX}`;
  const [copy] = await db
    .insert(contents)
    .values({
      orgId: org.id,
      title,
      content: retitled(source.content, source.type, title),
      type: source.type,
      preview: '',
      version: source.version,
      api: source.api,
      ownerType: source.ownerType,
      ownerId: org.id,
      ownerName: org.name,
      status: source.status,
      autoBookmark: source.autoBookmark,
      published: PUBLISHED.unpublished,
      revision: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!copy) throw new Error('duplicateDesign: insert returned nothing');
  const preview = await copyPreview(blobs, source, copy.id, now);
  if (preview === '') return copy;
  const [updated] = await db
    .update(contents)
    .set({ preview })
    .where(eq(contents.id, copy.id))
    .returning();
  return updated ?? copy;
}

/**
 * The copy's preview: an upload of the organisation is shared as it is; the source's own
 * picture is copied under the copy's id; anything else (another design's picture, a picture
 * never stored) leaves the copy without one.
 */
async function copyPreview(
  blobs: BlobStore,
  source: ContentRow,
  copyId: number,
  now: Date,
): Promise<string> {
  if (!isDesignPreviewAllowed(source.preview, source.orgId, source.id)) return '';
  const image = parseDesignImageUrl(source.preview);
  if (!image) return source.preview;
  const blob = await blobs.get(designImageKey(source.id, image.name));
  if (!blob) return '';
  const name = `design-${now.getTime()}`;
  await blobs.put(designImageKey(copyId, name), blob.bytes, blob.contentType);
  return designImageUrl(copyId, name);
}

/** Refused while published and active: the public would lose a live offer. */
export async function deleteDesign(
  db: Db,
  blobs: BlobStore,
  orgId: number,
  id: number,
  now: Date,
  zone: TimeZone,
): Promise<void> {
  const row = await getDesign(db, orgId, id);
  if (!canDelete(publicationOf(row), now, zone)) throw conflict(DELETE_ACTIVE);
  // Page records and stats go with the design (ON DELETE CASCADE).
  await db.delete(contents).where(and(eq(contents.id, id), eq(contents.orgId, orgId)));
  // Only pictures stored under this design's own id; copies keep theirs.
  await deleteDesignPictures(blobs, id);
}

const staleRevision = (current: ContentRow) =>
  new HttpError(409, 'stale_revision', STALE_REVISION, undefined, { current: toDesign(current) });

const actionOf = (body: Extract<UpdateBody, { published: number }>): PublicationAction => {
  if ('publish_start' in body || 'publish_end' in body) return 'publish';
  if (body.published === PUBLISHED.unpublished) return 'unpublish';
  if (body.published === PUBLISHED.disabled) return 'disable';
  return 'enable';
};

/** PUT /org/{orgId}/content/{id}: a save or a publication change, atomically. */
export async function updateDesign(
  db: Db,
  org: Org,
  id: number,
  body: UpdateBody,
  now: Date,
  zone: TimeZone,
  live?: LiveMirror,
): Promise<ContentRow> {
  let afterCommit: (() => void) | undefined;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contents)
      .where(and(eq(contents.id, id), eq(contents.orgId, org.id)))
      .for('update');
    if (!row) throw notFound('Design');

    if ('published' in body) {
      const action = actionOf(body);
      const dates =
        'publish_start' in body ? { start: body.publish_start, end: body.publish_end } : undefined;
      const result = transition(publicationOf(row), action, now, zone, dates);
      if (!result.ok) {
        if (result.errors) throw badRequest(result.reason, result.errors);
        throw conflict(result.reason);
      }
      // The stored content is what goes public, so that is what must show something.
      if (
        action === 'publish' &&
        isBlankCampaign(parseCampaign(row.content, row.type as DesignType))
      ) {
        throw badRequest(BLANK_DESIGN_MESSAGE);
      }
      const { changes } = result;
      const [updated] = await tx
        .update(contents)
        .set({
          published: changes.published,
          ...(changes.publish_start ? { publishStart: changes.publish_start } : {}),
          ...(changes.publish_end ? { publishEnd: changes.publish_end } : {}),
          updatedAt: now,
        })
        .where(eq(contents.id, row.id))
        .returning();
      if (!updated) throw notFound('Design');
      if (updated.published === PUBLISHED.published) await ensureAppPage(tx, updated, org);
      return updated;
    }

    if (!canEdit(stateOf(row.published))) throw conflict(EDIT_REFUSED);
    if (body.revision !== row.revision) throw staleRevision(row);
    const saved = 'campaign' in body ? body.campaign : body.content;
    assertCampaign(saved, row.type as DesignType);
    if ('campaign' in body && body.preview !== undefined) {
      assertDesignPreview(body.preview, org.id, row.id);
    }
    // A design open live takes the save into its live document; what is stored is the merge.
    const mirrored = live ? await live.save(tx, row, saved, now) : null;
    afterCommit = mirrored?.afterCommit;
    const content = mirrored?.content ?? saved;
    const [updated] = await tx
      .update(contents)
      .set({
        content,
        ...('campaign' in body && body.preview !== undefined ? { preview: body.preview } : {}),
        revision: row.revision + 1,
        updatedAt: now,
      })
      .where(and(eq(contents.id, row.id), eq(contents.revision, row.revision)))
      .returning();
    if (!updated) throw staleRevision(row);
    return updated;
  });
  afterCommit?.();
  return updated;
}
