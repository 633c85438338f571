// What part of each page the user can see in the scrolling canvas area, in page units, so a
// new shape lands there (issue 15) rather than in a page centre scrolled out of sight.
import type { View } from '@nibble/core';
import { stageOf } from './stageRegistry.ts';

let viewport: HTMLElement | null = null;

/** The canvas area's scrolling viewport (CanvasArea registers it while mounted). */
export const registerCanvasViewport = (element: HTMLElement | null): void => {
  viewport = element;
};

/** The visible part of a page, or null when it is scrolled out of sight or not drawn. */
export const visiblePartOf = (pageId: string): View | null => {
  const stage = stageOf(pageId);
  if (!stage || !viewport) return null;
  const page = stage.container().getBoundingClientRect();
  const area = viewport.getBoundingClientRect();
  const zoom = stage.scaleX() || 1;
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
