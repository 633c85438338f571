// What the editor offers and, when the design's state refuses it, why (issue 15): a greyed
// item with no reason leaves the user guessing. Reasons are the spec's rules in the words of
// @nibble/core (PUBLICATION_MESSAGES, BLANK_DESIGN_MESSAGE) wherever they exist.
import { BLANK_DESIGN_MESSAGE, type Campaign, type Design, type TimeZone } from '@nibble/core';
import {
  canEdit,
  type EditorState,
  PUBLICATION_MESSAGES,
  type PublicationAction,
  transition,
} from '@nibble/core/publication';

export type Offer = { allowed: true } | { allowed: false; reason: string };

const ALLOWED: Offer = { allowed: true };
const refused = (reason: string): Offer => ({ allowed: false, reason });

export const EDITOR_REFUSALS = {
  notNew: 'Only a new design can be changed: this one is published.',
  lastPage: 'A design keeps at least one page.',
  notPublished: 'Only a published design can be shared.',
} as const;

/**
 * Publish needs a NEW design with something on it (`blank` is isBlankCampaign of its
 * document); the dates are the dialog's to check.
 */
export const publishOffer = (state: EditorState, blank: boolean): Offer => {
  if (state !== 'NEW') return refused(PUBLICATION_MESSAGES.publishNotNew);
  if (blank) return refused(BLANK_DESIGN_MESSAGE);
  return ALLOWED;
};

/** Unpublish, disable and enable: the publication rules answer, with their reason. */
export const publicationOffer = (
  design: Design,
  action: Exclude<PublicationAction, 'publish'>,
  now: Date,
  /** The platform's zone, where "today" is counted. */
  zone: TimeZone,
): Offer => {
  const result = transition(design, action, now, zone);
  return result.ok ? ALLOWED : refused(result.reason);
};

/**
 * Deleting a page: only while NEW (spec §4), and never the design's last page (print pages
 * are extras: the last of them may go).
 */
export const deletePageOffer = (state: EditorState, lastDesignPage: boolean): Offer => {
  if (!canEdit(state)) return refused(EDITOR_REFUSALS.notNew);
  if (lastDesignPage) return refused(EDITOR_REFUSALS.lastPage);
  return ALLOWED;
};

/** True when the page is the design's only page (not a print page). */
export const isLastDesignPage = (doc: Campaign, pageId: string): boolean =>
  Boolean(doc.pages.items[pageId]) && doc.pages.order.length <= 1;
