import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETTINGS_VISIBLE_KEY, useSettingsVisible } from './settingsVisible.ts';

describe('settingsVisible (spec §2: kept in local storage)', () => {
  it('starts hidden, and a change is written to localStorage and read back', () => {
    const first = renderHook(() => useSettingsVisible());
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1](true));
    expect(localStorage.getItem(SETTINGS_VISIBLE_KEY)).toBe('true');
    first.unmount();

    const second = renderHook(() => useSettingsVisible());
    expect(second.result.current[0]).toBe(true);
  });
});
