// Publication days are calendar days of the platform's time zone, never of the browser or the
// server process (docs/decisions.md "Publication days are calendar days"). A day is written
// `YYYY-MM-DD` and carries no instant, so no zone conversion can move it; only "today" needs a
// zone, and every function that needs one takes it as an argument.

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;
/** An IANA time zone name, e.g. `Asia/Kolkata`. */
export type TimeZone = string;

/** Where the businesses are; the server's `TIME_ZONE` overrides it. */
export const DEFAULT_TIME_ZONE: TimeZone = 'Asia/Kolkata';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A zone-less local date-time: the wall clock of the platform zone, so its date part is the day.
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
// Offsets such as "+05:30" are not IANA names: a fixed offset ignores summer time.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

const formatters = new Map<TimeZone, Intl.DateTimeFormat>();
const formatterFor = (zone: TimeZone): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** True for a time zone name this runtime knows (IANA names only, no bare offsets). */
export const isTimeZone = (zone: string): boolean => {
  if (!IANA_NAME.test(zone)) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
};

/** The calendar day that the instant falls on in the zone. */
export const dayAt = (instant: Date, zone: TimeZone): CalendarDay => {
  const parts = formatterFor(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** Today in the zone. */
export const todayIn = (zone: TimeZone, now: Date): CalendarDay => dayAt(now, zone);

const isRealDay = (day: string): boolean => {
  const match = DAY.exec(day);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export type DayInput = string | Date | null | undefined;

/**
 * Reads a publication day: `YYYY-MM-DD` as written; a timestamp with an offset (the spec's
 * "ISO timestamps") as the day of that instant in the zone; a zone-less date-time by its date.
 * Anything else, or an impossible date, is null.
 */
export const readDay = (value: DayInput, zone: TimeZone): CalendarDay | null => {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayAt(value, zone);
  const text = value.trim();
  if (DAY.test(text)) return isRealDay(text) ? text : null;
  const local = LOCAL_DATE_TIME.exec(text)?.[1];
  if (local) return isRealDay(local) ? local : null;
  // Only full ISO timestamps with Z or ±hh:mm; Date would guess at anything else.
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : dayAt(instant, zone);
};

/** The day `count` days after `day` (calendar arithmetic, no zone involved). */
export const addDays = (day: CalendarDay, count: number): CalendarDay => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + count)).toISOString().slice(0, 10);
};

/** DD/MM/YYYY, the spec's display format. */
export const formatDay = (day: CalendarDay): string => {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
};
