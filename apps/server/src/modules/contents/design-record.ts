// Database row → the wire's Design (packages/core/src/api.ts).
import type { Design, DesignType, PublishedCode } from '@nibble/core';
import type { ContentRow } from '../../db/schema.ts';

export function toDesign(row: ContentRow): Design {
  return {
    id: row.id,
    title: row.title,
    preview: row.preview,
    content: row.content,
    // Only design types are ever written (checked on create), so the cast is a narrowing.
    type: row.type as DesignType,
    version: row.version,
    api: row.api,
    owner_type: row.ownerType,
    owner_id: row.ownerId,
    owner_name: row.ownerName,
    status: row.status,
    auto_bookmark: row.autoBookmark,
    published: row.published as PublishedCode,
    // Calendar days as stored (`YYYY-MM-DD`): what the business chose, in every zone.
    publish_start: row.publishStart,
    publish_end: row.publishEnd,
    revision: row.revision,
    updated: row.updatedAt.toISOString(),
  };
}

/** What the publication rules of @nibble/core read of a stored design. */
export function publicationOf(row: ContentRow) {
  return {
    published: row.published,
    publish_start: row.publishStart,
    publish_end: row.publishEnd,
    type: row.type,
  };
}
