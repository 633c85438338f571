import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.tsx';
import { useClosePanelAfterChanges } from './useClosePanelAfterChanges.ts';

/** A document change the store records as one undo step. */
const retitle = (store: ReturnType<typeof testStore>, title: string) =>
  store.getState().edit((doc) => ({ ...doc, title }));

describe('useClosePanelAfterChanges', () => {
  it('on a phone: closes the panel at once and after each edit, undo and redo', () => {
    const store = testStore();
    store.getState().setPanel('text');
    renderHook(() => useClosePanelAfterChanges(true, store));
    expect(store.getState().panel).toBeNull();
    for (const change of [
      () => retitle(store, 'A'),
      () => store.getState().undo(),
      () => store.getState().redo(),
    ]) {
      store.getState().setPanel('layers');
      change();
      expect(store.getState().panel).toBeNull();
    }
    // Selecting or zooming is no change of the design: the panel stays.
    store.getState().setPanel('layers');
    store.getState().setZoom(2);
    expect(store.getState().panel).toBe('layers');
  });

  it('on a wide screen: leaves the panel alone', () => {
    const store = testStore();
    store.getState().setPanel('text');
    renderHook(() => useClosePanelAfterChanges(false, store));
    retitle(store, 'B');
    expect(store.getState().panel).toBe('text');
  });
});
