// The opaque cursor of a paged listing (core paging.ts): where the last page ended in the
// listing's keyset order, (timestamp, id), both descending. It is base64url of a small JSON
// array [listing, timestamp, id]; the timestamp is PostgreSQL's own text of the column, so the
// next page compares at the database's microsecond precision, not JavaScript's millisecond.
// Only this server reads it: anything else, or a cursor of another listing, answers 400.
import { ERROR_MESSAGES, type Paged } from '@nibble/core';
import { badRequest } from './errors.ts';

/** Which listing a cursor belongs to: 'c' the city listing, 'd' an organisation's designs. */
export type CursorListing = 'c' | 'd';

export interface KeysetPosition {
  /** The order column's value as PostgreSQL writes timestamptz text. */
  at: string;
  id: number;
}

const MAX_ID = 2_147_483_647;
// '2026-11-27 22:34:01.123456+00', '…+05:30', or with a 'T': what timestamptz::text gives.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2}|Z)?$/;

export function encodeCursor(listing: CursorListing, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([listing, position.at, position.id])).toString('base64url');
}

const invalid = () =>
  badRequest(ERROR_MESSAGES.page_cursor_invalid, { cursor: ERROR_MESSAGES.page_cursor_invalid });

export function decodeCursor(listing: CursorListing, cursor: string): KeysetPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalid();
  const [kind, at, id] = value as unknown[];
  if (kind !== listing) throw invalid();
  if (typeof at !== 'string' || !TIMESTAMP.test(at)) throw invalid();
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw invalid();
  if (Number.isNaN(Date.parse(at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))) {
    throw invalid();
  }
  return { at, id };
}

/**
 * A page from `limit + 1` rows read in the listing's order: the extra row only says there is a
 * next page, whose cursor is the position of this page's last row. A row whose item is null
 * (read but not to be shown) still moves the cursor.
 */
export function pageFrom<T>(
  listing: CursorListing,
  rows: readonly { item: T | null; position: KeysetPosition }[],
  limit: number,
): Paged<T> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.flatMap((row) => (row.item === null ? [] : [row.item])),
    nextCursor: rows.length > limit && last ? encodeCursor(listing, last.position) : null,
  };
}
