import { DESIGN_TYPES } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { COMPACT_ROOM, fitZoom, WIDE_ROOM } from './fit.ts';

// The canvas area the editor leaves at 1280x720: 1280 − rail 80 − panel 360, and
// 720 − header 48 − toolbar 56.
const AREA_1280 = { width: 840, height: 616 };

describe('Fit canvas fits the whole page (issue 15)', () => {
  it.each(Object.entries(DESIGN_TYPES))('a %s page fits in width and height', (_type, size) => {
    const zoom = fitZoom(AREA_1280, size);
    expect(size.width * zoom + WIDE_ROOM.x).toBeLessThanOrEqual(AREA_1280.width);
    expect(size.height * zoom + WIDE_ROOM.y).toBeLessThanOrEqual(AREA_1280.height);
  });

  it('refer-a-friend (400x500) is fitted by its height, not opened at 180 %', () => {
    expect(fitZoom(AREA_1280, { width: 400, height: 500 })).toBeCloseTo((616 - 90) / 500);
  });

  it('a phone fits by width with the buttons under the page', () => {
    const zoom = fitZoom({ width: 304, height: 600 }, { width: 800, height: 500 }, COMPACT_ROOM);
    expect(zoom).toBeCloseTo((304 - 40) / 800);
  });

  it('an area not measured yet answers 1 or fits by width', () => {
    expect(fitZoom({ width: 0, height: 0 }, { width: 800, height: 500 })).toBe(1);
    expect(fitZoom({ width: 920, height: 0 }, { width: 800, height: 500 })).toBe(1);
  });
});
