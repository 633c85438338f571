// Access re-checked on open sockets (issue 17): every RECHECK_MS, and RECHECK_SOON_MS after any
// write through the API in any process. A session signed out, expired or whose user was
// deactivated ends its socket; a membership deactivated or an organisation set offline closes
// the document; a design published (or disabled) while open turns read-only — and the client is
// told with the stateless message `{"readOnly":true}` (core's protocol). A Hocuspocus extension
// for its instance (onConfigure) and its end (onDestroy); its passes run on its own timers.
import type { Connection, Extension, Hocuspocus, onConfigurePayload } from '@hocuspocus/server';
import { LIVE_CLOSE, readOnlyMessage } from '@nibble/core/live/protocol';
import type { Db } from '../db/client.ts';
import { AccessCheck, type LiveContext } from './access.ts';
import type { Relaying } from './relaying.ts';

/** Expired sessions and changes made straight in the database are found within this. */
export const RECHECK_MS = 10_000;
/** Writes through the API (a sign-out, a publication) are re-checked this soon after. */
const RECHECK_SOON_MS = 200;

export class AccessRechecks implements Extension {
  readonly extensionName = 'AccessRechecks';
  private readonly timer: NodeJS.Timeout;
  private hocuspocus: Hocuspocus | null = null;
  private soonTimer: NodeJS.Timeout | undefined;
  private tellOthers = false;
  private again = false;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly relaying: Relaying | null,
    private readonly log: { warn(details: object, message: string): void },
  ) {
    this.timer = setInterval(() => void this.run(), RECHECK_MS).unref();
  }

  async onConfigure({ instance }: onConfigurePayload): Promise<void> {
    this.hocuspocus = instance;
  }

  async onDestroy(): Promise<void> {
    this.stop();
  }

  /**
   * A re-check soon; `tell` also asks the other processes to re-check theirs. Writes coming
   * in a burst make one pass and one message per RECHECK_SOON_MS, whatever their number.
   */
  soon(tell: boolean): void {
    if (tell) this.tellOthers = true;
    if (this.soonTimer) return;
    this.soonTimer = setTimeout(() => {
      this.soonTimer = undefined;
      if (this.tellOthers) {
        this.tellOthers = false;
        void this.relaying?.publishRecheck();
      }
      if ((this.hocuspocus?.getDocumentsCount() ?? 0) > 0) void this.run();
    }, RECHECK_SOON_MS);
    this.soonTimer.unref();
  }

  /** Every open connection against the API's rules again (one pass at a time). */
  run(): Promise<void> {
    if (this.running) {
      // The pass under way may have read what has just changed: one more after it.
      this.again = true;
      return this.running;
    }
    const pass = this.pass()
      .catch((error: unknown) => this.log.warn({ err: error }, 'live access re-check failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.run();
        }
      });
    this.running = pass;
    return pass;
  }

  stop(): void {
    clearInterval(this.timer);
    clearTimeout(this.soonTimer);
  }

  private async pass(): Promise<void> {
    const check = new AccessCheck(this.db);
    const connections: Connection[] = [];
    for (const document of this.hocuspocus?.documents.values() ?? []) {
      connections.push(...document.getConnections());
    }
    await Promise.all(
      connections.map(async (connection) => {
        const context = connection.context as LiveContext;
        const access = await check.of(context.tokenHash, context.contentId);
        if (!access.ok) {
          if (access.reason === 'session') {
            const { code, reason } = LIVE_CLOSE.sessionEnded;
            connection.webSocket.close(code, reason);
          } else {
            connection.close(LIVE_CLOSE.forbidden);
          }
          return;
        }
        if (access.readOnly !== connection.readOnly) {
          connection.readOnly = access.readOnly;
          connection.sendStateless(readOnlyMessage(access.readOnly));
        }
      }),
    );
  }
}
