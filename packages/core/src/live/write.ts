import type * as Y from 'yjs';
import type { CampaignDocument } from './model.ts';

/**
 * Applies the difference between `before` and `after` (both produced by the core's pure
 * operations) to the Y.Doc in ONE transaction with `origin`: per page, per layer, per shape and
 * per attribute — only what changed is written, so concurrent edits of different shapes or
 * different attributes of one shape both survive.
 */
export function writeLiveDocument(
  doc: Y.Doc,
  before: CampaignDocument,
  after: CampaignDocument,
  origin?: unknown,
): void {
  void doc;
  void before;
  void after;
  void origin;
  throw new Error('writeLiveDocument: not implemented yet');
}
