import { describe, expect, it } from 'vitest';
import { edgeFades } from './edgeFades.ts';

describe('edgeFades', () => {
  it('shows no fade when everything fits', () => {
    expect(edgeFades({ scrollLeft: 0, scrollWidth: 300, clientWidth: 360 })).toEqual({
      start: false,
      end: false,
    });
  });
  it('fades the end only at the start of a row wider than the screen', () => {
    expect(edgeFades({ scrollLeft: 0, scrollWidth: 739, clientWidth: 360 })).toEqual({
      start: false,
      end: true,
    });
  });
  it('fades both edges in the middle, and the start only at the end', () => {
    expect(edgeFades({ scrollLeft: 100, scrollWidth: 739, clientWidth: 360 })).toEqual({
      start: true,
      end: true,
    });
    expect(edgeFades({ scrollLeft: 378.6, scrollWidth: 739, clientWidth: 360 })).toEqual({
      start: true,
      end: false,
    });
  });
});
