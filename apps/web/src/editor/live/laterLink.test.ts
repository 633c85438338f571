import { newCampaign, selectFirstPage } from '@nibble/core';
import { describe, expect, it, vi } from 'vitest';
import type { LiveLink } from '../store/editorStore.ts';
import { LaterLiveLink } from './laterLink.ts';

const binding = (): LiveLink => ({
  write: vi.fn(),
  undo: vi.fn(),
  redo: vi.fn(),
  whenSynced: vi.fn(async () => true),
});

describe('the live link made before its session', () => {
  it('refuses to write before its binding comes, and has nothing synced', async () => {
    const link = new LaterLiveLink();
    const doc = newCampaign('promotion_coupon', 'Offer');
    expect(() => link.write(doc, doc, selectFirstPage(doc))).toThrow();
    expect(() => link.undo()).toThrow();
    await expect(link.whenSynced()).resolves.toBe(false);
  });

  it('hands every call to its binding once bound', async () => {
    const link = new LaterLiveLink();
    const bound = binding();
    link.bind(bound);
    const doc = newCampaign('promotion_coupon', 'Offer');
    const selection = selectFirstPage(doc);
    link.write(doc, doc, selection);
    link.undo();
    link.redo();
    expect(bound.write).toHaveBeenCalledWith(doc, doc, selection);
    expect(bound.undo).toHaveBeenCalledOnce();
    expect(bound.redo).toHaveBeenCalledOnce();
    await expect(link.whenSynced()).resolves.toBe(true);
  });
});
