// What concurrent edits can break that no single edit does: each delete of a page keeps the
// design's last page, yet two people deleting its last two pages at once leave none.
import { generateKeyBetween } from 'fractional-indexing';
import * as Y from 'yjs';
import { pageSizeOf, restoredPage } from '../document/index.ts';
import { POSITION_KEY, pageToLive, rootsOf } from './model.ts';

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && value > 0 ? value : fallback;

/**
 * Puts back a blank design page (`restoredPage` of the core) when the live document has none,
 * in one transaction with `origin`. Answers whether it wrote anything. `readLiveDocument`
 * reports such a state ("it has no page") and never repairs it by itself: the server calls
 * this after applying updates, so one place decides; a replica that restores at the same time
 * writes the same page under the same id, and the merge keeps one.
 */
export function repairLiveDocument(doc: Y.Doc, origin?: unknown): boolean {
  const roots = rootsOf(doc);
  const hasPage = [...roots.pages.values()].some((page) => page instanceof Y.Map);
  if (hasPage || roots.campaign.size === 0) return false;
  const fallback = pageSizeOf(null);
  const page = restoredPage({
    id: String(roots.campaign.get('id') ?? ''),
    width: numberOr(roots.campaign.get('width'), fallback.width),
    height: numberOr(roots.campaign.get('height'), fallback.height),
  });
  doc.transact(() => {
    const live = pageToLive(page);
    live.set(POSITION_KEY, generateKeyBetween(null, null));
    roots.pages.set(page.id, live);
  }, origin);
  return true;
}
