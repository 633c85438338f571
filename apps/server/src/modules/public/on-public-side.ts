// The one rule for what anyone may see without signing in: a design is on the public side
// while it is published, today (in the platform's zone) lies within its publication days, and
// its organisation is online. The listing asks it in SQL; a preview picture asks it of one design.
import { isActive, PUBLISHED, type TimeZone, todayIn } from '@nibble/core';
import { and, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import { contents, orgs } from '../../db/schema.ts';
import { OFFLINE } from '../../http/permissions.ts';

export interface PublicCandidate {
  published: number | null;
  /** Calendar days, YYYY-MM-DD. */
  publishStart: string | null;
  publishEnd: string | null;
  /** The status of the design's organisation; 0 (offline) takes it off the public side. */
  orgStatus: number;
}

export function isOnPublicSide(design: PublicCandidate, now: Date, zone: TimeZone): boolean {
  return (
    design.published === PUBLISHED.published &&
    design.orgStatus !== OFFLINE &&
    isActive({ publish_start: design.publishStart, publish_end: design.publishEnd }, now, zone)
  );
}

/**
 * The same rule as a condition on `contents` joined with `orgs`: `start <= today and
 * end >= today` on calendar days, which an index can use; callers still check rows with
 * isActive so the day rule has one author.
 */
export function onPublicSideSql(now: Date, zone: TimeZone): SQL {
  const today = todayIn(zone, now);
  return and(
    eq(contents.published, PUBLISHED.published),
    ne(orgs.status, OFFLINE),
    lte(contents.publishStart, today),
    gte(contents.publishEnd, today),
  ) as SQL;
}
