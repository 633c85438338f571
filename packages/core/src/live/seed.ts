import type * as Y from 'yjs';
import type { CampaignDocument } from './model.ts';

/** Fills an EMPTY Y.Doc from a campaign document, in one transaction (origin 'seed'). Throws if not empty. */
export function seedLiveDocument(doc: Y.Doc, campaign: CampaignDocument): void {
  void doc;
  void campaign;
  throw new Error('seedLiveDocument: not implemented yet');
}

/** Is this Y.Doc empty (never seeded)? */
export function isLiveDocumentEmpty(doc: Y.Doc): boolean {
  void doc;
  throw new Error('isLiveDocumentEmpty: not implemented yet');
}
