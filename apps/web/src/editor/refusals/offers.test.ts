import { addDays, BLANK_DESIGN_MESSAGE, PUBLISHED, todayIn } from '@nibble/core';
import { PUBLICATION_MESSAGES } from '@nibble/core/publication';
import { describe, expect, it, vi } from 'vitest';
import { createLocalBackend } from '../localBackend.ts';
import { addLocalPage, changePublication } from '../store/designActions.ts';
import { testDesign, testStore } from '../testing.tsx';
import {
  deletePageOffer,
  EDITOR_REFUSALS,
  isLastDesignPage,
  publicationOffer,
  publishOffer,
} from './offers.ts';

const ZONE = 'Asia/Kolkata';

describe('what the editor offers, and why not (issue 15)', () => {
  it('a blank design is not offered for publishing; one with a shape is', () => {
    expect(publishOffer('NEW', true)).toEqual({ allowed: false, reason: BLANK_DESIGN_MESSAGE });
    expect(publishOffer('NEW', false)).toEqual({ allowed: true });
    expect(publishOffer('PUBLISHED', false)).toEqual({
      allowed: false,
      reason: PUBLICATION_MESSAGES.publishNotNew,
    });
  });

  it('unpublish and disable of an active design say why in the spec words', () => {
    const now = new Date();
    const active = {
      ...testDesign(testStore().getState().doc, PUBLISHED.published),
      publish_start: addDays(todayIn(ZONE, now), -1),
      publish_end: addDays(todayIn(ZONE, now), 1),
    };
    expect(publicationOffer(active, 'unpublish', now, ZONE)).toEqual({
      allowed: false,
      reason: PUBLICATION_MESSAGES.unpublishActive,
    });
    expect(publicationOffer(active, 'disable', now, ZONE)).toEqual({
      allowed: false,
      reason: PUBLICATION_MESSAGES.disableActive,
    });
    expect(publicationOffer(active, 'enable', now, ZONE)).toEqual({
      allowed: false,
      reason: PUBLICATION_MESSAGES.enableNotDisabled,
    });
  });

  it('the last page is not offered for deletion, nor any page of a published design', () => {
    const store = testStore();
    const first = store.getState().doc.pages.order[0] as string;
    const lastOne = () => isLastDesignPage(store.getState().doc, first);
    expect(deletePageOffer('NEW', lastOne())).toEqual({
      allowed: false,
      reason: EDITOR_REFUSALS.lastPage,
    });
    addLocalPage(store);
    expect(deletePageOffer('NEW', lastOne())).toEqual({ allowed: true });
    expect(deletePageOffer('PUBLISHED', lastOne())).toEqual({
      allowed: false,
      reason: EDITOR_REFUSALS.notNew,
    });
  });

  it('publishing a blank design is refused with the message before the server is asked', async () => {
    const store = testStore();
    const backend = createLocalBackend();
    const setPublication = vi.spyOn(backend, 'setPublication');
    const today = todayIn(ZONE, new Date());
    await expect(
      changePublication(store, backend, 'publish', ZONE, { start: today, end: today }),
    ).rejects.toThrow(BLANK_DESIGN_MESSAGE);
    expect(setPublication).not.toHaveBeenCalled();
    expect(store.getState().state).toBe('NEW');
  });
});
