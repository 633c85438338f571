import { describe, expect, it } from 'vitest';
import { resizeStage, type SizedLayer } from './stageSize.ts';

/** Konva's behaviour that matters here: width and height draw each layer at once, scale later. */
class FakeLayer implements SizedLayer {
  drawn = 0;
  batched = 0;
  draw() {
    this.drawn++;
    return this;
  }
  batchDraw() {
    this.batched++;
    return this;
  }
}

function fakeStage(layers: SizedLayer[]) {
  const attrs: Record<string, unknown> = {};
  return {
    attrs,
    getLayers: () => layers,
    setAttrs(next: Record<string, unknown>) {
      for (const [key, value] of Object.entries(next)) {
        if (attrs[key] === value) continue;
        attrs[key] = value;
        for (const layer of layers) {
          if (key === 'width' || key === 'height') layer.draw();
          else layer.batchDraw();
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
    expect(patched.draw).toBe(own);
    plain.draw();
    expect(plain.drawn).toBe(1);
  });
});
