// While shapes are dragged, the rest of the page does not change, so it is drawn once into a
// cached bitmap and the moving shapes ride on the UI layer above it. Each frame then paints
// one image plus the moving shapes instead of every shape of a busy page. When the drag ends
// everything goes back exactly where it was (same parent, same index).
import type Konva from 'konva';
import { hasBitmap } from './groupCache.ts';
import { shapePartsOf } from './shapeNodes.ts';

export interface Lifted {
  restore(): void;
}

export function liftForDrag(moving: Konva.Node[], onto: Konva.Layer, zoom: number): Lifted {
  const places = moving
    .map((node) => ({ node, parent: node.getParent(), index: node.zIndex() }))
    .filter(
      (p): p is { node: Konva.Node; parent: Konva.Container; index: number } => p.parent !== null,
    )
    .sort((a, b) => a.index - b.index);
  // Every group of shapes on the page, not only those the moving shapes came from: all of
  // them hold still while the drag lasts.
  const groups = new Set([
    ...places.map((p) => p.parent),
    ...shapePartsOf(places[0]?.node.getLayer() ?? null),
  ]);
  const transformer = onto.findOne('Transformer');
  for (const place of places) place.node.moveTo(onto);
  transformer?.moveToTop();
  const cached: Konva.Container[] = [];
  for (const group of groups) {
    // A busy page keeps its groups as bitmaps already (groupCache.ts); they stay kept.
    if (hasBitmap(group)) continue;
    const box = group.getClientRect({ skipTransform: true });
    if (group.getChildren().length > 0 && box.width > 0 && box.height > 0) {
      group.cache({ pixelRatio: zoom * (window.devicePixelRatio || 1) });
      cached.push(group);
    }
  }
  return {
    restore() {
      for (const group of cached) group.clearCache();
      for (const place of places) {
        place.node.moveTo(place.parent);
        place.node.zIndex(Math.min(place.index, place.parent.getChildren().length - 1));
      }
      onto.batchDraw();
    },
  };
}
