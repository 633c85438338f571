import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byPositionThenId, longestIncreasingRun, placeInOrder, positionsFor } from './order.ts';

/** The order a reader sees once `changes` are written over `current`. */
const orderAfter = (
  ids: readonly string[],
  current: ReadonlyMap<string, string>,
  changes: ReadonlyMap<string, string>,
): string[] =>
  ids
    .map((id) => ({ id, position: changes.get(id) ?? (current.get(id) as string) }))
    .sort(byPositionThenId)
    .map((entry) => entry.id);

describe('longestIncreasingRun', () => {
  it('finds a longest strictly increasing run and skips gaps', () => {
    expect([...longestIncreasingRun(['a1', 'a3', 'a2', 'a4'])].sort()).toHaveLength(3);
    expect([...longestIncreasingRun(['a2', null, 'a1', 'a3'])]).not.toContain(1);
    expect(longestIncreasingRun([])).toEqual(new Set());
  });

  it('never keeps two equal keys', () => {
    const run = longestIncreasingRun(['a1', 'a2', 'a2', 'a3']);
    expect(run.size).toBe(3);
    expect(run.has(1) && run.has(2)).toBe(false);
  });
});

describe('placeInOrder', () => {
  const positions = (entries: Record<string, string>) => new Map(Object.entries(entries));

  it('moves only the item that moved', () => {
    const current = positions({ a: 'a0', b: 'a1', c: 'a2' });
    const changes = placeInOrder(['b', 'c', 'a'], current);
    expect([...changes.keys()]).toEqual(['a']);
    expect(orderAfter(['a', 'b', 'c'], current, changes)).toEqual(['b', 'c', 'a']);
  });

  it('places new items between their neighbours', () => {
    const current = positions({ a: 'a0', b: 'a1' });
    const changes = placeInOrder(['a', 'x', 'y', 'b', 'z'], current);
    expect([...changes.keys()].sort()).toEqual(['x', 'y', 'z']);
    expect(orderAfter(['a', 'b', 'x', 'y', 'z'], current, changes)).toEqual([
      'a',
      'x',
      'y',
      'b',
      'z',
    ]);
  });

  it('puts an item between two that share a position (two people added at the same spot)', () => {
    const current = positions({ z: 'a0', x: 'a1', y: 'a1' });
    const changes = placeInOrder(['x', 'z', 'y'], current);
    expect(orderAfter(['x', 'y', 'z'], current, changes)).toEqual(['x', 'z', 'y']);
  });

  it('re-keys an unusable stored position instead of failing', () => {
    const current = positions({ a: 'a0', b: '!!', c: 'a2' });
    const changes = placeInOrder(['a', 'c', 'b'], current);
    expect(orderAfter(['a', 'b', 'c'], current, changes)).toEqual(['a', 'c', 'b']);
  });

  it('realises any target order from any starting positions (fast-check)', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...positionsFor(4)), { minLength: 6, maxLength: 6 }),
        fc.shuffledSubarray(ids, { minLength: 6, maxLength: 6 }),
        fc.subarray(ids),
        (start, target, fresh) => {
          // Some items are new (no position yet); the rest may tie on a few positions.
          const current = new Map(
            ids.flatMap((id, i) => (fresh.includes(id) ? [] : [[id, start[i] as string] as const])),
          );
          const changes = placeInOrder(target, current);
          expect(orderAfter(ids, current, changes)).toEqual(target);
        },
      ),
    );
  });
});
