// No acknowledged update lost (README.md, "No acknowledged update lost"): the log the socket's
// gate appends each admitted update to before Hocuspocus acknowledges it (update-log.ts), and
// its replay at start-up. Its work happens before Hocuspocus sees a message and before the
// server listens, so it takes no Hocuspocus hook of its own; it stands in the extension list so
// the composition (index.ts) reads as the list of concerns.
import type { Extension } from '@hocuspocus/server';
import type { Db } from '../db/client.ts';
import { replayLoggedUpdates, type StoreLog } from './store.ts';
import { UpdateLog } from './update-log.ts';

export class DurableLog implements Extension {
  readonly extensionName = 'DurableLog';
  /** live_updates, appended to by the gate (socket/gate.ts), group-committed. */
  readonly updates: UpdateLog;

  constructor(
    private readonly db: Db,
    private readonly log: StoreLog & { info(details: object, message: string): void },
  ) {
    this.updates = new UpdateLog(db);
  }

  /**
   * Merges every design's logged rows into its stored state and JSON: run before the first
   * request, so the REST API serves every update a killed process acknowledged, whether or
   * not anyone opens the design live again.
   */
  async replay(): Promise<void> {
    const replayed = await replayLoggedUpdates(this.db, new Date(), this.log);
    if (replayed > 0) this.log.info({ designs: replayed }, 'live updates replayed after a crash');
  }
}
