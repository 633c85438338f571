// The canvas's one touch gesture layer (issue 29). Fingers on the canvas area are read here,
// from pointer events, and nowhere else: the area has `touch-action: none`, so the browser
// neither scrolls nor zooms the page under them, and the touches that land on a page's canvas
// are kept from Konva (whose own multi-touch drags let a pinch move shapes). What a finger does:
// - a tap selects the shape under it (the page's background: the page); two taps on a text
//   open it for editing;
// - one finger on a shape drags it at once, selected or not, through the page's own drag
//   (snapping, guides, one undo step, as the mouse's);
// - one finger on empty canvas, or on a shape that cannot move, pans the view;
// - two fingers pinch-zoom about their midpoint and pan; a drag under way is put back first:
//   two fingers never move a shape. While the fingers move, the pages' list is only
//   CSS-transformed (no React render, no Konva draw: a page of 500 shapes redrawn per frame
//   ran at 8 fps on a slow phone); the zoom is stored once, when the pinch ends, and the view
//   scrolled so the page point under the fingers stays there;
// - a still finger on a shape for LONG_PRESS_MS opens the shape's menu;
// - a finger on a selection handle is Konva's (the Transformer resizes and rotates).
// The mouse and the pen are left alone: the desktop editor is unchanged.
// Over 300 lines: one state machine of the fingers (tap, drag, pan, pinch, long press) whose
// states hand over to each other; the maths is in gestureMath.ts, the pinch preview apart.
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { EditorStore } from '../../store/editorStore.ts';
import {
  classifyPress,
  DOUBLE_TAP_MS,
  distance,
  LONG_PRESS_MS,
  midpoint,
  type Point,
  pagePointAt,
  pinchPreview,
  pinchZoom,
  previewTransform,
  scrollToKeep,
} from './gestureMath.ts';
import { isHandle, nearestPageTouch, nodeAt, type PageTouch, pageTouchAt } from './pageTouch.ts';

export interface GestureOptions {
  /** A long-press on a shape (now selected): open its menu at this screen point. */
  onLongPress(at: Point): void;
  /** Any finger came down on the canvas area (an open shape menu closes). */
  onTouch(): void;
}

interface Press {
  kind: 'press';
  id: number;
  start: Point;
  now: Point;
  time: number;
  moved: number;
  page: PageTouch | null;
  shape: Konva.Node | null;
  background: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  mode: 'pending' | 'drag' | 'pan';
  nodeStart: Point;
  scrollStart: Point;
}

interface Pinch {
  kind: 'pinch';
  ids: [number, number];
  page: PageTouch;
  pagePoint: Point;
  startZoom: number;
  startDistance: number;
  frame: number | null;
  /** The element transformed while the pinch lasts (the pages' list), its top left on screen, and the first midpoint. */
  content: HTMLElement;
  origin: Point;
  startMid: Point;
  /** The zoom and midpoint the fingers give now (stored when the pinch ends). */
  zoom: number;
  mid: Point;
}

type Session = { kind: 'idle' } | { kind: 'handle' } | { kind: 'done' } | Press | Pinch;

const INTERACTIVE =
  'button, a, input, textarea, select, [role="button"], [role="menuitem"], [contenteditable="true"]';

const onCanvas = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('.konvajs-content') !== null;

export function useCanvasGestures(
  viewport: HTMLElement | null,
  store: EditorStore,
  options: GestureOptions,
): void {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!viewport) return;
    const fingers = new Map<number, Point>();
    let session: Session = { kind: 'idle' };
    let lastTap: { id: string; time: number } | null = null;

    const ours = () => session.kind !== 'idle' && session.kind !== 'handle';
    /** Keeps an event of our gesture from Konva (and the browser's mouse emulation). */
    const keep = (event: Event) => {
      if (!ours() || !onCanvas(event.target)) return;
      event.stopPropagation();
      if (event.cancelable && event.type.startsWith('touch')) event.preventDefault();
    };

    /** What a pinch transforms: the child of the scroll area's content holding the pages. */
    const pinchedPart = (stageContainer: HTMLElement): HTMLElement | null => {
      const content = viewport.firstElementChild;
      let part: HTMLElement | null = stageContainer;
      while (part && part.parentElement !== content) part = part.parentElement;
      return part;
    };

    /**
     * The scroll area's content keeps the scroll range it had while a pinch lasts: shrunk by a
     * pinch out, the range would clamp the scroll and the page would jump mid-gesture.
     */
    const holdScrollRange = (hold: boolean) => {
      const content = viewport.firstElementChild;
      if (!(content instanceof HTMLElement)) return;
      content.style.minWidth = hold ? `${viewport.scrollWidth}px` : '';
      content.style.minHeight = hold ? `${viewport.scrollHeight}px` : '';
    };

    const clearTimer = () => {
      if (session.kind === 'press' && session.timer) clearTimeout(session.timer);
    };

    const endPress = (press: Press, commit: boolean) => {
      clearTimer();
      if (press.mode === 'drag' && press.shape && press.page)
        press.page.drag.end(press.shape, commit);
    };

    const startPinch = (a: Point, b: Point, ids: [number, number]) => {
      const mid = midpoint(a, b);
      const page = pageTouchAt(mid) ?? nearestPageTouch(mid);
      if (!page) {
        session = { kind: 'done' };
        return;
      }
      const content = pinchedPart(page.stage.container());
      if (!content) {
        session = { kind: 'done' };
        return;
      }
      const box = page.stage.container().getBoundingClientRect();
      const zoom = page.zoom();
      const at = content.getBoundingClientRect();
      holdScrollRange(true);
      content.style.transformOrigin = '0 0';
      content.style.willChange = 'transform';
      session = {
        kind: 'pinch',
        ids,
        page,
        pagePoint: pagePointAt(mid, { x: box.left, y: box.top }, zoom),
        startZoom: zoom,
        startDistance: distance(a, b),
        frame: null,
        content,
        origin: { x: at.left, y: at.top },
        startMid: mid,
        zoom,
        mid,
      };
    };

    /** Reads the fingers into the pinch's zoom and midpoint (false: one of them is gone). */
    const followFingers = (pinch: Pinch): boolean => {
      const a = fingers.get(pinch.ids[0]);
      const b = fingers.get(pinch.ids[1]);
      if (!a || !b) return false;
      pinch.zoom = pinchZoom(pinch.startZoom, pinch.startDistance, distance(a, b));
      pinch.mid = midpoint(a, b);
      return true;
    };

    const pinchFrame = (pinch: Pinch) => {
      pinch.frame = null;
      if (session !== pinch || !followFingers(pinch)) return;
      const scale = pinch.zoom / pinch.startZoom;
      pinch.content.style.transform = previewTransform(
        pinchPreview(pinch.origin, pinch.startMid, scale, pinch.mid),
      );
    };

    const clearPreview = (pinch: Pinch) => {
      if (pinch.frame !== null) cancelAnimationFrame(pinch.frame);
      pinch.frame = null;
      pinch.content.style.transform = '';
      pinch.content.style.transformOrigin = '';
      pinch.content.style.willChange = '';
      holdScrollRange(false);
    };

    /** The pinch ends: its zoom is stored (one update), and the view scrolled to where it showed. */
    const endPinch = (pinch: Pinch) => {
      followFingers(pinch);
      clearPreview(pinch);
      // Drawn now, so the page's new place can be read and scrolled to before the next paint.
      if (pinch.zoom !== pinch.startZoom) flushSync(() => store.getState().setZoom(pinch.zoom));
      const box = pinch.page.stage.container().getBoundingClientRect();
      const by = scrollToKeep(
        pinch.pagePoint,
        { x: box.left, y: box.top },
        pinch.page.zoom(),
        pinch.mid,
      );
      viewport.scrollLeft += by.x;
      viewport.scrollTop += by.y;
    };

    const longPress = (press: Press) => {
      press.timer = null;
      if (session !== press || press.mode !== 'pending' || !press.shape || !press.page) return;
      if (classifyPress({ moved: press.moved, held: LONG_PRESS_MS, up: false }) !== 'long-press')
        return;
      press.page.press(press.shape);
      session = { kind: 'done' };
      latest.current.onLongPress(press.now);
    };

    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      const point = { x: event.clientX, y: event.clientY };
      const target = event.target;
      if (session.kind === 'idle') {
        if (!onCanvas(target) && target instanceof Element && target.closest(INTERACTIVE) !== null)
          return;
        latest.current.onTouch();
        const page = pageTouchAt(point);
        const node = page ? nodeAt(page, point) : null;
        if (node && isHandle(node)) {
          session = { kind: 'handle' };
          fingers.set(event.pointerId, point);
          return;
        }
        // A text being edited ends, as a mouse press elsewhere ends it (its blur).
        const active = document.activeElement;
        if (active instanceof HTMLElement && active !== document.body && onCanvas(target))
          active.blur();
        const shape = node?.hasName('shape') ? node : null;
        const press: Press = {
          kind: 'press',
          id: event.pointerId,
          start: point,
          now: point,
          time: event.timeStamp,
          moved: 0,
          page,
          shape,
          background: node?.hasName('background') ?? false,
          timer: null,
          mode: 'pending',
          nodeStart: { x: 0, y: 0 },
          scrollStart: { x: viewport.scrollLeft, y: viewport.scrollTop },
        };
        if (shape) press.timer = setTimeout(() => longPress(press), LONG_PRESS_MS);
        session = press;
        fingers.set(event.pointerId, point);
        keep(event);
        return;
      }
      fingers.set(event.pointerId, point);
      if (session.kind === 'press') {
        // A second finger: whatever the first began is undone, and the two pinch.
        const first = fingers.get(session.id) ?? session.now;
        endPress(session, false);
        startPinch(first, point, [session.id, event.pointerId]);
      }
      keep(event);
    };

    const move = (event: PointerEvent) => {
      if (event.pointerType !== 'touch' || !fingers.has(event.pointerId)) return;
      const point = { x: event.clientX, y: event.clientY };
      fingers.set(event.pointerId, point);
      keep(event);
      if (session.kind === 'pinch') {
        const pinch = session;
        if (pinch.ids.includes(event.pointerId) && pinch.frame === null)
          pinch.frame = requestAnimationFrame(() => pinchFrame(pinch));
        return;
      }
      if (session.kind !== 'press' || event.pointerId !== session.id) return;
      const press = session;
      press.now = point;
      press.moved = Math.max(press.moved, distance(press.start, point));
      if (press.mode === 'pending') {
        if (classifyPress({ moved: press.moved, held: 0, up: false }) !== 'drag') return;
        clearTimer();
        const shape = press.shape;
        if (shape?.draggable() && press.page) {
          press.page.press(shape);
          if (press.page.drag.begin(shape)) {
            press.mode = 'drag';
            press.nodeStart = shape.position();
          } else press.mode = 'pan';
        } else press.mode = 'pan';
      }
      const dx = point.x - press.start.x;
      const dy = point.y - press.start.y;
      if (press.mode === 'drag' && press.shape && press.page) {
        const zoom = press.page.zoom() || 1;
        press.shape.position({
          x: press.nodeStart.x + dx / zoom,
          y: press.nodeStart.y + dy / zoom,
        });
        press.page.drag.move(press.shape);
        press.shape.getLayer()?.batchDraw();
      } else if (press.mode === 'pan') {
        viewport.scrollLeft = press.scrollStart.x - dx;
        viewport.scrollTop = press.scrollStart.y - dy;
      }
    };

    const up = (event: PointerEvent) => {
      if (event.pointerType !== 'touch' || !fingers.has(event.pointerId)) return;
      keep(event);
      // A pinch ends when one of its fingers lifts (read before that finger is forgotten).
      if (session.kind === 'pinch' && session.ids.includes(event.pointerId)) endPinch(session);
      fingers.delete(event.pointerId);
      const cancelled = event.type === 'pointercancel';
      if (session.kind === 'press' && event.pointerId === session.id) {
        const press = session;
        endPress(press, !cancelled);
        const held = event.timeStamp - press.time;
        if (
          !cancelled &&
          press.mode === 'pending' &&
          classifyPress({ moved: press.moved, held, up: true }) === 'tap'
        )
          tap(press, event.timeStamp);
      }
      if (fingers.size === 0) session = { kind: 'idle' };
      else if (session.kind !== 'handle') session = { kind: 'done' };
    };

    const tap = (press: Press, time: number) => {
      const { page, shape } = press;
      if (!page) return;
      if (!shape) {
        lastTap = null;
        if (press.background) page.tapBackground();
        return;
      }
      page.press(shape);
      const again = lastTap && lastTap.id === shape.id() && time - lastTap.time < DOUBLE_TAP_MS;
      lastTap = again ? null : { id: shape.id(), time };
      if (again) page.doubleTap(shape);
    };

    const capture = { capture: true };
    const active = { capture: true, passive: false };
    viewport.addEventListener('pointerdown', down, capture);
    viewport.addEventListener('pointermove', move, capture);
    viewport.addEventListener('pointerup', up, capture);
    viewport.addEventListener('pointercancel', up, capture);
    const touchEvents = ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const;
    for (const name of touchEvents) viewport.addEventListener(name, keep, active);
    // A long-press is ours: no browser menu for the canvas picture.
    viewport.addEventListener('contextmenu', keep, active);
    return () => {
      clearTimer();
      if (session.kind === 'pinch') clearPreview(session);
      viewport.removeEventListener('pointerdown', down, capture);
      viewport.removeEventListener('pointermove', move, capture);
      viewport.removeEventListener('pointerup', up, capture);
      viewport.removeEventListener('pointercancel', up, capture);
      for (const name of touchEvents) viewport.removeEventListener(name, keep, active);
      viewport.removeEventListener('contextmenu', keep, active);
    };
  }, [viewport, store]);
}
