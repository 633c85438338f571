import { describe, expect, it } from 'vitest';
import { isEditorPath, NOT_A_DESIGN, readDesignAddress } from './designAddress.ts';

describe("the editor's address", () => {
  it('reads a design id, none, or refuses what is not one', () => {
    expect(readDesignAddress('42')).toEqual({ id: 42 });
    expect(readDesignAddress(undefined)).toEqual({ id: null });
    for (const bad of ['0', '-1', '4.2', 'abc', '1e3', '99999999999999999999']) {
      expect(readDesignAddress(bad)).toEqual({ invalid: NOT_A_DESIGN });
    }
  });

  it('knows the editor paths', () => {
    expect(isEditorPath('/dashboard/design')).toBe(true);
    expect(isEditorPath('/dashboard/design/7')).toBe(true);
    expect(isEditorPath('/dashboard/designs')).toBe(false);
  });
});
