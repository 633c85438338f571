// Durability before acknowledgement. Hocuspocus answers every client update with a SyncStatus
// message (the provider's `unsyncedChanges` falls by one, 'synced' at zero) right after applying
// it in memory, and stores the document only after a 1–5 s debounce: a SIGKILL inside that
// window lost acknowledged edits. Hocuspocus awaits the `beforeHandleMessage` hook before it
// applies (and so acknowledges) a message, so the update is appended to live_updates there;
// the stores in store.ts merge those rows into live_documents and delete them.
import * as decoding from 'lib0/decoding';
import type { Db } from '../db/client.ts';
import { liveUpdates } from '../db/schema.ts';

/** Hocuspocus' message types (server/src/types.ts) and y-protocols' sync steps. */
const MESSAGE_SYNC = 0;
const MESSAGE_SYNC_REPLY = 4;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;
/** An update with no structs and no deletions: [0, 0]. */
const EMPTY_UPDATE_BYTES = 2;
/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters (3 per row). */
const MAX_BATCH = 1_000;

/**
 * The Yjs update a client's Hocuspocus message carries (a sync step 2 or an update: the
 * messages the server acknowledges), or null for any other message (awareness, auth, step 1,
 * stateless…).
 */
export function documentUpdateOf(message: Uint8Array): Uint8Array | null {
  try {
    const decoder = decoding.createDecoder(message);
    decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    if (type !== MESSAGE_SYNC && type !== MESSAGE_SYNC_REPLY) return null;
    const step = decoding.readVarUint(decoder);
    if (step !== SYNC_STEP_2 && step !== SYNC_UPDATE) return null;
    return decoding.readVarUint8Array(decoder);
  } catch {
    // Hocuspocus closes the connection on a message it cannot read; nothing to keep.
    return null;
  }
}

/** An update with nothing in it (a sync step 2 from a client that had nothing new). */
export const isEmptyUpdate = (update: Uint8Array): boolean =>
  update.byteLength <= EMPTY_UPDATE_BYTES;

interface Pending {
  contentId: number;
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
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  append(contentId: number, update: Uint8Array): Promise<void> {
    const appended = new Promise<void>((done, fail) => {
      this.pending.push({ contentId, update, done, fail });
      if (!this.flushing) void this.flush();
    });
    this.last = appended.then(
      () => {},
      () => {},
    );
    return appended;
  }

  /**
   * Settles once every append made so far has: a message acknowledged without a row (an
   * empty update, a read-only connection's) waits for it, so acknowledgements keep the order
   * the messages came in.
   */
  appended(): Promise<void> {
    return this.last;
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, MAX_BATCH);
        try {
          await this.db.insert(liveUpdates).values(
            batch.map(({ contentId, update }) => ({
              contentId,
              update: Buffer.from(update.buffer, update.byteOffset, update.byteLength),
            })),
          );
          for (const entry of batch) entry.done();
        } catch (error) {
          // Not stored, so not acknowledged: Hocuspocus closes those connections and the
          // clients send their updates again when they reconnect.
          for (const entry of batch) entry.fail(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
