import { describe, expect, it } from 'vitest';
import { guideLinesFor, snapBox } from './guides.ts';

const page = { width: 800, height: 500 };

describe('alignment guides', () => {
  it('snaps a box centre to the page centre', () => {
    const lines = guideLinesFor(page, []);
    expect(snapBox({ x: 297, y: 203, width: 200, height: 100 }, lines)).toEqual({
      dx: 3,
      dy: -3,
      vertical: 400,
      horizontal: 250,
    });
  });

  it('snaps edges to another shape and ignores far lines', () => {
    const lines = guideLinesFor(page, [{ x: 100, y: 100, width: 50, height: 50 }]);
    const snap = snapBox({ x: 152, y: 330, width: 10, height: 10 }, lines);
    expect(snap.dx).toBe(-2);
    expect(snap.vertical).toBe(150);
    expect(snap.dy).toBe(0);
    expect(snap.horizontal).toBeNull();
  });

  it('prefers the closest line', () => {
    const lines = { vertical: [100, 104], horizontal: [] };
    expect(snapBox({ x: 103, y: 0, width: 0, height: 0 }, lines).vertical).toBe(104);
  });
});
