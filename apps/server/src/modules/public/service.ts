// The public side's queries (ARCHITECTURE §6 "Public contents are page records"): the page
// records of designs on the public side (on-public-side.ts), with their organisation.
import {
  isActive,
  type PublicContent,
  type TimeZone,
  todayIn,
  UNPAGED_LIST_CAP,
} from '@nibble/core';
// The answers' shapes are core's, shared with the web app that draws them.
import type { PublicCity, PublicContentDetail } from '@nibble/core/public-pages';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents, orgs, pages, publicListing } from '../../db/schema.ts';
import type { KeysetPosition } from '../../http/cursor.ts';
import { onPublicSideSql } from './on-public-side.ts';

const publicFields = {
  id: pages.id,
  contentId: pages.contentId,
  channel: pages.channel,
  pageTitle: pages.title,
  pagePreview: pages.preview,
  codeType: pages.codeType,
  designTitle: contents.title,
  designPreview: contents.preview,
  type: contents.type,
  publishStart: contents.publishStart,
  publishEnd: contents.publishEnd,
  publisherName: orgs.name,
  publisherCity: orgs.city,
};

type PublicRow = {
  id: number;
  contentId: number;
  channel: string;
  pageTitle: string;
  pagePreview: string;
  codeType: string;
  designTitle: string;
  designPreview: string;
  type: string;
  publishStart: string | null;
  publishEnd: string | null;
  publisherName: string;
  publisherCity: string;
};

const windowOf = (row: PublicRow) => ({
  publish_start: row.publishStart,
  publish_end: row.publishEnd,
});
const validDays = (row: PublicRow) => ({
  valid_from: row.publishStart,
  valid_to: row.publishEnd,
});

// Print pages belong to their design: the public sees the design's title (a print page's title
// is an internal label such as 'A5 flyer'), and the print page's own picture when it has one,
// since that is what was printed. The design's page record may leave either empty.
const toPublicContent = (row: PublicRow): PublicContent => ({
  id: row.id,
  title: row.designTitle || row.pageTitle,
  preview: row.pagePreview || row.designPreview,
  type: row.type,
  // Page records carry no template of their own; the field stays for the wire shape.
  template: '',
  code_type: row.codeType,
  publisher_name: row.publisherName,
  publisher_city: row.publisherCity.trim(),
});

const publicRows = (db: Db, where: SQL) =>
  db
    .select(publicFields)
    .from(pages)
    .innerJoin(contents, eq(contents.id, pages.contentId))
    .innerJoin(orgs, eq(orgs.id, contents.orgId))
    .where(where);

/** Normalises a city for matching and caching: trimmed, lower case. */
export const cityKey = (city: string): string => city.trim().toLowerCase();

export interface CityPageQuery {
  /** Rows to read. */
  limit: number;
  /** Rows after this position in the order (keyset paging), none for the first page. */
  after?: KeysetPosition;
}

/**
 * Contents of a city, one per design (print pages belong to their design and are reached by
 * their own QR code), newest page record first (created_at, id descending), each with its
 * position for a cursor; an unknown city has none. A page starts after the last row of the one
 * before, never at an OFFSET.
 */
export async function listCityContentsPage(
  db: Db,
  city: string,
  now: Date,
  zone: TimeZone,
  query: CityPageQuery,
): Promise<{ item: PublicContent | null; position: KeysetPosition }[]> {
  const key = cityKey(city);
  if (!key) return [];
  const today = todayIn(zone, now);
  // public_listing holds a row for each design that is published by an online organisation
  // (the public-side rule of on-public-side.ts, as migration 0009's trigger keeps it), naming
  // the page record shown, with the listing's order and days: public_listing_city_idx gives
  // the city's rows in listing order with the days checked on its entries, so a page reads
  // about `limit` rows. Asking the rule again of the joined rows would change nothing but the
  // planner's estimate (the same conditions counted twice), which then sorts the whole city.
  const where: SQL[] = [
    eq(publicListing.city, key),
    lte(publicListing.publishStart, today),
    gte(publicListing.publishEnd, today),
  ];
  if (query.after) {
    where.push(
      sql`(${publicListing.createdAt}, ${publicListing.pageId}) < (${query.after.at}::timestamptz, ${query.after.id}::integer)`,
    );
  }
  const rows = await db
    .select({ ...publicFields, at: sql<string>`${pages.createdAt}::text` })
    .from(publicListing)
    .innerJoin(pages, eq(pages.id, publicListing.pageId))
    .innerJoin(contents, eq(contents.id, publicListing.contentId))
    .innerJoin(orgs, eq(orgs.id, contents.orgId))
    .where(and(...where))
    .orderBy(desc(publicListing.createdAt), desc(publicListing.pageId))
    .limit(query.limit);
  // SQL already asked the day rule; isActive is its one author, so rows are checked with it too.
  // A row it refused (null) would only make a page shorter: the cursor still moves past it.
  return rows.map((row) => ({
    item: isActive(windowOf(row), now, zone) ? toPublicContent(row) : null,
    position: { at: row.at, id: row.id },
  }));
}

/** The unpaged city listing: the newest UNPAGED_LIST_CAP contents (core paging.ts). */
export async function listCityContents(
  db: Db,
  city: string,
  now: Date,
  zone: TimeZone,
): Promise<PublicContent[]> {
  const rows = await listCityContentsPage(db, city, now, zone, { limit: UNPAGED_LIST_CAP });
  return rows.flatMap((row) => (row.item ? [row.item] : []));
}

/** One public content with its window, or null when it is unknown, unpublished or not active. */
export async function findPublicContent(
  db: Db,
  pageId: number,
  now: Date,
  zone: TimeZone,
): Promise<PublicContentDetail | null> {
  const [row] = await publicRows(
    db,
    and(eq(pages.id, pageId), onPublicSideSql(now, zone)) as SQL,
  ).limit(1);
  if (!row || !isActive(windowOf(row), now, zone)) return null;
  return { ...toPublicContent(row), ...windowOf(row), ...validDays(row) };
}

/**
 * Cities with at least one active published content, for Home's dropdown. Spellings that
 * differ only in case or spaces are one city.
 */
export async function listCities(db: Db, now: Date, zone: TimeZone): Promise<PublicCity[]> {
  const city = sql<string>`min(trim(${orgs.city}))`;
  const rows = await db
    .select({ state: sql<string>`min(${orgs.state})`, city })
    .from(pages)
    .innerJoin(contents, eq(contents.id, pages.contentId))
    .innerJoin(orgs, eq(orgs.id, contents.orgId))
    .where(and(onPublicSideSql(now, zone), sql`trim(${orgs.city}) <> ''`))
    .groupBy(sql`lower(trim(${orgs.city}))`, sql`lower(${orgs.state})`)
    .orderBy(asc(city));
  return rows;
}
