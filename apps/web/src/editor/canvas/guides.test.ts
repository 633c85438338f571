import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, type GuideLines, guideLinesFor, snapBox } from './guides.ts';

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

  it('gives its lines in ascending order', () => {
    const lines = guideLinesFor(page, [
      { x: 500, y: 20, width: 10, height: 300 },
      { x: 3, y: 400, width: 900, height: 1 },
    ]);
    expect(lines.vertical).toEqual([0, 3, 400, 453, 500, 505, 510, 800, 903]);
    expect(lines.horizontal).toEqual([0, 20, 170, 250, 320, 400, 400.5, 401, 500]);
  });

  // What the bisection replaced: every edge against every line.
  const scanned = (box: Box, lines: GuideLines, threshold: number) => {
    const nearest = (edges: number[], all: readonly number[]) => {
      let best: number | null = null;
      for (const edge of edges)
        for (const line of all)
          if (Math.abs(line - edge) <= threshold && (best === null || Math.abs(line - edge) < best))
            best = Math.abs(line - edge);
      return best;
    };
    return {
      x: nearest([box.x, box.x + box.width / 2, box.x + box.width], lines.vertical),
      y: nearest([box.y, box.y + box.height / 2, box.y + box.height], lines.horizontal),
    };
  };

  it('snaps by the nearest line within the threshold, as a scan of every line does', () => {
    const coordinate = fc.integer({ min: -50, max: 850 }).map((n) => n / 2);
    const box = fc.record({
      x: coordinate,
      y: coordinate,
      width: fc.integer({ min: 0, max: 400 }),
      height: fc.integer({ min: 0, max: 400 }),
    });
    fc.assert(
      fc.property(
        box,
        fc.array(box, { maxLength: 40 }),
        fc.constantFrom(0, 3, 6, 12),
        (moving, others, threshold) => {
          const lines = guideLinesFor(page, others);
          const snap = snapBox(moving, lines, threshold);
          const expected = scanned(moving, lines, threshold);
          // The same distance on each axis (on a tie either line is as near)...
          expect(snap.vertical === null ? null : Math.abs(snap.dx)).toBe(expected.x);
          expect(snap.horizontal === null ? null : Math.abs(snap.dy)).toBe(expected.y);
          // ...to a line that is one, with the moved box's edge or centre on it.
          if (snap.vertical !== null) {
            expect(lines.vertical).toContain(snap.vertical);
            const x = moving.x + snap.dx;
            expect([x, x + moving.width / 2, x + moving.width]).toContain(snap.vertical);
          }
          if (snap.horizontal !== null) {
            expect(lines.horizontal).toContain(snap.horizontal);
            const y = moving.y + snap.dy;
            expect([y, y + moving.height / 2, y + moving.height]).toContain(snap.horizontal);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
