// A layer's hit graph (the hidden canvas Konva reads to know which shape is under the
// pointer) costs as much to draw as the scene. With thousands of shapes, redrawing it with
// every edit doubles the time until the edit shows. Here the scene is drawn at once and the
// hit graph when the browser is idle, or right before a hit test needs it, whichever comes
// first: every hit test still reads a hit graph of the current scene.

/** The part of a Konva layer this needs (a structural type, so a test can stand in). */
export interface HitGraphLayer {
  drawHit(canvas?: unknown, top?: unknown): unknown;
  getIntersection(pos: { x: number; y: number }): unknown;
}

interface Scheduler {
  later(run: () => void): () => void;
}

const idle: Scheduler = {
  later(run) {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 500 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 100);
    return () => clearTimeout(id);
  },
};

/**
 * The idle scheduler, held until `wait` lets it go (a busy page mounted whole:
 * afterPagesMountedWhole); `wait` answers how to call its own wait off.
 */
export const idleAfter = (
  wait: (go: () => void) => () => void,
  after: Scheduler = idle,
): Scheduler => ({
  later(run) {
    let cancelLater: (() => void) | undefined;
    const stopWaiting = wait(() => {
      cancelLater = after.later(run);
    });
    return () => {
      stopWaiting();
      cancelLater?.();
    };
  },
});

/** Makes the layer draw its hit graph lazily; answers a function that undoes it. */
export function drawHitGraphLazily(layer: HitGraphLayer, scheduler: Scheduler = idle): () => void {
  const drawHit = layer.drawHit;
  const getIntersection = layer.getIntersection;
  let stale = false;
  let cancel: (() => void) | null = null;
  const flush = () => {
    cancel?.();
    cancel = null;
    if (!stale) return;
    stale = false;
    drawHit.call(layer);
  };
  layer.drawHit = function (this: HitGraphLayer, canvas?: unknown, top?: unknown) {
    // A draw into another canvas (an export, a cache) is not the layer's own hit graph.
    if (canvas !== undefined || top !== undefined) return drawHit.call(this, canvas, top);
    stale = true;
    cancel ??= scheduler.later(flush);
    return this;
  };
  layer.getIntersection = function (this: HitGraphLayer, pos: { x: number; y: number }) {
    flush();
    return getIntersection.call(this, pos);
  };
  return () => {
    flush();
    layer.drawHit = drawHit;
    layer.getIntersection = getIntersection;
  };
}
