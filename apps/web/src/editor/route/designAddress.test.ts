import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathsIn } from '../../routing/table.ts';
import { editorAddress, isEditorPath, NOT_A_DESIGN, readDesignAddress } from './designAddress.ts';

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

  it("reads the address as the route table's Design row does", () => {
    const [pattern] = pathsIn('design');
    if (!pattern) throw new Error('the route table has no Design row');
    expect(editorAddress(generatePath(pattern, { designId: '12' }))).toEqual({ id: 12 });
    expect(editorAddress(generatePath(pattern, {}))).toEqual({ id: null });
    expect(editorAddress(generatePath(pattern, { designId: 'abc' }))).toEqual({
      invalid: NOT_A_DESIGN,
    });
  });

  it('matches as the router does: a trailing slash and any case, but no deeper path', () => {
    expect(editorAddress('/dashboard/design/12/')).toEqual({ id: 12 });
    expect(editorAddress('/Dashboard/Design/12')).toEqual({ id: 12 });
    expect(editorAddress('/dashboard/design/12/extra')).toBeNull();
    expect(isEditorPath('/dashboard/design/12/extra')).toBe(false);
    expect(editorAddress('/dashboard/designs/12')).toBeNull();
  });
});
