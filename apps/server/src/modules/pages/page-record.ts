// Database row → the wire's PageRecord (packages/core/src/api.ts).
import type { PageRecord } from '@nibble/core';
import type { PageRow } from '../../db/schema.ts';

export function toPageRecord(row: PageRow): PageRecord {
  return {
    id: row.id,
    code_type: row.codeType,
    content_id: row.contentId,
    title: row.title,
    channel: row.channel,
    preview: row.preview,
    publisher_id: row.publisherId,
    publisher_name: row.publisherName,
    auto_bookmark: row.autoBookmark,
    content: row.content,
  };
}
