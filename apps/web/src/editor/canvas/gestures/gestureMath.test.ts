import { describe, expect, it } from 'vitest';
import * as gesture from './gestureMath.ts';

describe('a one-finger press', () => {
  it('is a tap when it lifts soon without moving', () => {
    expect(gesture.classifyPress({ moved: 0, held: 120, up: true })).toBe('tap');
    expect(gesture.classifyPress({ moved: gesture.TOUCH_SLOP, held: 300, up: true })).toBe('tap');
  });
  it('is still undecided while the finger rests, briefly', () => {
    expect(gesture.classifyPress({ moved: 2, held: 100, up: false })).toBe('pending');
  });
  it('is a drag once it moves past the slop, however long it was held', () => {
    expect(gesture.classifyPress({ moved: gesture.TOUCH_SLOP + 1, held: 50, up: false })).toBe(
      'drag',
    );
    expect(gesture.classifyPress({ moved: 40, held: gesture.LONG_PRESS_MS + 200, up: true })).toBe(
      'drag',
    );
  });
  it('is a long-press when held still for the long-press time', () => {
    expect(gesture.classifyPress({ moved: 3, held: gesture.LONG_PRESS_MS, up: false })).toBe(
      'long-press',
    );
    expect(gesture.classifyPress({ moved: 0, held: gesture.LONG_PRESS_MS + 1, up: true })).toBe(
      'long-press',
    );
  });
  it('a double-tap is quicker than a long-press', () => {
    expect(gesture.DOUBLE_TAP_MS).toBeLessThan(gesture.LONG_PRESS_MS);
  });
});

describe('a two-finger pinch', () => {
  it('zooms by the ratio of the fingers’ distances', () => {
    expect(gesture.pinchZoom(0.5, 100, 200)).toBeCloseTo(1);
    expect(gesture.pinchZoom(1, 200, 100)).toBeCloseTo(0.5);
    expect(gesture.pinchZoom(0.4, 0, 100)).toBe(0.4);
  });
  it('stays within the canvas’s zoom limits', () => {
    expect(gesture.pinchZoom(1, 10, 1000)).toBe(gesture.PINCH_LIMITS.max);
    expect(gesture.pinchZoom(1, 1000, 1)).toBe(gesture.PINCH_LIMITS.min);
  });
  it('measures the fingers', () => {
    expect(gesture.distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(gesture.midpoint({ x: 0, y: 10 }, { x: 20, y: 30 })).toEqual({ x: 10, y: 20 });
  });
  it('keeps the page point under the midpoint where it was (zoom about the midpoint)', () => {
    // A page drawn at (20, 100), zoom 0.5; the fingers' midpoint at (120, 200).
    const origin = { x: 20, y: 100 };
    const mid = { x: 120, y: 200 };
    const point = gesture.pagePointAt(mid, origin, 0.5);
    expect(point).toEqual({ x: 200, y: 200 });
    // Zoomed to 1 about the page's top left (how layout grows it), nothing scrolled yet:
    const scroll = gesture.scrollToKeep(point, origin, 1, mid);
    expect(scroll).toEqual({ x: 100, y: 100 });
    // After scrolling by that, the page's origin moved back by it and the point is under the midpoint.
    const after = { x: origin.x - scroll.x, y: origin.y - scroll.y };
    expect(gesture.pagePointAt(mid, after, 1)).toEqual(point);
  });
  it('follows the midpoint as the fingers move together (pan)', () => {
    const origin = { x: 0, y: 0 };
    const point = gesture.pagePointAt({ x: 100, y: 100 }, origin, 1);
    // Same zoom, fingers moved 30 px right and 10 px down: scroll back by as much.
    expect(gesture.scrollToKeep(point, origin, 1, { x: 130, y: 110 })).toEqual({ x: -30, y: -10 });
  });
});

describe('a pinch while the fingers move (a CSS transform, nothing drawn anew)', () => {
  it('keeps what was under the first midpoint under the fingers as they spread', () => {
    const origin = { x: 0, y: 56 };
    const start = { x: 180, y: 300 };
    const preview = gesture.pinchPreview(origin, start, 2, start);
    // The content point under the start midpoint, drawn through translate(x, y) scale(s) from the origin:
    const under = { x: start.x - origin.x, y: start.y - origin.y };
    expect(origin.x + preview.x + preview.scale * under.x).toBeCloseTo(start.x);
    expect(origin.y + preview.y + preview.scale * under.y).toBeCloseTo(start.y);
    expect(preview.scale).toBe(2);
  });
  it('follows the midpoint as the fingers move together (pan), at any scale', () => {
    const origin = { x: -40, y: 10 };
    const start = { x: 100, y: 200 };
    const now = { x: 130, y: 170 };
    for (const scale of [0.5, 1, 3]) {
      const preview = gesture.pinchPreview(origin, start, scale, now);
      const under = { x: start.x - origin.x, y: start.y - origin.y };
      expect(origin.x + preview.x + scale * under.x).toBeCloseTo(now.x);
      expect(origin.y + preview.y + scale * under.y).toBeCloseTo(now.y);
    }
  });
  it('is no transform at all while the fingers have not moved', () => {
    const preview = gesture.pinchPreview({ x: 12, y: 80 }, { x: 150, y: 400 }, 1, {
      x: 150,
      y: 400,
    });
    expect(preview).toEqual({ x: 0, y: 0, scale: 1 });
    expect(gesture.previewTransform(preview)).toBe('translate(0px, 0px) scale(1)');
  });
});
