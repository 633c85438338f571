// Mounts a busy page in two frames (mountOrder.ts): the bottom of each document layer's
// z-order with the first shapes in view, then the rest. Pages no busier than the first frame
// mount whole at once, and so does every shape added after the page was opened.
import { listOf, type Page } from '@nibble/core';
import type Konva from 'konva';
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
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

/** The plan to mount the page by, or null while it is made (before the first paint). */
export function useMountPlan(
  page: Page,
  stageRef: RefObject<Konva.Stage | null>,
): MountPlan | null {
  const [plan, setPlan] = useState<MountPlan | null>(() => (isBusy(page) ? null : WHOLE));

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
    // The faces load while the first part is drawn: the rest's texts then draw as they mount.
    void preloadPageFaces(page);
  }, []);

  // The rest once the first part is on screen (after the frame that drew it).
  useEffect(() => {
    if (!plan || plan.complete) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const id = requestAnimationFrame(() => {
      timer = setTimeout(() => setPlan({ heads: plan.heads, complete: true }), 0);
    });
    return () => {
      cancelAnimationFrame(id);
      clearTimeout(timer);
    };
  }, [plan]);

  return plan;
}
