import { newCampaign } from '@nibble/core';
import { act, renderHook } from '@testing-library/react';
import type Konva from 'konva';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FRAME_SHAPES } from './mountOrder.ts';
import { afterPagesMountedWhole, REST_WAITS_FOR_FACES_MS, useMountPlan } from './useMountPlan.ts';

const faces = vi.hoisted(() => ({ done: (): void => undefined }));
vi.mock('../text/ready.ts', () => ({
  preloadPageFaces: () =>
    new Promise<void>((done) => {
      faces.done = done;
    }),
}));

/** A page with more shapes than the first frame mounts. */
function busyPage() {
  const doc = newCampaign('promotion_coupon', 'Busy');
  const page = Object.values(doc.pages.items)[0];
  const layer = page && Object.values(page.layers.items)[0];
  if (!page || !layer) throw new Error('the new design has a page and a layer');
  const count = FIRST_FRAME_SHAPES * 2;
  const ids = Array.from({ length: count }, (_, i) => `s${i}`);
  const items = Object.fromEntries(
    ids.map((id, i) => [
      id,
      { id, type: 'rect' as const, attrs: { x: i % 700, y: i % 400, width: 10, height: 10 } },
    ]),
  );
  const shapes = { order: ids, items };
  return { ...page, layers: { ...page.layers, items: { [layer.id]: { ...layer, shapes } } } };
}

const stage = {
  container: () => ({ getBoundingClientRect: () => new DOMRect(0, 0, 800, 500) }),
  scaleX: () => 1,
} as unknown as Konva.Stage;

describe('useMountPlan', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  const open = () => {
    const page = busyPage();
    return renderHook(() => useMountPlan(page, { current: stage }));
  };

  it('mounts the rest of a busy page once its faces are in', async () => {
    const { result } = open();
    expect(result.current?.complete).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current?.complete).toBe(false);
    await act(async () => faces.done());
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(result.current?.complete).toBe(true);
  });

  it('does not wait for faces longer than REST_WAITS_FOR_FACES_MS after the first frame', async () => {
    const { result } = open();
    await act(() => vi.advanceTimersByTimeAsync(REST_WAITS_FOR_FACES_MS - 20));
    expect(result.current?.complete).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(result.current?.complete).toBe(true);
  });

  it('holds what waits for the pages until every busy page is mounted whole', async () => {
    const waited = vi.fn();
    const first = open();
    const firstFaces = faces.done;
    const second = open();
    afterPagesMountedWhole(waited);
    await act(async () => firstFaces());
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(first.result.current?.complete).toBe(true);
    // The second page's faces are not in: it is still mounting, and what waits still waits.
    expect(second.result.current?.complete).toBe(false);
    expect(waited).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(REST_WAITS_FOR_FACES_MS));
    expect(second.result.current?.complete).toBe(true);
    expect(waited).toHaveBeenCalledOnce();
  });

  it('runs at once what waits for the pages when none is mounting', () => {
    const waited = vi.fn();
    afterPagesMountedWhole(waited);
    expect(waited).toHaveBeenCalledOnce();
  });
});
