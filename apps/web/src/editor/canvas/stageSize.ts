// Konva's stage draws every layer at once each time its width or its height is set, and once
// more on the next frame for a new scale: zooming a page of thousands of shapes drew it three
// times. It also sizes each layer's canvases (scene and hit) once for the width and once more
// for the height, and each new size makes the browser allocate the canvas's bitmap again
// (~25 ms each on a slow laptop, four canvases at a time). Here those immediate draws are
// deferred and the layers sized once, so every change of size and scale shows in the one
// batched draw of the next frame (before the browser paints it).
import type Konva from 'konva';

/** The part of a Konva layer this needs (a structural type, so a test can stand in). */
export interface SizedLayer {
  draw(): unknown;
  batchDraw(): unknown;
  /** Sizes the layer's scene and hit canvases (Konva's own, called by the stage's resize). */
  _setSize(size: { width: number; height: number }): unknown;
}

/** The part of a Konva stage this needs. */
export interface SizedStage {
  getLayers(): readonly SizedLayer[];
  setAttrs(attrs: Konva.NodeConfig): unknown;
  width(): number;
  height(): number;
}

type Deferred = 'draw' | '_setSize';

/** Sets the stage's size (screen pixels) and scale, drawing its layers once, on the next frame. */
export function resizeStage(
  stage: SizedStage,
  size: { width: number; height: number },
  scale: number,
): void {
  const layers = stage.getLayers();
  const resized = stage.width() !== size.width || stage.height() !== size.height;
  const own = (layer: SizedLayer, key: Deferred) => (Object.hasOwn(layer, key) ? layer[key] : null);
  const kept = layers.map((layer) => ({
    draw: own(layer, 'draw'),
    _setSize: own(layer, '_setSize'),
  }));
  for (const layer of layers) {
    layer.draw = function (this: SizedLayer) {
      this.batchDraw();
      return this;
    };
    layer._setSize = () => layer;
  }
  try {
    stage.setAttrs({ width: size.width, height: size.height, scaleX: scale, scaleY: scale });
  } finally {
    layers.forEach((layer, i) => {
      for (const key of ['draw', '_setSize'] as const) {
        const mine = kept[i]?.[key];
        if (mine) Object.assign(layer, { [key]: mine });
        else Reflect.deleteProperty(layer, key);
      }
    });
  }
  if (!resized) return;
  for (const layer of layers) {
    layer._setSize({ width: stage.width(), height: stage.height() });
    layer.batchDraw();
  }
}
