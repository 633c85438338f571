// Spec §4: every editing action is ignored unless the design is NEW. Written once here and
// wrapped around each operation by the editor's command registry.
import type { Campaign, PublicationStateName } from './types.ts';

export const canEditDocument = (state: PublicationStateName): boolean => state === 'NEW';

export const guardNew =
  <A extends unknown[]>(state: PublicationStateName, op: (doc: Campaign, ...args: A) => Campaign) =>
  (doc: Campaign, ...args: A): Campaign =>
    canEditDocument(state) ? op(doc, ...args) : doc;
