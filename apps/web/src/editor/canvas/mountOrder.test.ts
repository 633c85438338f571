import type { Shape } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { mountSteps, reachOf } from './mountOrder.ts';

const rect = (id: string, x: number, y: number): Shape => ({
  id,
  type: 'rect',
  attrs: { x, y, width: 10, height: 10 },
});

describe('mountSteps', () => {
  const view = { x: 0, y: 0, width: 100, height: 100 };
  const shapes = [
    rect('a', 10, 10),
    rect('out1', 500, 500),
    rect('b', 20, 20),
    rect('c', 30, 30),
    rect('out2', 900, 10),
  ];

  it('mounts the first shapes in view, then every shape in view, then the rest', () => {
    const steps = mountSteps(shapes, view, 2).map((s) => [...s]);
    expect(steps).toEqual([
      ['a', 'b'],
      ['a', 'b', 'c'],
      ['a', 'out1', 'b', 'c', 'out2'],
    ]);
  });

  it('never takes back a shape it mounted', () => {
    const steps = mountSteps(shapes, view, 1);
    for (let i = 1; i < steps.length; i++)
      for (const id of steps[i - 1] ?? []) expect(steps[i]?.has(id)).toBe(true);
  });

  it('skips steps that add nothing', () => {
    expect(mountSteps(shapes, view, 10).map((s) => s.size)).toEqual([3, 5]);
    expect(mountSteps(shapes, null, 10).map((s) => s.size)).toEqual([5]);
    expect(mountSteps([], view).map((s) => s.size)).toEqual([0]);
  });

  it('starts with the bottom of the z-order when the view holds more than the first step', () => {
    const many = Array.from({ length: 5 }, (_, i) => rect(`s${i}`, 5 * i, 5 * i));
    expect([...(mountSteps(many, view, 3)[0] ?? [])]).toEqual(['s0', 's1', 's2']);
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
