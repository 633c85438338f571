// The public side's queries (ARCHITECTURE §6 "Public contents are page records"): the page
// records of designs on the public side (on-public-side.ts), with their organisation.
import { isActive, type PublicContent, type TimeZone } from '@nibble/core';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents, orgs, pages } from '../../db/schema.ts';
import { APP_CHANNEL } from '../pages/service.ts';
import { onPublicSideSql } from './on-public-side.ts';

/**
 * What the Page screen shows beyond the listing: the first and last publication day
 * (YYYY-MM-DD, the platform's calendar days), under the design's names and as valid_from and
 * valid_to, so a visitor in another zone sees the days the business chose, not shifted ones.
 */
export interface PublicContentDetail extends PublicContent {
  publish_start: string | null;
  publish_end: string | null;
  valid_from: string | null;
  valid_to: string | null;
}

export interface PublicCity {
  state: string;
  city: string;
}

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

/**
 * One entry per design: its own ('app') page record, the oldest one if a print page took that
 * channel name too; a design published before it had one is listed under its oldest record.
 * Keeps the order of `rows`.
 */
function oneEntryPerDesign(rows: PublicRow[]): PublicRow[] {
  const isApp = (row: PublicRow) => row.channel === APP_CHANNEL;
  const better = (row: PublicRow, than: PublicRow) =>
    isApp(row) !== isApp(than) ? isApp(row) : row.id < than.id;
  const chosen = new Map<number, PublicRow>();
  for (const row of rows) {
    const current = chosen.get(row.contentId);
    if (!current || better(row, current)) chosen.set(row.contentId, row);
  }
  const kept = new Set(chosen.values());
  return rows.filter((row) => kept.has(row));
}

/**
 * Contents of a city, one per design (print pages belong to their design and are reached by
 * their own QR code), newest first; an unknown city has none.
 */
export async function listCityContents(
  db: Db,
  city: string,
  now: Date,
  zone: TimeZone,
): Promise<PublicContent[]> {
  const key = cityKey(city);
  if (!key) return [];
  // lower(city) matches the orgs_city_idx expression index.
  const rows = await publicRows(
    db,
    and(sql`lower(${orgs.city}) = ${key}`, onPublicSideSql(now, zone)) as SQL,
  ).orderBy(desc(pages.createdAt), desc(pages.id));
  return oneEntryPerDesign(rows.filter((row) => isActive(windowOf(row), now, zone))).map(
    toPublicContent,
  );
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
