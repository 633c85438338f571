// Database row → the wire's Design (packages/core/src/api.ts).
import { CREATE_VALUES, type Design, type DesignType, type PublishedCode } from '@nibble/core';
import type { ContentRow } from '../../db/schema.ts';
import { ownedRecordFields } from '../owned-record.ts';

export function toDesign(row: ContentRow): Design {
  return {
    id: row.id,
    title: row.title,
    preview: row.preview,
    content: row.content,
    // Only design types are ever written (checked on create), so the cast is a narrowing.
    type: row.type as DesignType,
    ...ownedRecordFields(row),
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

/**
 * The columns every new design of `org` starts with (spec §5's create values), whoever creates
 * it: the API or the demo seed.
 */
export const newDesignColumns = (org: { id: number; name: string }) => ({
  orgId: org.id,
  version: CREATE_VALUES.version,
  api: CREATE_VALUES.api,
  ownerType: CREATE_VALUES.ownerType,
  ownerId: org.id,
  ownerName: org.name,
  status: CREATE_VALUES.designStatus,
  autoBookmark: CREATE_VALUES.autoBookmark,
});
