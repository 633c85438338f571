// Several server processes on one PostgreSQL, without Redis: every process that holds live
// documents LISTENs on one channel through a connection of its own, and sends what its
// documents receive (Yjs updates, presence, "send me what I lack", "re-check access") with
// NOTIFY. PostgreSQL refuses a NOTIFY payload of 8 000 bytes or more, so a bigger message is
// written to live_relay_overflow and the notification carries its id. NOTIFY is delivered
// only to connections listening at that moment: when the listening connection drops, the
// process reconnects and resyncs every open document (handlers.resync). Updates are
// idempotent and commute (Yjs), so a message received twice or out of order does no harm.
import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { liveRelayOverflow } from '../db/schema.ts';

export const RELAY_CHANNEL = 'nibble_live';
/** How the listening connection shows in pg_stat_activity. */
export const RELAY_APPLICATION = 'nibble-live-relay';
/** PostgreSQL's limit is 8 000 bytes; the margin keeps clear of it whatever the encoding. */
export const NOTIFY_LIMIT = 7_900;
/** Overflow rows are read within milliseconds; a minute covers any reader still catching up. */
const OVERFLOW_KEPT_MS = 60_000;
/** A connection that went quiet without an error is found by asking it something. */
const PROBE_MS = 15_000;
const RETRY_MS = [250, 1_000, 2_000, 5_000, 10_000];

export type RelayMessage =
  /** A Yjs update (base64) of a document. */
  | { kind: 'update'; doc: string; data: string }
  /** A y-protocols awareness update (base64): who is in the document, where, selecting what. */
  | { kind: 'awareness'; doc: string; data: string }
  /**
   * "I have this state vector (base64): send what I lack" — after opening or a resync. A
   * first request (no `reply`) is answered with the update and a request back, so a process
   * that came back before the other still gets what the other had (two-way, as y-protocols'
   * sync steps).
   */
  | { kind: 'sync'; doc: string; vector: string; reply?: true }
  /** Something was written (a sign-out, a deactivation, a publication): re-check access. */
  | { kind: 'recheck' };

interface Envelope {
  from: string;
  message?: RelayMessage;
  overflow?: number;
}

export interface RelayHandlers {
  receive(message: RelayMessage): void;
  /** The listening connection came back: anything sent meanwhile was missed. */
  resync(): Promise<void>;
}

export interface RelayLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export class PgRelay {
  /** This process; its own notifications come back to it and are skipped. */
  readonly id = randomUUID();
  readonly stats = { sent: 0, overflowed: 0, received: 0, reconnects: 0 };
  private client: pg.Client | null = null;
  private started: Promise<void> | null = null;
  private closed = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private probeTimer: NodeJS.Timeout | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  /** Sends of one document go out in order (the last one's promise per document). */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly url: string,
    private readonly db: Db,
    private readonly handlers: RelayHandlers,
    private readonly log: RelayLog,
  ) {}

  /** Listens from now on (the first call connects; later calls wait for it). */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('relay closed'));
    if (!this.started) {
      this.started = this.listen().catch((error: unknown) => {
        this.started = null;
        throw error;
      });
    }
    return this.started;
  }

  get listening(): boolean {
    return this.client !== null;
  }

  /** Sends a message to every other process (in order per document); errors are logged. */
  publish(message: RelayMessage): Promise<void> {
    const key = message.kind === 'recheck' ? '' : message.doc;
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous
      .then(() => this.send(message))
      .catch((error: unknown) => {
        this.log.warn({ err: error, kind: message.kind }, 'live relay: send failed');
      })
      .finally(() => {
        if (this.queues.get(key) === next) this.queues.delete(key);
      });
    this.queues.set(key, next);
    return next;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.probeTimer);
    clearInterval(this.sweepTimer);
    await Promise.all(this.queues.values());
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }

  private async send(message: RelayMessage): Promise<void> {
    let payload = JSON.stringify({ from: this.id, message } satisfies Envelope);
    if (Buffer.byteLength(payload) >= NOTIFY_LIMIT) {
      const [row] = await this.db
        .insert(liveRelayOverflow)
        .values({ payload: Buffer.from(JSON.stringify(message)) })
        .returning({ id: liveRelayOverflow.id });
      if (!row) throw new Error('live relay: overflow insert returned nothing');
      payload = JSON.stringify({ from: this.id, overflow: row.id } satisfies Envelope);
      this.stats.overflowed++;
    }
    await this.db.execute(sql`select pg_notify(${RELAY_CHANNEL}, ${payload})`);
    this.stats.sent++;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      application_name: RELAY_APPLICATION,
    });
    client.on('notification', (note) => {
      if (note.channel === RELAY_CHANNEL && note.payload) this.onNotification(note.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${RELAY_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners();
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.attempt = 0;
    this.probeTimer ??= setInterval(() => this.probe(), PROBE_MS).unref();
    this.sweepTimer ??= setInterval(() => void this.sweep(), OVERFLOW_KEPT_MS).unref();
  }

  private probe(): void {
    const client = this.client;
    if (!client) return;
    client.query('select 1').catch((error: unknown) => this.lost(client, error));
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    client.removeAllListeners();
    client.on('error', () => {});
    client.end().catch(() => {});
    this.log.warn({ err: error }, 'live relay: listening connection lost, reconnecting');
    this.reconnect();
  }

  private reconnect(): void {
    const delay = RETRY_MS[Math.min(this.attempt, RETRY_MS.length - 1)] ?? 10_000;
    this.attempt++;
    this.retryTimer = setTimeout(() => {
      this.listen()
        .then(async () => {
          if (this.closed) return;
          this.stats.reconnects++;
          this.log.info({ attempt: this.attempt }, 'live relay: listening again, resyncing');
          await this.handlers.resync();
        })
        .catch((error: unknown) => {
          if (this.closed) return;
          this.log.warn({ err: error }, 'live relay: reconnect failed');
          this.reconnect();
        });
    }, delay);
    this.retryTimer.unref();
  }

  private onNotification(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.id) return;
    if (envelope.message) {
      this.deliver(envelope.message);
      return;
    }
    if (typeof envelope.overflow === 'number') {
      const id = envelope.overflow;
      this.db
        .select({ payload: liveRelayOverflow.payload })
        .from(liveRelayOverflow)
        .where(eq(liveRelayOverflow.id, id))
        .then(([row]) => {
          if (row) this.deliver(JSON.parse(row.payload.toString('utf8')) as RelayMessage);
          else this.log.warn({ id }, 'live relay: overflow message already gone');
        })
        .catch((error: unknown) =>
          this.log.warn({ err: error, id }, 'live relay: overflow read failed'),
        );
    }
  }

  private deliver(message: RelayMessage): void {
    this.stats.received++;
    try {
      this.handlers.receive(message);
    } catch (error) {
      this.log.warn({ err: error, kind: message.kind }, 'live relay: message not applied');
    }
  }

  private async sweep(): Promise<void> {
    const before = new Date(Date.now() - OVERFLOW_KEPT_MS);
    await this.db
      .delete(liveRelayOverflow)
      .where(lt(liveRelayOverflow.createdAt, before))
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'live relay: overflow sweep failed'),
      );
  }
}
