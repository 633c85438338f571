// One demo design and, when it is published, its page record: a published design is public
// through its page record (ARCHITECTURE §6). Shared by the English and the Indic demo data.
import { addDays, type Campaign, CREATE_VALUES, type DesignType, PUBLISHED } from '@nibble/core';
import type { Db } from '../db/client.ts';
import { contents, pages } from '../db/schema.ts';
import { newDesignColumns } from '../modules/contents/design-record.ts';
import type { DemoDesign } from './demo-previews.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Published demo designs run from yesterday to 30 days ahead, in the platform's days. */
const publishedDays = (today: string) => ({
  published: PUBLISHED.published,
  publishStart: addDays(today, -1),
  publishEnd: addDays(today, 30),
});

export async function insertDemoDesign(
  tx: Tx,
  org: { id: number; name: string },
  design: { campaign: Campaign; type: DesignType; published: boolean },
  /** The platform's today, YYYY-MM-DD. */
  today: string,
): Promise<DemoDesign> {
  const { campaign } = design;
  const [row] = await tx
    .insert(contents)
    .values({
      ...newDesignColumns(org),
      type: design.type,
      title: campaign.title,
      content: JSON.stringify(campaign),
      ...(design.published ? publishedDays(today) : { published: PUBLISHED.unpublished }),
    })
    .returning({ id: contents.id });
  if (!row) throw new Error('insertDemoDesign: design insert returned nothing');
  if (design.published) {
    const firstPage = campaign.pages.items[campaign.pages.order[0] ?? ''];
    await tx.insert(pages).values({
      codeType: CREATE_VALUES.pageCodeType,
      contentId: row.id,
      title: campaign.title,
      channel: '',
      preview: '',
      publisherId: org.id,
      publisherName: org.name,
      autoBookmark: CREATE_VALUES.autoBookmark,
      content: JSON.stringify(firstPage ?? {}),
    });
  }
  return { id: row.id, campaign };
}
