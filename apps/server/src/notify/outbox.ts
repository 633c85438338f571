// The latest messages of the outbox, for the operator's screen and GET /admin/outbox.
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export const OUTBOX_PAGE = 50;

export interface OutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  /** ISO timestamp. */
  created: string;
}

export async function latestOutbox(db: Db, limit = OUTBOX_PAGE): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    created: row.createdAt.toISOString(),
  }));
}
