// Filling a live document from a stored campaign: once per design, on the server, under a
// lock (two replicas seeding the same design would each add every shape).
import type * as Y from 'yjs';
import {
  type CampaignDocument,
  collectionToLive,
  mapOfValues,
  pageToLive,
  RESERVED,
  rootsOf,
  SEED_ORIGIN,
  setPlainFields,
} from './model.ts';

/** Is this Y.Doc empty (never seeded)? */
export function isLiveDocumentEmpty(doc: Y.Doc): boolean {
  const roots = rootsOf(doc);
  return roots.campaign.size === 0 && roots.pages.size === 0 && roots.prints.size === 0;
}

/** Fills an EMPTY Y.Doc from a campaign document, in one transaction (origin 'seed'). Throws if not empty. */
export function seedLiveDocument(doc: Y.Doc, campaign: CampaignDocument): void {
  if (!isLiveDocumentEmpty(doc)) {
    throw new Error('seedLiveDocument: this live document is already filled; seed only once.');
  }
  doc.transact(() => {
    const roots = rootsOf(doc);
    setPlainFields(roots.campaign, campaign, RESERVED.campaign);
    roots.campaign.set('metadata', mapOfValues(campaign.metadata));
    collectionToLive(campaign.pages, pageToLive, roots.pages);
    collectionToLive(campaign.prints, pageToLive, roots.prints);
  }, SEED_ORIGIN);
}
