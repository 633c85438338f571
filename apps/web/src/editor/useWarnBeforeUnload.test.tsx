import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addShapeToPage } from './store/addShape.ts';
import { testStore } from './testing.tsx';
import { useWarnBeforeUnload } from './useWarnBeforeUnload.ts';

const closeTab = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving the tab', () => {
  it('asks only while there are unsaved changes', () => {
    const store = testStore();
    const { unmount } = renderHook(() => useWarnBeforeUnload(store));
    expect(closeTab()).toBe(false);
    addShapeToPage(store, { type: 'rect' });
    expect(closeTab()).toBe(true);
    unmount();
    expect(closeTab()).toBe(false);
  });
});
