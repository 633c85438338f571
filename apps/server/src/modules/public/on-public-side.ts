// The one rule for what anyone may see without signing in: a design is on the public side
// while it is published, today lies within its publication days, and its organisation is
// online. The listing asks it in SQL; a preview picture asks it of one design.
import { isActive, PUBLISHED } from '@nibble/core';
import dayjs from 'dayjs';
import { and, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import { contents, orgs } from '../../db/schema.ts';
import { OFFLINE } from '../../http/permissions.ts';

export interface PublicCandidate {
  published: number | null;
  publishStart: Date | null;
  publishEnd: Date | null;
  /** The status of the design's organisation; 0 (offline) takes it off the public side. */
  orgStatus: number;
}

export function isOnPublicSide(design: PublicCandidate, now: Date): boolean {
  return (
    design.published === PUBLISHED.published &&
    design.orgStatus !== OFFLINE &&
    isActive(
      {
        publish_start: design.publishStart?.toISOString() ?? null,
        publish_end: design.publishEnd?.toISOString() ?? null,
      },
      now,
    )
  );
}

/**
 * The same rule as a condition on `contents` joined with `orgs`. isActive (core) keeps whole
 * local days: active from 00:00 of the start day to 23:59:59.999 of the end day. In SQL that
 * is `start < tomorrow 00:00 and end >= today 00:00`, which an index can use; callers still
 * check rows with isActive so the day rule has one author.
 */
export function onPublicSideSql(now: Date): SQL {
  const today = dayjs(now).startOf('day');
  return and(
    eq(contents.published, PUBLISHED.published),
    ne(orgs.status, OFFLINE),
    lt(contents.publishStart, today.add(1, 'day').toDate()),
    gte(contents.publishEnd, today.toDate()),
  ) as SQL;
}
