// The live design document (issue 17): a campaign held in a Yjs document so that several
// people edit it at once and offline edits merge. Exported as `@nibble/core/live`, never from
// the main index, so screens that do not edit (the public side) never load Yjs.

export { ADMISSION_ORIGIN, type Admission, admitLiveState, admitLiveUpdate } from './admit.ts';
export {
  type CampaignDocument,
  LIVE_ROOTS,
  type LiveReadResult,
  liveTypesOf,
  POSITION_KEY,
  SEED_ORIGIN,
} from './model.ts';
export { readLiveDocument } from './read.ts';
export { repairLiveDocument } from './repair.ts';
export { isLiveDocumentEmpty, seedLiveDocument, seedLiveDocumentInSteps } from './seed.ts';
export { writeLiveDocument } from './write.ts';
