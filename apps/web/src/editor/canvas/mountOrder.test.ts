import type { Shape } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { firstFrameCount, reachOf } from './mountOrder.ts';

const rect = (id: string, x: number, y: number): Shape => ({
  id,
  type: 'rect',
  attrs: { x, y, width: 10, height: 10 },
});

describe('firstFrameCount', () => {
  const view = { x: 0, y: 0, width: 100, height: 100 };
  const shapes = [
    rect('a', 10, 10),
    rect('out1', 500, 500),
    rect('b', 20, 20),
    rect('c', 30, 30),
    rect('out2', 900, 10),
  ];

  it('reaches up the z-order until it holds the first shapes in view', () => {
    expect(firstFrameCount(shapes, view, 1)).toBe(1);
    expect(firstFrameCount(shapes, view, 2)).toBe(3);
    expect(firstFrameCount(shapes, view, 3)).toBe(4);
  });

  it('takes every shape when fewer are in view than the first frame holds', () => {
    expect(firstFrameCount(shapes, view, 10)).toBe(5);
    expect(firstFrameCount([], view, 10)).toBe(0);
  });

  it('counts every shape as in view when the view is unknown', () => {
    expect(firstFrameCount(shapes, null, 2)).toBe(2);
  });

  it('stops at the limit when the bottom of the page is out of view', () => {
    const below = Array.from({ length: 50 }, (_, i) => rect(`o${i}`, 1000, 1000));
    expect(firstFrameCount([...below, ...shapes], view, 2, 20)).toBe(20);
  });
});

describe('reachOf', () => {
  it('covers a shape turned about its origin', () => {
    const box = reachOf({
      id: 'r',
      type: 'rect',
      attrs: { x: 50, y: 50, width: 30, height: 10, rotation: 180 },
    });
    expect(box.x).toBeLessThanOrEqual(20);
    expect(box.x + box.width).toBeGreaterThanOrEqual(80);
  });

  it('reaches along a line to its farthest point', () => {
    const box = reachOf({ id: 'l', type: 'line', attrs: { x: 0, y: 0, points: [0, 0, 200, 0] } });
    expect(box.x + box.width).toBeGreaterThanOrEqual(200);
  });
});
