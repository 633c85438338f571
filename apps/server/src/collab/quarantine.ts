// Live state set aside (issue 28): a logged update or a stored state that cannot be merged or
// is not a design never stops a store, a load or the server's start; it is moved here with its
// design, sender and reason, logged, and listed for the sys_admin (GET /api/v1/admin/live-quarantine).
import { LIVE_QUARANTINE_PATH, type QuarantinedLiveUpdate } from '@nibble/core/live/protocol';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.ts';
import { liveQuarantine } from '../db/schema.ts';
import { authenticate, requirePermission } from '../http/auth.ts';

export interface LoggedUpdate {
  contentId: number;
  userId: number | null;
  update: Uint8Array;
}

export interface QuarantineLog {
  warn(details: object, message: string): void;
}

/** Sets `row` aside with `reason`, in the caller's transaction. */
export async function quarantine(
  tx: Db,
  row: LoggedUpdate,
  reason: string,
  log: QuarantineLog,
): Promise<void> {
  const update = Buffer.from(row.update.buffer, row.update.byteOffset, row.update.byteLength);
  await tx
    .insert(liveQuarantine)
    .values({ contentId: row.contentId, userId: row.userId, update, reason });
  log.warn(
    { contentId: row.contentId, userId: row.userId, bytes: update.byteLength, reason },
    'live state set aside (quarantine)',
  );
}

export const QUARANTINE_PAGE = 100;

export async function latestQuarantined(
  db: Db,
  limit = QUARANTINE_PAGE,
): Promise<QuarantinedLiveUpdate[]> {
  const rows = await db
    .select()
    .from(liveQuarantine)
    .orderBy(desc(liveQuarantine.createdAt), desc(liveQuarantine.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    contentId: row.contentId,
    userId: row.userId,
    reason: row.reason,
    bytes: row.update.byteLength,
    createdAt: row.createdAt.toISOString(),
  }));
}

export const liveQuarantineRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    LIVE_QUARANTINE_PATH,
    { onRequest: [authenticate, requirePermission('admin.liveQuarantine')] },
    async (): Promise<QuarantinedLiveUpdate[]> => latestQuarantined(app.db),
  );
};
