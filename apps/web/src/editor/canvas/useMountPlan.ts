// Mounts a busy page in two frames (mountOrder.ts): the bottom of each document layer's
// z-order with the first shapes in view, then the rest. Pages no busier than the first frame
// mount whole at once, and so does every shape added after the page was opened.
import { listOf, type Page } from '@nibble/core';
import type Konva from 'konva';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { preloadPageFaces } from '../text/ready.ts';
import { FIRST_FRAME_SHAPES, firstFrameCount } from './mountOrder.ts';
import { visiblePartOfStage } from './visibleArea.ts';

export interface MountPlan {
  /** How many shapes at the bottom of each document layer form its first part. */
  heads: ReadonlyMap<string, number>;
  /** False until the rest of each layer is mounted too. */
  complete: boolean;
}

const WHOLE: MountPlan = { heads: new Map(), complete: true };

const shapeCount = (page: Page) =>
  listOf(page.layers).reduce((n, layer) => n + layer.shapes.order.length, 0);

/** A page with more shapes than the first frame holds: mounted in two frames, groups kept as bitmaps. */
export const isBusy = (page: Page): boolean => shapeCount(page) > FIRST_FRAME_SHAPES;

/**
 * How long after the first frame the rest of a busy page waits for its texts' faces, at most.
 * Mounted with its faces in, each text is laid out and drawn once as it mounts; mounted
 * before, every text of the page is laid out and drawn again when the faces arrive (on a
 * slow laptop that second pass costs a third of the mount). Longer than a font file takes
 * from this server while the tab is idle, short enough that a slow network does not hold
 * the page's other shapes.
 */
export const REST_WAITS_FOR_FACES_MS = 300;

/** Busy pages whose rest is not mounted yet, and what waits for all of them. */
const mounting = new Set<object>();
const waiting = new Set<() => void>();

const settleIfWhole = () => {
  if (mounting.size > 0) return;
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
};

/**
 * Runs `run` once every busy page on screen is mounted whole (at once when none is mounting);
 * answers how to call it off. What comes after the page (the editor's panels) waits for it:
 * rendered between a page's first part and its rest, it held the rest back.
 */
export function afterPagesMountedWhole(run: () => void): () => void {
  if (mounting.size === 0) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/** The plan to mount the page by, or null while it is made (before the first paint). */
export function useMountPlan(
  page: Page,
  stageRef: RefObject<Konva.Stage | null>,
): MountPlan | null {
  const [plan, setPlan] = useState<MountPlan | null>(() => (isBusy(page) ? null : WHOLE));
  const faces = useRef<Promise<void> | null>(null);

  // Once the stage is in the page and its place on screen is known, before the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: planned once, for the page as opened
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (plan || !stage) return;
    const layers = listOf(page.layers);
    const shapes = layers.flatMap((layer) => listOf(layer.shapes));
    let left = firstFrameCount(shapes, visiblePartOfStage(stage));
    const heads = new Map<string, number>();
    for (const layer of layers) {
      const head = Math.min(left, layer.shapes.order.length);
      heads.set(layer.id, head);
      left -= head;
    }
    setPlan({ heads, complete: false });
    // Asked for when the design arrived (EditorScreen); asked again here, the same loads.
    faces.current = preloadPageFaces(page);
  }, []);

  const complete = plan?.complete ?? false;
  useLayoutEffect(() => {
    if (complete) return;
    const page = {};
    mounting.add(page);
    return () => {
      mounting.delete(page);
      settleIfWhole();
    };
  }, [complete]);

  // The rest once the first part is on screen (after the frame that drew it) and the page's
  // faces are loaded, or REST_WAITS_FOR_FACES_MS later.
  useEffect(() => {
    if (!plan || plan.complete) return;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mountRest = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      setPlan({ heads: plan.heads, complete: true });
    };
    const id = requestAnimationFrame(() => {
      timer = setTimeout(mountRest, REST_WAITS_FOR_FACES_MS);
      void faces.current?.then(() => setTimeout(mountRest, 0));
    });
    return () => {
      done = true;
      cancelAnimationFrame(id);
      clearTimeout(timer);
    };
  }, [plan]);

  return plan;
}
