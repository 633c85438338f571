// Public page views and QR image requests, counted per page record and calendar day of the
// platform's zone (TIME_ZONE, stats_daily): a scan at 00:30 in Kannur counts on that Indian day.
// Requests only bump an in-memory counter; one batched upsert writes them every few seconds,
// so a visitor never waits on a write and a burst of scans costs one statement, not thousands.
// The upsert adds to what is stored, so several server processes can share one database.
import { DEFAULT_TIME_ZONE, dayAt, type TimeZone } from '@nibble/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type CountKind = 'view' | 'qr';

export const FLUSH_INTERVAL_MS = 5_000;
/** Distinct (page, day, kind) keys held between flushes; beyond it new keys are dropped. */
export const MAX_PENDING_KEYS = 50_000;
/** Rows per INSERT statement (4 parameters each, well under PostgreSQL's 65535). */
const ROWS_PER_STATEMENT = 1_000;

interface Pending {
  key: number;
  pageId: number;
  day: string;
  kind: CountKind;
  count: number;
}

export interface FlushLog {
  warn(details: object, message: string): void;
}

const DAY_MS = 86_400_000;
/**
 * Every zone's midnight falls on a quarter hour of UTC (offsets are whole quarter hours), so
 * all instants of one quarter hour share their calendar day: the day is worked out once per
 * quarter hour, and a request in between does one division and a comparison.
 */
const QUARTER_HOUR_MS = 900_000;
const dayNumberOf = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayText = (dayNumber: number): string =>
  new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/**
 * One number per (page, day, kind): a request does arithmetic and one Map lookup, no string
 * building. Page ids are below 2^31 and day numbers below 2^20, so keys stay exact integers.
 */
const countKey = (pageId: number, dayNumber: number, kind: CountKind): number =>
  (dayNumber * 2 ** 31 + pageId) * 2 + (kind === 'qr' ? 1 : 0);

export class PageCounters {
  private pending = new Map<number, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<number> | null = null;
  private lastQuarter = Number.NaN;
  private lastDayNumber = 0;
  dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly log?: FlushLog,
    private readonly zone: TimeZone = DEFAULT_TIME_ZONE,
  ) {}

  /** The calendar day (as a day number since 1970-01-01) of an instant in the zone. */
  private dayNumberAt(ms: number): number {
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    if (quarter !== this.lastQuarter) {
      this.lastDayNumber = dayNumberOf(dayAt(new Date(ms), this.zone));
      this.lastQuarter = quarter;
    }
    return this.lastDayNumber;
  }

  /** Counts one request for a page record; `at` decides the day (in the zone). */
  record(pageId: number, kind: CountKind, at?: Date): void {
    const dayNumber = this.dayNumberAt(at ? at.getTime() : Date.now());
    const key = countKey(pageId, dayNumber, kind);
    const entry = this.pending.get(key);
    if (entry) {
      entry.count += 1;
      return;
    }
    // Every QR id renders, so a crawler could invent ids without end: keep memory bounded.
    if (this.pending.size >= MAX_PENDING_KEYS) {
      this.dropped += 1;
      return;
    }
    this.pending.set(key, { key, pageId, day: dayText(dayNumber), kind, count: 1 });
  }

  /** How many requests wait for the next flush. */
  get pendingCount(): number {
    let total = 0;
    for (const entry of this.pending.values()) total += entry.count;
    return total;
  }

  /** Writes every pending count in batched upserts; resolves to the number of rows sent. */
  flush(): Promise<number> {
    // One flush at a time: a second caller waits for the running one, then writes the rest.
    const run = (this.flushing ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => this.writePending());
    this.flushing = run;
    run
      .finally(() => {
        if (this.flushing === run) this.flushing = null;
      })
      .catch(() => undefined);
    return run;
  }

  start(intervalMs = FLUSH_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch(() => {
        // writePending already logged and kept the counts for the next round.
      });
    }, intervalMs);
    // The counter must never keep a process alive on its own.
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (the app's onClose hook). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async writePending(): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      for (let i = 0; i < batch.length; i += ROWS_PER_STATEMENT) {
        await this.upsert(batch.slice(i, i + ROWS_PER_STATEMENT));
      }
      return batch.length;
    } catch (error) {
      this.log?.warn(
        { err: error, rows: batch.length },
        'page counters: flush failed, retrying later',
      );
      for (const entry of batch) this.putBack(entry);
      throw error;
    }
  }

  private putBack(entry: Pending): void {
    const current = this.pending.get(entry.key);
    if (current) current.count += entry.count;
    else if (this.pending.size < MAX_PENDING_KEYS) this.pending.set(entry.key, { ...entry });
  }

  private async upsert(rows: Pending[]): Promise<void> {
    const values = sql.join(
      rows.map(
        (r) => sql`(${r.pageId}::integer, ${r.day}::date, ${r.kind}::text, ${r.count}::integer)`,
      ),
      sql`, `,
    );
    // The join drops ids that are not page records (a QR for a made-up id still renders).
    await this.db.execute(sql`
      insert into stats_daily (page_id, day, kind, count)
      select v.page_id, v.day, v.kind, v.count
      from (values ${values}) as v(page_id, day, kind, count)
      join pages p on p.id = v.page_id
      on conflict (page_id, day, kind) do update set count = stats_daily.count + excluded.count
    `);
  }
}
