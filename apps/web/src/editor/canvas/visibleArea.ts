// What part of each page the user can see in the scrolling canvas area, in page units, so a
// new shape lands there (issue 15) rather than in a page centre scrolled out of sight, and a
// busy page mounts what is in sight first.
import type { View } from '@nibble/core';
import type Konva from 'konva';
import { stageOf } from './stageRegistry.ts';

let viewport: HTMLElement | null = null;

/** The canvas area's scrolling viewport (CanvasArea registers it while mounted). */
export const registerCanvasViewport = (element: HTMLElement | null): void => {
  viewport = element;
};

/** The canvas area's scrolling viewport, when it is mounted (the phone keeps a text in it). */
export const canvasViewport = (): HTMLElement | null => viewport;

type Rect = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

/** The part of a page drawn at `page` (screen box) that lies inside `area`, in page units. */
export const partInView = (page: Rect, area: Rect, zoom: number): View | null => {
  const left = Math.max(page.left, area.left);
  const top = Math.max(page.top, area.top);
  const right = Math.min(page.right, area.right);
  const bottom = Math.min(page.bottom, area.bottom);
  if (right - left < 1 || bottom - top < 1) return null;
  return {
    x: (left - page.left) / zoom,
    y: (top - page.top) / zoom,
    width: (right - left) / zoom,
    height: (bottom - top) / zoom,
  };
};

/**
 * The visible part of a stage's page. Before the canvas area has registered its viewport
 * (while it mounts), the window stands for it.
 */
export const visiblePartOfStage = (stage: Konva.Stage): View | null => {
  const area = viewport?.getBoundingClientRect() ?? {
    left: 0,
    top: 0,
    right: window.innerWidth,
    bottom: window.innerHeight,
  };
  return partInView(stage.container().getBoundingClientRect(), area, stage.scaleX() || 1);
};

/** The visible part of a page, or null when it is scrolled out of sight or not drawn. */
export const visiblePartOf = (pageId: string): View | null => {
  const stage = stageOf(pageId);
  if (!stage || !viewport) return null;
  return partInView(
    stage.container().getBoundingClientRect(),
    viewport.getBoundingClientRect(),
    stage.scaleX() || 1,
  );
};
