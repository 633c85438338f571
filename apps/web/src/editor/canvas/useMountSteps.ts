// Mounts a busy page over a few frames (mountOrder.ts): the shapes in view first, so the
// first frame comes quickly, then the rest. A page no busier than the first step mounts
// whole at once, as does every shape added after the page was opened.
import { listOf, type Page } from '@nibble/core';
import type Konva from 'konva';
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { FIRST_FRAME_SHAPES, mountSteps } from './mountOrder.ts';
import { visiblePartOfStage } from './visibleArea.ts';

const NOTHING: ReadonlySet<string> = new Set();

const shapeCount = (page: Page) =>
  listOf(page.layers).reduce((n, layer) => n + layer.shapes.order.length, 0);

/** The ids to mount now, or null once every shape is (and from then on). */
export function useMountSteps(
  page: Page,
  stageRef: RefObject<Konva.Stage | null>,
): ReadonlySet<string> | null {
  const [steps, setSteps] = useState<Array<ReadonlySet<string>> | null>(() =>
    shapeCount(page) > FIRST_FRAME_SHAPES ? [] : null,
  );
  const [index, setIndex] = useState(0);

  // Before the first paint, once the stage is in the page and its place on screen is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: planned once, for the page as opened
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!steps || steps.length > 0 || !stage) return;
    const shapes = listOf(page.layers).flatMap((layer) => listOf(layer.shapes));
    setSteps(mountSteps(shapes, visiblePartOfStage(stage)));
  }, []);

  // Each next step once the previous one is on screen (after the frame that drew it).
  useEffect(() => {
    if (!steps || steps.length === 0 || index >= steps.length - 1) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const id = requestAnimationFrame(() => {
      timer = setTimeout(() => setIndex((i) => i + 1), 0);
    });
    return () => {
      cancelAnimationFrame(id);
      clearTimeout(timer);
    };
  }, [steps, index]);

  if (!steps) return null;
  if (steps.length === 0) return NOTHING;
  // The last step is every shape: from then on, shapes added later mount at once too.
  return index < steps.length - 1 ? (steps[index] ?? NOTHING) : null;
}
