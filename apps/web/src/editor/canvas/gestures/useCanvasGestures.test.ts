// The touch layer's pinch (issue 29): while the fingers move, only a CSS transform of the
// canvas's content; the zoom stored once, when a finger lifts; nothing left behind.
import { renderHook } from '@testing-library/react';
import type Konva from 'konva';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorStore } from '../../store/editorStore.ts';
import { PINCH_LIMITS } from './gestureMath.ts';
import { type PageTouch, registerPageTouch } from './pageTouch.ts';
import { useCanvasGestures } from './useCanvasGestures.ts';

/** Animation frames run when the test says so. */
let frames: Array<FrameRequestCallback | null> = [];
const flushFrames = () => {
  const now = frames;
  frames = [];
  for (const frame of now) frame?.(0);
};

function pointer(type: string, target: Element, id: number, x: number, y: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y });
  Object.defineProperty(event, 'pointerType', { value: 'touch' });
  Object.defineProperty(event, 'pointerId', { value: id });
  target.dispatchEvent(event);
}

const box = (left: number, top: number, width: number, height: number): DOMRect =>
  ({
    left,
    top,
    right: left + width,
    bottom: top + height,
    width,
    height,
    x: left,
    y: top,
    toJSON: () => ({}),
  }) as DOMRect;

function setUp(startZoom = 0.5) {
  // The scroll area: its viewport, its content, the pages' list (what a pinch transforms), a
  // page's stage.
  const viewport = document.createElement('div');
  const scrolled = document.createElement('div');
  const content = document.createElement('div');
  const container = document.createElement('div');
  const canvas = document.createElement('div');
  canvas.className = 'konvajs-content';
  container.append(canvas);
  content.append(container);
  scrolled.append(content);
  viewport.append(scrolled);
  document.body.append(viewport);
  content.getBoundingClientRect = () => box(0, 40, 360, 600);
  container.getBoundingClientRect = () => box(12, 80, 336, 210);
  let zoom = startZoom;
  const setZoom = vi.fn((next: number | 'fit') => {
    if (typeof next === 'number') zoom = next;
  });
  const store = { getState: () => ({ setZoom }) } as unknown as EditorStore;
  const stage = {
    container: () => container,
    getIntersection: () => null,
  } as unknown as Konva.Stage;
  const drag = { begin: vi.fn(() => true), move: vi.fn(), end: vi.fn() };
  const touch: PageTouch = {
    pageId: 'p1',
    stage,
    zoom: () => zoom,
    press: vi.fn(),
    tapBackground: vi.fn(),
    doubleTap: vi.fn(),
    drag,
  };
  registerPageTouch('p1', touch);
  const hook = renderHook(() =>
    useCanvasGestures(viewport, store, { onLongPress: vi.fn(), onTouch: vi.fn() }),
  );
  return { viewport, scrolled, content, canvas, setZoom, drag, hook };
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = null;
  });
});

afterEach(() => {
  registerPageTouch('p1', null);
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('a two-finger pinch on the canvas', () => {
  it('only transforms the content while the fingers move, and stores the zoom once when one lifts', () => {
    const { scrolled, content, canvas, setZoom, drag, hook } = setUp(0.5);
    pointer('pointerdown', canvas, 1, 130, 200);
    pointer('pointerdown', canvas, 2, 230, 200);
    for (const spread of [60, 80, 100]) {
      pointer('pointermove', canvas, 1, 180 - spread, 200);
      pointer('pointermove', canvas, 2, 180 + spread, 200);
      flushFrames();
    }
    // 100 px apart to 200: twice the size, about the midpoint (180, 200), which stayed put.
    expect(setZoom).not.toHaveBeenCalled();
    expect(content.style.transform).toBe('translate(-180px, -160px) scale(2)');
    expect(content.style.transformOrigin).toMatch(/^0(px)? 0(px)?$/);
    expect(drag.begin).not.toHaveBeenCalled();
    // The scroll area's content is not transformed, and holds its scroll range meanwhile.
    expect(scrolled.style.transform).toBe('');
    expect(scrolled.style.minHeight).toMatch(/px$/);

    pointer('pointerup', canvas, 2, 280, 200);
    expect(setZoom).toHaveBeenCalledTimes(1);
    expect(setZoom).toHaveBeenCalledWith(1);
    expect(content.style.transform).toBe('');
    expect(content.style.willChange).toBe('');
    expect(scrolled.style.minHeight).toBe('');
    expect(scrolled.style.minWidth).toBe('');
    // The finger left on the canvas does nothing more.
    pointer('pointermove', canvas, 1, 40, 260);
    flushFrames();
    pointer('pointerup', canvas, 1, 40, 260);
    expect(setZoom).toHaveBeenCalledTimes(1);
    expect(drag.begin).not.toHaveBeenCalled();
    hook.unmount();
  });

  it('stays within the zoom limits', () => {
    const { canvas, setZoom, hook } = setUp(1);
    pointer('pointerdown', canvas, 1, 170, 200);
    pointer('pointerdown', canvas, 2, 190, 200);
    pointer('pointermove', canvas, 1, 0, 200);
    pointer('pointermove', canvas, 2, 360, 200);
    flushFrames();
    pointer('pointerup', canvas, 1, 0, 200);
    expect(setZoom).toHaveBeenCalledWith(PINCH_LIMITS.max);
    hook.unmount();
  });

  it('stores nothing when the fingers only moved together (a pan), and leaves no transform behind on unmount', () => {
    const { content, canvas, setZoom, hook } = setUp(0.5);
    pointer('pointerdown', canvas, 1, 130, 200);
    pointer('pointerdown', canvas, 2, 230, 200);
    pointer('pointermove', canvas, 1, 150, 230);
    pointer('pointermove', canvas, 2, 250, 230);
    flushFrames();
    expect(content.style.transform).toBe('translate(20px, 30px) scale(1)');
    hook.unmount();
    expect(content.style.transform).toBe('');
    expect(setZoom).not.toHaveBeenCalled();
  });
});
