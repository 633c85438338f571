// Database row → the wire's UploadedFile (packages/core/src/api.ts).
import type { UploadedFile } from '@nibble/core';
import type { UploadRow } from '../../db/schema.ts';

export function toUploadedFile(row: UploadRow): UploadedFile {
  return {
    id: row.id,
    owner_id: row.ownerId,
    path: row.path,
    category: row.category,
    tags: row.tags,
    type: row.type,
    size: row.size,
    illustration: row.illustration === 1 ? 1 : 0,
    created: row.createdAt.toISOString(),
  };
}
