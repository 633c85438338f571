import { describe, expect, it } from 'vitest';
import { groupRanges } from './ShapeLayers.tsx';

describe('groupRanges', () => {
  it('covers the shapes in order, in groups of at most the size', () => {
    expect(groupRanges(0, 5, 2)).toEqual([
      [0, 2],
      [2, 4],
      [4, 5],
    ]);
    expect(groupRanges(3, 7, 4)).toEqual([[3, 7]]);
  });

  it('keeps one empty group for a part without shapes', () => {
    expect(groupRanges(4, 4, 2)).toEqual([[4, 4]]);
  });
});
