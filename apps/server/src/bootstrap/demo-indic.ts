// Seeds the Malayalam and Hindi demo designs and global templates (demo-indic-documents.ts)
// inside the demo's own transaction.
import { addDays, CREATE_VALUES, PUBLISHED } from '@nibble/core';
import type { Db } from '../db/client.ts';
import { contents, pages, templates } from '../db/schema.ts';
import { INDIC_DEMO_DESIGNS, INDIC_DEMO_TEMPLATES } from './demo-indic-documents.ts';
import type { DemoDesign } from './demo-previews.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedIndicDemo(
  tx: Tx,
  org: { id: number; name: string },
  /** The platform's today, YYYY-MM-DD. */
  today: string,
): Promise<DemoDesign[]> {
  const seeded: DemoDesign[] = [];
  for (const design of INDIC_DEMO_DESIGNS) {
    const { campaign } = design;
    const [row] = await tx
      .insert(contents)
      .values({
        orgId: org.id,
        type: design.type,
        version: CREATE_VALUES.version,
        api: CREATE_VALUES.api,
        ownerType: CREATE_VALUES.ownerType,
        ownerId: org.id,
        ownerName: org.name,
        status: CREATE_VALUES.designStatus,
        autoBookmark: CREATE_VALUES.autoBookmark,
        title: campaign.title,
        content: JSON.stringify(campaign),
        ...(design.published
          ? {
              published: PUBLISHED.published,
              publishStart: addDays(today, -1),
              publishEnd: addDays(today, 30),
            }
          : { published: PUBLISHED.unpublished }),
      })
      .returning({ id: contents.id });
    if (!row) throw new Error('seedIndicDemo: design insert returned nothing');
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
    seeded.push({ id: row.id, campaign });
  }
  for (const template of INDIC_DEMO_TEMPLATES) {
    await tx.insert(templates).values({
      ownerId: 0,
      title: template.title,
      template: JSON.stringify(template.page),
      type: template.type,
      version: CREATE_VALUES.version,
      api: CREATE_VALUES.api,
      ownerType: CREATE_VALUES.ownerType,
      status: CREATE_VALUES.templateStatus,
    });
  }
  return seeded;
}
