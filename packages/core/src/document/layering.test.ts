import { describe, expect, it } from 'vitest';
import { fixture, orderOf } from './fixtures.test-util.ts';
import { reorderIds, reorderShapes } from './layering.ts';

const order = ['a', 'b', 'c', 'd'];

describe('reorder (spec §4 layering)', () => {
  it.each([
    ['front', ['b'], ['a', 'c', 'd', 'b']],
    ['forward', ['b'], ['a', 'c', 'b', 'd']],
    ['back', ['c'], ['c', 'a', 'b', 'd']],
    ['backward', ['c'], ['a', 'c', 'b', 'd']],
    ['front', ['a', 'c'], ['b', 'd', 'a', 'c']],
    ['forward', ['a', 'b'], ['c', 'a', 'b', 'd']],
    ['backward', ['c', 'd'], ['a', 'c', 'd', 'b']],
  ] as const)('%s of %j', (move, ids, expected) => {
    expect(reorderIds(order, ids, move)).toEqual(expected);
  });

  it.each([
    ['front', ['d']],
    ['forward', ['d']],
    ['back', ['a']],
    ['backward', ['a']],
    ['forward', ['c', 'd']],
    ['front', ['unknown']],
  ] as const)('%s of %j is a no-op at the end', (move, ids) => {
    expect(reorderIds(order, ids, move)).toBe(order);
  });

  it('reorders a layer of the document and returns it unchanged at the ends', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' }, { type: 'star' });
    const next = reorderShapes(f.doc, { ...f.ref('s1'), move: 'front' });
    expect(orderOf(f, next)).toEqual(['s2', 's3', 's1']);
    expect(reorderShapes(next, { ...f.ref('s1'), move: 'forward' })).toBe(next);
  });
});
