// Seeds the Malayalam and Hindi demo designs and global templates (demo-indic-documents.ts)
// inside the demo's own transaction.
import { CREATE_VALUES } from '@nibble/core';
import { templates } from '../db/schema.ts';
import { insertDemoDesign, type Tx } from './demo-design.ts';
import { INDIC_DEMO_DESIGNS, INDIC_DEMO_TEMPLATES } from './demo-indic-documents.ts';
import type { DemoDesign } from './demo-previews.ts';

export async function seedIndicDemo(
  tx: Tx,
  org: { id: number; name: string },
  /** The platform's today, YYYY-MM-DD. */
  today: string,
): Promise<DemoDesign[]> {
  const seeded: DemoDesign[] = [];
  for (const design of INDIC_DEMO_DESIGNS)
    seeded.push(await insertDemoDesign(tx, org, design, today));
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
