// A busy page keeps each group of shapes (ShapeLayers.tsx) as a bitmap between edits: a
// change to a shape drops only its group's bitmap, and the next draw of the layer paints that
// group afresh and the other groups as images. Without this, every edit, undo and selection
// redrew all the shapes of the page (100–150 ms for 5 000 at 4x CPU throttling).
//
// A group's bitmap is the size of the layer's own canvas and is drawn with the layer's own
// transform (the stage's scale, the device's pixel ratio), so it holds, pixel for pixel, what
// drawing the group directly puts there; painted 1:1 over the layer, it gives the same page
// (e2e/editor-busy-page.spec.ts compares both). It is used only for the layer's own canvas:
// an export drawing into a canvas of its own draws the shapes as always. The hit graph is
// drawn from the shapes as before (when idle, lazyHitGraph.ts).
//
// What changes a group, from React or not (a picture or a face arriving, a drag or the
// Transformer moving a node, a shape added or taken out), reaches it through Konva's subtree
// observers — the mechanism Konva's own Transformer uses to follow its nodes — so nothing has
// to remember to drop a bitmap. Bitmaps are made when the browser is idle, one group at a
// time, never in a frame that shows a change, and none while a drag or the Transformer's
// resize or rotation is under way (they would take frames from it).
import type Konva from 'konva';
import { type Canvas, SceneCanvas } from 'konva/lib/Canvas';
import { Group, Konva as KonvaCore } from './konva.ts';
import { shapePartsOf } from './shapeNodes.ts';

interface SubtreeObserver {
  _onSubtreeChange(node: Konva.Node): void;
}

/** Konva's observer hooks (Node._addSubtreeObserver), not in its typings. */
interface Observable {
  _addSubtreeObserver(observer: SubtreeObserver): void;
  _removeSubtreeObserver(observer: SubtreeObserver): void;
}

const observable = (node: Konva.Node): node is Konva.Container & Observable =>
  typeof (node as Partial<Observable>)._addSubtreeObserver === 'function';

interface Idle {
  later(run: () => void): () => void;
}

const idle: Idle = {
  later(run) {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 200);
    return () => clearTimeout(id);
  },
};

export interface GroupCache {
  /** The stage's scale or size changed: every bitmap is made again (when idle). */
  redo(): void;
  /** Stops keeping bitmaps and drops them. */
  dispose(): void;
}

/** Every kept bitmap, by group (all pages). */
const kept = new WeakMap<Konva.Node, HTMLCanvasElement>();

/** Whether the group is drawn from a kept bitmap (dragLift.ts leaves it so). */
export const hasBitmap = (group: Konva.Node): boolean => kept.has(group);

type DrawScene = (canvas?: Canvas, top?: Konva.Node) => unknown;
const drawDirectly = Group.prototype.drawScene as DrawScene;

/** Keeps the shape groups of `layer` as bitmaps between its draws (see above). */
export function keepGroupsAsBitmaps(
  layer: Konva.Layer,
  isTransforming: () => boolean,
  scheduler: Idle = idle,
): GroupCache {
  const bitmaps = kept;
  const watched = new Set<Konva.Container & Observable>();
  // How many groups with shapes there are and how many are kept, on the stage's element
  // (data-shape-groups, data-kept-groups): what the e2e and the benchmark wait for.
  const report = () => {
    const element = layer.getStage()?.container();
    if (!element) return;
    const groups = shapePartsOf(layer).filter((group) => group.getChildren().length > 0);
    element.dataset.shapeGroups = String(groups.length);
    element.dataset.keptGroups = String(groups.filter((group) => bitmaps.has(group)).length);
  };
  const observer: SubtreeObserver = {
    _onSubtreeChange: (group) => {
      if (bitmaps.delete(group)) report();
    },
  };
  let cancel: (() => void) | null = null;

  const fits = (bitmap: HTMLCanvasElement, canvas: HTMLCanvasElement) =>
    bitmap.width === canvas.width && bitmap.height === canvas.height;

  /** A group's draw: from its bitmap when it has one for the layer's canvas as it is now. */
  function drawScene(this: Konva.Container, canvas?: Canvas, top?: Konva.Node) {
    const own = layer.getCanvas();
    const bitmap = bitmaps.get(this);
    if (!bitmap || (canvas && canvas !== own) || top || !fits(bitmap, own._canvas)) {
      return drawDirectly.call(this, canvas, top);
    }
    if (!this.isVisible()) return this;
    const context = own.getContext()._context;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.globalAlpha = 1;
    context.globalCompositeOperation = 'source-over';
    context.drawImage(bitmap, 0, 0);
    context.restore();
    return this;
  }

  const wanted = (group: Konva.Container) =>
    watched.has(group as Konva.Container & Observable) &&
    !bitmaps.has(group) &&
    group.isVisible() &&
    group.getChildren().length > 0;

  const keep = (group: Konva.Container) => {
    const own = layer.getCanvas();
    const stage = layer.getStage();
    if (!stage) return;
    const canvas = new SceneCanvas({
      width: stage.width(),
      height: stage.height(),
      pixelRatio: own.getPixelRatio(),
    });
    if (!fits(canvas._canvas, own._canvas)) return;
    drawDirectly.call(group, canvas);
    bitmaps.set(group, canvas._canvas);
  };

  const keepNext = () => {
    cancel = null;
    // Not during a gesture: a drag or the Transformer asks for a frame each move, and a
    // group's bitmap (a draw of 1 000 shapes) would take frames from it.
    if (KonvaCore.isDragging() || isTransforming()) {
      cancel = scheduler.later(keepNext);
      return;
    }
    const groups = shapePartsOf(layer);
    const present = new Set<Konva.Node>(groups);
    for (const group of watched) {
      if (present.has(group)) continue;
      group._removeSubtreeObserver(observer);
      watched.delete(group);
      bitmaps.delete(group);
    }
    for (const group of groups) {
      if (!observable(group) || watched.has(group)) continue;
      group._addSubtreeObserver(observer);
      (group as unknown as { drawScene: DrawScene }).drawScene = drawScene;
      watched.add(group);
    }
    // One group per idle moment: each costs a draw of its shapes, and input may come between.
    const next = groups.find(wanted);
    if (next) keep(next);
    if (groups.some(wanted)) cancel = scheduler.later(keepNext);
    report();
  };
  const afterDraw = () => {
    cancel ??= scheduler.later(keepNext);
  };
  layer.on('draw.groupCache', afterDraw);
  afterDraw();

  return {
    redo() {
      for (const group of watched) bitmaps.delete(group);
      report();
      afterDraw();
    },
    dispose() {
      cancel?.();
      layer.off('draw.groupCache');
      for (const group of watched) {
        group._removeSubtreeObserver(observer);
        delete (group as unknown as { drawScene?: DrawScene }).drawScene;
        bitmaps.delete(group);
      }
      watched.clear();
    },
  };
}
