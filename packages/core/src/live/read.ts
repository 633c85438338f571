import type * as Y from 'yjs';
import type { LiveReadResult } from './model.ts';

/**
 * The campaign document the Y.Doc holds now, ordered, and validated with the core's own parser
 * (`checkCampaign` in document/parse.ts); an invalid state is reported, not silently fixed.
 */
export function readLiveDocument(doc: Y.Doc): LiveReadResult {
  void doc;
  throw new Error('readLiveDocument: not implemented yet');
}
