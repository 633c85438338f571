import { describe, expect, it } from 'vitest';
import { resizeStage, type SizedLayer } from './stageSize.ts';

/**
 * Konva's behaviour that matters here: width and height each size every layer's canvases and
 * draw it at once (Stage._resizeDOM), scale draws later.
 */
class FakeLayer implements SizedLayer {
  drawn = 0;
  batched = 0;
  sizes: Array<{ width: number; height: number }> = [];
  _setSize(size: { width: number; height: number }) {
    this.sizes.push(size);
    return this;
  }
  draw() {
    this.drawn++;
    return this;
  }
  batchDraw() {
    this.batched++;
    return this;
  }
}

function fakeStage(layers: SizedLayer[], start = { width: 0, height: 0 }) {
  const attrs: Record<string, unknown> = { ...start };
  return {
    attrs,
    getLayers: () => layers,
    width: () => Number(attrs.width),
    height: () => Number(attrs.height),
    setAttrs(next: Record<string, unknown>) {
      for (const [key, value] of Object.entries(next)) {
        if (attrs[key] === value) continue;
        attrs[key] = value;
        for (const layer of layers) {
          if (key === 'width' || key === 'height') {
            layer._setSize({ width: Number(attrs.width), height: Number(attrs.height) });
            layer.draw();
          } else layer.batchDraw();
        }
      }
    },
  };
}

describe('resizeStage', () => {
  it('sets size and scale with no immediate draw, only batched ones', () => {
    const layers = [new FakeLayer(), new FakeLayer()];
    const stage = fakeStage(layers);
    resizeStage(stage, { width: 400, height: 250 }, 0.5);
    expect(stage.attrs).toEqual({ width: 400, height: 250, scaleX: 0.5, scaleY: 0.5 });
    for (const layer of layers) expect(layer.sizes).toEqual([{ width: 400, height: 250 }]);
    for (const layer of layers) {
      expect(layer.drawn).toBe(0);
      expect(layer.batched).toBeGreaterThan(0);
    }
  });

  it('gives each layer its own draw back afterwards', () => {
    const plain = new FakeLayer();
    const patched = new FakeLayer();
    const own = () => patched;
    patched.draw = own;
    resizeStage(fakeStage([plain, patched]), { width: 1, height: 1 }, 1);
    expect(Object.hasOwn(plain, 'draw')).toBe(false);
    expect(Object.hasOwn(plain, '_setSize')).toBe(false);
    expect(patched.draw).toBe(own);
    plain.draw();
    expect(plain.drawn).toBe(1);
  });

  it('sizes the layers once when only the width changes, and not at all for a new scale', () => {
    const layer = new FakeLayer();
    const stage = fakeStage([layer], { width: 400, height: 250 });
    resizeStage(stage, { width: 300, height: 250 }, 0.75);
    expect(layer.sizes).toEqual([{ width: 300, height: 250 }]);
    resizeStage(stage, { width: 300, height: 250 }, 0.5);
    expect(layer.sizes).toHaveLength(1);
    expect(layer.drawn).toBe(0);
  });
});
