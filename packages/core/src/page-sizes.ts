// The sizes of paged listings (paging.ts), apart from it: the public pages' light entry reads
// them without the schemas (zod) that paging.ts carries.

/** The most rows an unpaged listing answers (clients that send neither limit nor cursor). */
export const UNPAGED_LIST_CAP = 500;
/** The most rows one page may ask for. */
export const PAGE_LIMIT_MAX = 100;
/** A page's size when a cursor comes without a limit. */
export const PAGE_LIMIT_DEFAULT = 50;
/** The City page's page: 24 cards fill rows of 1, 2 and 3 columns alike. */
export const CITY_PAGE_SIZE = 24;
/** The Designs screen's page. */
export const DESIGNS_PAGE_SIZE = 24;
