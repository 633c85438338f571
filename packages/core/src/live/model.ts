// Where each part of a campaign lives in the Y.Doc (README.md beside this file draws it).
import type { Campaign, ParseResult } from '../document/index.ts';

/** The campaign document the live document holds: the core's plain JSON model. */
export type CampaignDocument = Campaign;

/** What `readLiveDocument` answers: the core parser's own result, never a silent repair. */
export type LiveReadResult = ParseResult<CampaignDocument>;

/**
 * The three top-level types of the Y.Doc. Top-level types exist in every replica without
 * being created, so no two replicas can create them concurrently and lose one.
 * - `campaign`: the document-level settings, one key each, and `metadata` as a nested map;
 * - `pages`, `prints`: maps from page id to the page's map.
 */
export const LIVE_ROOTS = { campaign: 'campaign', pages: 'pages', prints: 'prints' } as const;

/**
 * The key that holds an item's place among its siblings (a fractional index, compared as
 * plain strings; equal places are ordered by id). Collections keep no array of ids:
 * concurrent reorders of an array duplicate ids.
 */
export const POSITION_KEY = 'position';

/** The origin of the transaction that first fills a live document. */
export const SEED_ORIGIN = 'seed';
