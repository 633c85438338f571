// Alignment guides while dragging: the moving box's edges and centre snap to the page's
// edges and centre and to the other shapes' edges and centres when close enough. The lines
// are sorted once, when the drag starts, and each move looks up the nearest by bisection: on
// a page of 5 000 shapes a scan of every line at every move took a fifth of the drag's
// frames at 4x CPU throttling (bench/editor/README.md).

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Guide lines on each axis, in ascending order (guideLinesFor). */
export interface GuideLines {
  vertical: readonly number[];
  horizontal: readonly number[];
}

export interface Snap {
  dx: number;
  dy: number;
  /** The guide lines the box now touches (to draw), null when not snapped on that axis. */
  vertical: number | null;
  horizontal: number | null;
}

/** Page-unit distance under which a guide pulls the box onto it. */
export const SNAP_THRESHOLD = 6;

export const guideLinesFor = (
  page: { width: number; height: number },
  others: readonly Box[],
): GuideLines => {
  const vertical = [0, page.width / 2, page.width];
  const horizontal = [0, page.height / 2, page.height];
  for (const b of others) {
    vertical.push(b.x, b.x + b.width / 2, b.x + b.width);
    horizontal.push(b.y, b.y + b.height / 2, b.y + b.height);
  }
  const ascending = (a: number, b: number) => a - b;
  return { vertical: vertical.sort(ascending), horizontal: horizontal.sort(ascending) };
};

/** Index of the first of the ascending `lines` at or after `value` (lines.length: none). */
function firstAtOrAfter(lines: readonly number[], value: number): number {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((lines[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The line nearest to any of the edges within the threshold: on a tie, the earlier edge, and
 * for one edge the line before it.
 */
const nearest = (edges: readonly number[], lines: readonly number[], threshold: number) => {
  let best: { delta: number; line: number } | null = null;
  for (const edge of edges) {
    const after = firstAtOrAfter(lines, edge);
    for (const line of [lines[after - 1], lines[after]]) {
      if (line === undefined) continue;
      const delta = line - edge;
      if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta)))
        best = { delta, line };
    }
  }
  return best;
};

export const snapBox = (box: Box, lines: GuideLines, threshold: number = SNAP_THRESHOLD): Snap => {
  const v = nearest([box.x, box.x + box.width / 2, box.x + box.width], lines.vertical, threshold);
  const h = nearest(
    [box.y, box.y + box.height / 2, box.y + box.height],
    lines.horizontal,
    threshold,
  );
  return {
    dx: v?.delta ?? 0,
    dy: h?.delta ?? 0,
    vertical: v?.line ?? null,
    horizontal: h?.line ?? null,
  };
};
