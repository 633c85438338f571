// Database row → the wire's Template (packages/core/src/api.ts).
import type { Template } from '@nibble/core';
import type { TemplateRow } from '../../db/schema.ts';
import { ownedRecordFields } from '../owned-record.ts';

export function toTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    title: row.title,
    preview: row.preview,
    content: row.content,
    template: row.template,
    type: row.type,
    ...ownedRecordFields(row),
  };
}
