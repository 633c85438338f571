// Listings that grow without end (a city's offers, an organisation's designs) are read a page at
// a time: keyset pagination on the listing's indexed order, never OFFSET (docs/decisions.md
// "Listings are paged by an opaque cursor"). One wire contract for the server and the web app.
//
// - A client that sends neither `limit` nor `cursor` gets today's answer, a bare array, capped
//   at UNPAGED_LIST_CAP rows (the newest ones).
// - A client that sends either gets a `Paged<T>`: up to `limit` items (PAGE_LIMIT_DEFAULT when
//   only a cursor is sent) and `nextCursor`, to send back for the next page; null on the last.
// - A cursor is opaque: only the server reads it, and a cursor it did not give answers 400.
import { ERROR_MESSAGES } from './errors.ts';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './page-sizes.ts';
import { z } from './zod.ts';

export {
  CITY_PAGE_SIZE,
  DESIGNS_PAGE_SIZE,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  UNPAGED_LIST_CAP,
} from './page-sizes.ts';

/** Cursors the server gives are far shorter; anything longer is not one of them. */
export const CURSOR_MAX_LENGTH = 200;
/** The longest title search the designs list accepts (a title is at most 100 characters). */
export const SEARCH_MAX_LENGTH = 100;

/** A page of a listing. */
export interface Paged<T> {
  items: T[];
  /** Send it back as `cursor` for the next page; null when this page is the last. */
  nextCursor: string | null;
}

/** The paged answer's schema around an item schema (for tests and clients that parse). */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

const LIMIT_MESSAGE = ERROR_MESSAGES.page_limit_invalid;
const CURSOR_MESSAGE = ERROR_MESSAGES.page_cursor_invalid;

/** The query fields every paged listing takes, spread into the listing's query schema. */
export const pageQueryFields = {
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(PAGE_LIMIT_MAX, { error: LIMIT_MESSAGE })
    .optional(),
  cursor: z
    .string({ error: CURSOR_MESSAGE })
    .min(1, { error: CURSOR_MESSAGE })
    .max(CURSOR_MAX_LENGTH, { error: CURSOR_MESSAGE })
    .regex(/^[A-Za-z0-9_-]+$/, { error: CURSOR_MESSAGE })
    .optional(),
};

/** What a listing was asked for: a page (limit, cursor) or the capped unpaged answer. */
export type PageRequest = { paged: false } | { paged: true; limit: number; cursor?: string };

export const pageRequestOf = (query: { limit?: number; cursor?: string }): PageRequest =>
  query.limit === undefined && query.cursor === undefined
    ? { paged: false }
    : {
        paged: true,
        limit: query.limit ?? PAGE_LIMIT_DEFAULT,
        ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
      };
