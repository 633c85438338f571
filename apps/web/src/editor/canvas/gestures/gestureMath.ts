// The pure part of the canvas's touch gestures (issue 29): how a one-finger press is told
// apart (tap, drag, long-press), and how a two-finger pinch zooms about its midpoint.

export interface Point {
  x: number;
  y: number;
}

/** How far a finger may wander (CSS px) and still be a tap or a long-press. */
export const TOUCH_SLOP = 8;
/** How long a still finger makes a long-press (ms). */
export const LONG_PRESS_MS = 500;
/** Two taps on the same thing within this are a double-tap (ms), as Konva's dblClickWindow. */
export const DOUBLE_TAP_MS = 400;
/** The zoom a pinch stays within (the canvas's own limits: fit.ts and the zoom presets). */
export const PINCH_LIMITS = { min: 0.1, max: 5 } as const;

export type PressKind = 'pending' | 'tap' | 'drag' | 'long-press';

/**
 * What a one-finger press is so far: `moved` is the farthest it went from where it started,
 * `held` how long it has lasted, `up` whether the finger has lifted.
 */
export function classifyPress(press: { moved: number; held: number; up: boolean }): PressKind {
  if (press.moved > TOUCH_SLOP) return 'drag';
  if (press.held >= LONG_PRESS_MS) return 'long-press';
  return press.up ? 'tap' : 'pending';
}

export const distance = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The zoom after the fingers went from `startDistance` apart to `nowDistance`, within limits. */
export function pinchZoom(
  startZoom: number,
  startDistance: number,
  nowDistance: number,
  limits: { min: number; max: number } = PINCH_LIMITS,
): number {
  if (startDistance <= 0) return startZoom;
  const zoom = (startZoom * nowDistance) / startDistance;
  return Math.min(limits.max, Math.max(limits.min, zoom));
}

/** The page point (page units) under a screen point, for a page drawn at `origin` at `zoom`. */
export const pagePointAt = (screen: Point, origin: Point, zoom: number): Point => ({
  x: (screen.x - origin.x) / zoom,
  y: (screen.y - origin.y) / zoom,
});

/**
 * How far to scroll (CSS px, added to scrollLeft/scrollTop) so that `pagePoint`, on a page now
 * drawn at `origin` at `zoom`, lies under the fingers' midpoint `screen`: the page zooms about
 * the midpoint and follows it as it moves (pan).
 */
export const scrollToKeep = (
  pagePoint: Point,
  origin: Point,
  zoom: number,
  screen: Point,
): Point => ({
  x: origin.x + pagePoint.x * zoom - screen.x,
  y: origin.y + pagePoint.y * zoom - screen.y,
});

/** A CSS transform of the canvas's content while a pinch lasts: translate, then scale. */
export interface PinchPreview {
  x: number;
  y: number;
  scale: number;
}

/**
 * How a pinch shows the canvas while it lasts, without laying out or drawing anything anew:
 * the content, laid out at the pinch's start zoom with its top left at `origin` (screen px,
 * `transform-origin: 0 0`), is scaled by `scale` (now zoom / start zoom) and moved so that what
 * was under the fingers' first midpoint `start` lies under their midpoint `now`.
 */
export const pinchPreview = (
  origin: Point,
  start: Point,
  scale: number,
  now: Point,
): PinchPreview => ({
  x: now.x - origin.x - scale * (start.x - origin.x),
  y: now.y - origin.y - scale * (start.y - origin.y),
  scale,
});

/** The CSS `transform` value of a pinch preview. */
export const previewTransform = ({ x, y, scale }: PinchPreview): string =>
  `translate(${x}px, ${y}px) scale(${scale})`;
