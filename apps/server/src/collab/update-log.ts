// Durability before acknowledgement. Hocuspocus answers every client update with a SyncStatus
// message (the provider's `unsyncedChanges` falls by one, 'synced' at zero) right after applying
// it in memory, and stores the document only after a 1–5 s debounce: a SIGKILL inside that
// window lost acknowledged edits. So the socket's gate (socket/gate.ts) appends each admitted
// update to live_updates, committed, before Hocuspocus sees it; the stores in store.ts merge
// those rows into live_documents and delete them.
import type { Db } from '../db/client.ts';
import { liveUpdates } from '../db/schema.ts';

/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters (4 per row). */
const MAX_BATCH = 1_000;

/**
 * An update with nothing in it (a sync step 2 from a client that had nothing new): exactly
 * [0, 0], no structs and no deletions. Anything else short is not empty but malformed, and
 * goes through the gate's checks like any update.
 */
export const isEmptyUpdate = (update: Uint8Array): boolean =>
  update.byteLength === 2 && update[0] === 0 && update[1] === 0;

interface Pending {
  contentId: number;
  userId: number | null;
  update: Uint8Array;
  done: () => void;
  fail: (error: unknown) => void;
}

/**
 * Appends updates to live_updates, committed before `append` resolves. Appends that arrive
 * while an INSERT is in flight go out together in the next one (group commit): a burst costs
 * one round trip per batch, not per update. Batches resolve in arrival order, so Hocuspocus
 * still applies and acknowledges each connection's messages in the order they came.
 */
export class UpdateLog {
  private pending: Pending[] = [];
  private flushing = false;

  constructor(private readonly db: Db) {}

  append(contentId: number, update: Uint8Array, userId: number | null = null): Promise<void> {
    return new Promise<void>((done, fail) => {
      this.pending.push({ contentId, userId, update, done, fail });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, MAX_BATCH);
        try {
          await this.db.insert(liveUpdates).values(
            batch.map(({ contentId, userId, update }) => ({
              contentId,
              userId,
              update: Buffer.from(update.buffer, update.byteOffset, update.byteLength),
            })),
          );
          for (const entry of batch) entry.done();
        } catch (error) {
          // Not stored, so not acknowledged: the gate closes those sockets and the clients
          // send their updates again when they reconnect.
          for (const entry of batch) entry.fail(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
