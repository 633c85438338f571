// Page records (spec §3 "Page record created on the server"): what the public sees and what
// QR codes point to. A published design has one on the 'app' channel; each print page adds
// its own.
import { APP_PAGE_CHANNEL, CREATE_VALUES, canEdit, stateOf } from '@nibble/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ContentRow, contents, type PageRow, pages } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { EDIT_REFUSED } from '../contents/messages.ts';
import { assertPagePreview } from '../contents/preview-owner.ts';

/** The channel of the page record publishing creates for the design itself. */
export const APP_CHANNEL = APP_PAGE_CHANNEL;

interface Publisher {
  id: number;
  name: string;
}

/**
 * Makes sure a published design is public: its 'app' page record exists and shows the
 * design as it is now (title, preview, campaign). Call inside the publishing transaction.
 */
export async function ensureAppPage(
  db: Db,
  design: ContentRow,
  publisher: Publisher,
): Promise<PageRow> {
  const fields = {
    title: design.title,
    preview: design.preview,
    content: design.content,
    publisherId: publisher.id,
    publisherName: publisher.name,
  };
  const [existing] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.contentId, design.id), eq(pages.channel, APP_CHANNEL)))
    .orderBy(asc(pages.id))
    .limit(1);
  if (existing) {
    const [updated] = await db
      .update(pages)
      .set(fields)
      .where(eq(pages.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  const [created] = await db
    .insert(pages)
    .values({
      ...fields,
      codeType: CREATE_VALUES.pageCodeType,
      contentId: design.id,
      channel: APP_CHANNEL,
      autoBookmark: CREATE_VALUES.autoBookmark,
    })
    .returning();
  if (!created) throw new Error('ensureAppPage: insert returned nothing');
  return created;
}

export interface PrintPageInput {
  content_id: number;
  title: string;
  channel: string;
  preview: string;
  content: string;
}

/** POST /org/{orgId}/page: a print page's record; the design must be this organisation's. */
export async function createPageRecord(
  db: Db,
  publisher: Publisher,
  input: PrintPageInput,
): Promise<PageRow> {
  const [design] = await db
    .select({ id: contents.id, published: contents.published })
    .from(contents)
    .where(and(eq(contents.id, input.content_id), eq(contents.orgId, publisher.id)));
  if (!design) throw notFound('Design');
  // Adding pages works only while NEW (spec §4); a print page is a page of the design.
  if (!canEdit(stateOf(design.published))) throw conflict(EDIT_REFUSED);
  assertPagePreview(input.preview, publisher.id, design.id);
  const [row] = await db
    .insert(pages)
    .values({
      codeType: CREATE_VALUES.pageCodeType,
      contentId: design.id,
      title: input.title,
      channel: input.channel,
      preview: input.preview,
      publisherId: publisher.id,
      publisherName: publisher.name,
      autoBookmark: CREATE_VALUES.autoBookmark,
      content: input.content,
    })
    .returning();
  if (!row) throw new Error('createPageRecord: insert returned nothing');
  return row;
}

/** Page records of the organisation's designs, oldest first; optionally of one design. */
export async function listPageRecords(
  db: Db,
  orgId: number,
  contentId?: number,
): Promise<PageRow[]> {
  const designIds = db
    .select({ id: contents.id })
    .from(contents)
    .where(
      contentId === undefined
        ? eq(contents.orgId, orgId)
        : and(eq(contents.orgId, orgId), eq(contents.id, contentId)),
    );
  return db.select().from(pages).where(inArray(pages.contentId, designIds)).orderBy(asc(pages.id));
}
