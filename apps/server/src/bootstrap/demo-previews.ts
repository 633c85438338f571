// Real preview pictures for the demo designs and global templates, so the designs list, the
// templates panel and the public page show pictures from the very first start (before anyone
// has saved a design in the editor).
import type { Campaign, DesignType } from '@nibble/core';
import { parsePage } from '@nibble/core/document/parse';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contents, pages, templates } from '../db/schema.ts';
import { pagePreviewPng } from '../images/page-picture.ts';
import { designImageKey, designImageUrl } from '../modules/contents/preview-url.ts';
import type { BlobStore } from '../storage/index.ts';

export interface DemoDesign {
  id: number;
  campaign: Campaign;
}

/**
 * Renders each design's first page, stores it where PUT /design-image/{id}/path/design-<ts>
 * would, and points the design and its page records at it.
 */
export async function storeDemoPreviews(
  db: Db,
  blobs: BlobStore,
  designs: DemoDesign[],
  now: Date,
): Promise<void> {
  for (const { id, campaign } of designs) {
    const first = campaign.pages.items[campaign.pages.order[0] ?? ''];
    if (!first) continue;
    const name = `design-${now.getTime()}`;
    await blobs.put(designImageKey(id, name), await pagePreviewPng(first), 'image/png');
    const preview = designImageUrl(id, name);
    await db.update(contents).set({ preview }).where(eq(contents.id, id));
    await db.update(pages).set({ preview }).where(eq(pages.contentId, id));
  }
  // The global demo templates get theirs the way a template saved from the editor does: a
  // template-<id>-<ts> picture kept beside a design (the first demo design).
  const host = designs[0]?.id;
  if (host === undefined) return;
  const global = await db
    .select()
    .from(templates)
    .where(and(eq(templates.ownerId, 0), eq(templates.preview, '')));
  for (const template of global) {
    const name = `template-${template.id}-${now.getTime()}`;
    const page = parsePage(template.template, template.type as DesignType);
    await blobs.put(designImageKey(host, name), await pagePreviewPng(page), 'image/png');
    await db
      .update(templates)
      .set({ preview: designImageUrl(host, name) })
      .where(eq(templates.id, template.id));
  }
}
