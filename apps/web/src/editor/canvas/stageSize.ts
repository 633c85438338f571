// Konva's stage draws every layer at once each time its width or its height is set, and once
// more on the next frame for a new scale: zooming a page of thousands of shapes drew it three
// times. Here those immediate draws are deferred, so every change of size and scale shows in
// the one batched draw of the next frame (before the browser paints it).
import type Konva from 'konva';

/** The part of a Konva layer this needs (a structural type, so a test can stand in). */
export interface SizedLayer {
  draw(): unknown;
  batchDraw(): unknown;
}

/** The part of a Konva stage this needs. */
export interface SizedStage {
  getLayers(): readonly SizedLayer[];
  setAttrs(attrs: Konva.NodeConfig): unknown;
}

/** Sets the stage's size (screen pixels) and scale, drawing its layers once, on the next frame. */
export function resizeStage(
  stage: SizedStage,
  size: { width: number; height: number },
  scale: number,
): void {
  const layers = stage.getLayers();
  const draws = layers.map((layer) => (Object.hasOwn(layer, 'draw') ? layer.draw : null));
  for (const layer of layers) {
    layer.draw = function (this: SizedLayer) {
      this.batchDraw();
      return this;
    };
  }
  try {
    stage.setAttrs({ width: size.width, height: size.height, scaleX: scale, scaleY: scale });
  } finally {
    layers.forEach((layer, i) => {
      const own = draws[i];
      if (own) layer.draw = own;
      else Reflect.deleteProperty(layer, 'draw');
    });
  }
}
