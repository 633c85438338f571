// The columns a design and a template both carry from the legacy record (spec §3): the format
// version, the app path, who owns it (owner_type/owner_id/owner_name) and its status, as the
// wire names them. Both rows name these columns alike, so one mapping serves both.
import type { ContentRow, TemplateRow } from '../db/schema.ts';

type OwnedRow = Pick<
  ContentRow & TemplateRow,
  'version' | 'api' | 'ownerType' | 'ownerId' | 'ownerName' | 'status'
>;

export const ownedRecordFields = (row: OwnedRow) => ({
  version: row.version,
  api: row.api,
  owner_type: row.ownerType,
  owner_id: row.ownerId,
  owner_name: row.ownerName,
  status: row.status,
});
