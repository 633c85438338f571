// Figures for the analytics screen and an organisation's dashboard. Views and scans come from
// stats_daily (written by the public side); days are calendar days of the platform's zone
// (TIME_ZONE), as the counters store them, and every answer names that zone.
import {
  addDays,
  DESIGN_TYPE_IDS,
  type EditorState,
  PUBLISHED,
  stateOf,
  type TimeZone,
  todayIn,
} from '@nibble/core';
import { and, count, eq, gte, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents, orgs, pages, statsDaily, statsOrgDaily, users } from '../../db/schema.ts';

export const ANALYTICS_DAYS = 30;

export interface DayFigures {
  /** Calendar day of the platform's zone, YYYY-MM-DD. */
  day: string;
  views: number;
  scans: number;
}

export interface PlatformAnalytics {
  totals: { orgs: number; users: number; designs: number; published: number; active: number };
  designsByType: Record<string, number>;
  perDay: DayFigures[];
  /** The zone whose calendar days `perDay` counts (TIME_ZONE), for the charts' labels. */
  timeZone: TimeZone;
}

export interface OrgAnalytics {
  designsByState: Record<EditorState, number>;
  active: number;
  perDay: DayFigures[];
  timeZone: TimeZone;
}

/** The last `days` calendar days of the zone, oldest first, ending today. */
export function lastDays(now: Date, zone: TimeZone, days = ANALYTICS_DAYS): string[] {
  const today = todayIn(zone, now);
  return Array.from({ length: days }, (_, i) => addDays(today, -(days - 1 - i)));
}

/** Zero-filled figures for `days` from rows of (day, views, scans). */
const fillDays = (
  days: string[],
  rows: { day: string; views: number; scans: number }[],
): DayFigures[] => {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => ({
    day,
    views: byDay.get(day)?.views ?? 0,
    scans: byDay.get(day)?.scans ?? 0,
  }));
};

/**
 * Views and scans per day for the last 30 days, zero-filled. Every counter kind that is not a
 * view counts as a scan (QR requests). An organisation's are read from stats_org_daily, the
 * same counts added up per organisation (kept by migration 0009's triggers): 60 rows, whatever
 * its number of page records.
 */
async function perDay(db: Db, now: Date, zone: TimeZone, orgId?: number): Promise<DayFigures[]> {
  const days = lastDays(now, zone);
  const first = days[0] ?? todayIn(zone, now);
  if (orgId !== undefined) {
    const isView = sql<boolean>`${statsOrgDaily.kind} = 'view'`;
    const rows = await db
      .select({
        day: statsOrgDaily.day,
        views: sum(sql`case when ${isView} then ${statsOrgDaily.count} else 0 end`).mapWith(Number),
        scans: sum(sql`case when ${isView} then 0 else ${statsOrgDaily.count} end`).mapWith(Number),
      })
      .from(statsOrgDaily)
      .where(and(eq(statsOrgDaily.orgId, orgId), gte(statsOrgDaily.day, first)))
      .groupBy(statsOrgDaily.day);
    return fillDays(days, rows);
  }
  const isView = sql<boolean>`${statsDaily.kind} = 'view'`;
  const rows = await db
    .select({
      day: statsDaily.day,
      views: sum(sql`case when ${isView} then ${statsDaily.count} else 0 end`).mapWith(Number),
      scans: sum(sql`case when ${isView} then 0 else ${statsDaily.count} end`).mapWith(Number),
    })
    .from(statsDaily)
    .innerJoin(pages, eq(pages.id, statsDaily.pageId))
    .where(gte(statsDaily.day, first))
    .groupBy(statsDaily.day);
  return fillDays(days, rows);
}

/**
 * Published designs that are active now (the editor's status line's day rule, isActive: both
 * days set and today within them), counted in SQL: contents_public_window_idx holds the
 * published designs by organisation and days, so the count reads index entries instead of
 * sending every published design of the organisation to be checked here.
 */
async function activeDesigns(db: Db, now: Date, zone: TimeZone, orgId?: number): Promise<number> {
  const today = todayIn(zone, now);
  const where: SQL[] = [
    eq(contents.published, PUBLISHED.published),
    lte(contents.publishStart, today),
    gte(contents.publishEnd, today),
  ];
  if (orgId !== undefined) where.push(eq(contents.orgId, orgId));
  return countOf(
    db
      .select({ n: count() })
      .from(contents)
      .where(and(...where)),
  );
}

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

export async function platformAnalytics(
  db: Db,
  zone: TimeZone,
  now = new Date(),
): Promise<PlatformAnalytics> {
  const [orgCount, userCount, byType, published, active, days] = await Promise.all([
    countOf(db.select({ n: count() }).from(orgs)),
    countOf(db.select({ n: count() }).from(users)),
    db.select({ type: contents.type, n: count() }).from(contents).groupBy(contents.type),
    countOf(
      db.select({ n: count() }).from(contents).where(eq(contents.published, PUBLISHED.published)),
    ),
    activeDesigns(db, now, zone),
    perDay(db, now, zone),
  ]);
  const designsByType: Record<string, number> = Object.fromEntries(
    DESIGN_TYPE_IDS.map((type) => [type, 0]),
  );
  for (const row of byType) designsByType[row.type] = row.n;
  return {
    totals: {
      orgs: orgCount,
      users: userCount,
      designs: byType.reduce((total, row) => total + row.n, 0),
      published,
      active,
    },
    designsByType,
    perDay: days,
    timeZone: zone,
  };
}

export async function orgAnalytics(
  db: Db,
  orgId: number,
  zone: TimeZone,
  now = new Date(),
): Promise<OrgAnalytics> {
  const [byPublished, active, days] = await Promise.all([
    db
      .select({ published: contents.published, n: count() })
      .from(contents)
      .where(eq(contents.orgId, orgId))
      .groupBy(contents.published),
    activeDesigns(db, now, zone, orgId),
    perDay(db, now, zone, orgId),
  ]);
  const designsByState: Record<EditorState, number> = { NEW: 0, PUBLISHED: 0, DISABLED: 0 };
  for (const row of byPublished) designsByState[stateOf(row.published)] += row.n;
  return { designsByState, active, perDay: days, timeZone: zone };
}
