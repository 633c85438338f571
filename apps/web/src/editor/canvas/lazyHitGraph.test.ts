import { describe, expect, it } from 'vitest';
import { drawHitGraphLazily, type HitGraphLayer, idleAfter } from './lazyHitGraph.ts';

/** A layer whose hit graph is a number: the scene version it was last drawn from. */
function fakeLayer() {
  const log: string[] = [];
  const layer = {
    scene: 0,
    hit: 0,
    drawHit(canvas?: unknown) {
      log.push(canvas ? 'hit-elsewhere' : 'hit');
      if (!canvas) this.hit = this.scene;
      return this;
    },
    getIntersection() {
      log.push('test');
      return this.hit;
    },
  };
  return { layer, log };
}

function manualScheduler() {
  const queued: Array<() => void> = [];
  return {
    queued,
    later(run: () => void) {
      queued.push(run);
      return () => queued.splice(queued.indexOf(run), 1);
    },
  };
}

/** A fake layer drawn lazily, on a scheduler the test runs by hand. */
function lazyLayer() {
  const { layer, log } = fakeLayer();
  const scheduler = manualScheduler();
  drawHitGraphLazily(layer as HitGraphLayer, scheduler);
  return { layer, log, scheduler };
}

describe('drawHitGraphLazily', () => {
  it('draws the hit graph later, once for many draws', () => {
    const { layer, log, scheduler } = lazyLayer();
    layer.scene = 1;
    layer.drawHit();
    layer.scene = 2;
    layer.drawHit();
    expect(log).toEqual([]);
    expect(scheduler.queued).toHaveLength(1);
    scheduler.queued[0]?.();
    expect(log).toEqual(['hit']);
    expect(layer.hit).toBe(2);
  });

  it('brings the hit graph up to date before a hit test', () => {
    const { layer, log, scheduler } = lazyLayer();
    layer.scene = 3;
    layer.drawHit();
    expect(layer.getIntersection()).toBe(3);
    expect(log).toEqual(['hit', 'test']);
    expect(scheduler.queued).toHaveLength(0);
    layer.getIntersection();
    expect(log).toEqual(['hit', 'test', 'test']);
  });

  it('passes draws into another canvas straight through', () => {
    const { layer, log } = lazyLayer();
    layer.drawHit({});
    expect(log).toEqual(['hit-elsewhere']);
  });

  it('puts the layer back as it was, its hit graph current', () => {
    const { layer, log } = fakeLayer();
    const original = layer.drawHit;
    const undo = drawHitGraphLazily(layer as HitGraphLayer, manualScheduler());
    layer.scene = 4;
    layer.drawHit();
    undo();
    expect(layer.hit).toBe(4);
    expect(layer.drawHit).toBe(original);
    expect(log).toEqual(['hit']);
  });

  it('holds the idle draw until the page is mounted whole, but not a hit test', () => {
    const { layer, log } = fakeLayer();
    const idle = manualScheduler();
    // What waits for the page, as afterPagesMountedWhole keeps it.
    const waiting = new Set<() => void>();
    const untilWhole = (go: () => void) => {
      waiting.add(go);
      return () => waiting.delete(go);
    };
    const mountedWhole = () => {
      for (const go of waiting) go();
      waiting.clear();
    };
    drawHitGraphLazily(layer as HitGraphLayer, idleAfter(untilWhole, idle));
    layer.scene = 1;
    layer.drawHit();
    expect(idle.queued).toHaveLength(0);
    expect(layer.getIntersection()).toBe(1);
    layer.scene = 2;
    layer.drawHit();
    mountedWhole();
    expect(idle.queued).toHaveLength(1);
    idle.queued[0]?.();
    expect(log).toEqual(['hit', 'test', 'hit']);
    expect(layer.hit).toBe(2);
  });
});
