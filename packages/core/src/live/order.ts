// The order of a collection as one fractional index per item (README.md: why not an array).
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/** Positions for `count` items in a row, for a collection written from scratch. */
export const positionsFor = (count: number): string[] => generateNKeysBetween(null, null, count);

/**
 * The next `count` positions after `previous` (null: from the start), the very keys
 * `positionsFor` gives in that place: a long row can be written a part at a time.
 */
export const positionsAfter = (previous: string | null, count: number): string[] =>
  generateNKeysBetween(previous, null, count);

/** The live order: by position, then by id for equal positions (plain code-unit order). */
export const byPositionThenId = (
  a: { position: string; id: string },
  b: { position: string; id: string },
): number => {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return 0;
};

/** Whether a stored position is a key the generator can place another key beside. */
const isUsablePosition = (position: string): boolean => {
  try {
    generateKeyBetween(position, null);
    return true;
  } catch {
    return false;
  }
};

/**
 * The indices of a longest run of `keys` (in their order) that strictly increases; null keys
 * are never part of it. Patience sorting, O(n log n).
 */
export const longestIncreasingRun = (keys: readonly (string | null)[]): Set<number> => {
  const tails: number[] = [];
  const previous: number[] = new Array(keys.length).fill(-1);
  keys.forEach((key, i) => {
    if (key === null) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((keys[tails[middle] as number] as string) < key) low = middle + 1;
      else high = middle;
    }
    previous[i] = low > 0 ? (tails[low - 1] as number) : -1;
    tails[low] = i;
  });
  const run = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i !== -1; i = previous[i] as number) run.add(i);
  return run;
};

/**
 * Positions that put `ids` in this order, given the positions some of them have now. The items
 * of a longest run already in order keep theirs (so a concurrent move of another item is not
 * undone); every other item, and every item without a position, gets a key between its kept
 * neighbours. Items tied on one position are never both kept, so a key always fits between.
 * Answers only the positions that change.
 */
export const placeInOrder = (
  ids: readonly string[],
  current: ReadonlyMap<string, string>,
): Map<string, string> => {
  const keys = ids.map((id) => {
    const position = current.get(id);
    return position !== undefined && isUsablePosition(position) ? position : null;
  });
  const kept = longestIncreasingRun(keys);
  const changes = new Map<string, string>();
  let lower: string | null = null;
  let run: string[] = [];
  const placeRun = (upper: string | null) => {
    if (run.length === 0) return;
    const fresh = generateNKeysBetween(lower, upper, run.length);
    for (const [i, id] of run.entries()) changes.set(id, fresh[i] as string);
    run = [];
  };
  ids.forEach((id, i) => {
    if (!kept.has(i)) {
      run.push(id);
      return;
    }
    const position = keys[i] as string;
    placeRun(position);
    lower = position;
  });
  placeRun(null);
  return changes;
};
