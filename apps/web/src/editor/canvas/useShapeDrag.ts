// Dragging shapes on a page: the pressed shape and the rest of the selection move together,
// snapping to the grid or to the alignment guides, and the document changes once, on drop
// (one undo step). The handlers sit on the stage: drag events bubble up from the shapes.
import { findLayer, gridMove, moveShapes, type Page } from '@nibble/core';
import type Konva from 'konva';
import { type RefObject, useRef } from 'react';
import type { Presence } from '../live/presence.ts';
import { type EditorStore, isConnecting } from '../store/editorStore.ts';
import { type Lifted, liftForDrag } from './dragLift.ts';
import { type Box, type GuideLines, guideLinesFor, snapBox } from './guides.ts';
import { shapeNodesOf } from './shapeNodes.ts';
import { UI_LAYER_NAME } from './stageRegistry.ts';

interface DragState {
  startX: number;
  startY: number;
  /** Where the first selected shape stood: with the grid on, it is the one that snaps. */
  anchor: { x: number; y: number };
  others: Array<{ node: Konva.Node; x: number; y: number }>;
  lines: GuideLines;
  lifted: Lifted | null;
  ids: string[];
}

export interface DragRefs {
  stage: RefObject<Konva.Stage | null>;
  content: RefObject<Konva.Layer | null>;
  guideV: RefObject<Konva.Line | null>;
  guideH: RefObject<Konva.Line | null>;
}

type DragEvent_ = Konva.KonvaEventObject<DragEvent>;

export function useShapeDrag(
  page: Page,
  zoom: number,
  store: EditorStore,
  refs: DragRefs,
  /** A live design's presence: the others see the shapes on their way (written at the drop). */
  presence: Presence | null = null,
) {
  const dragRef = useRef<DragState | null>(null);

  const boxOf = (node: Konva.Node): Box =>
    node.getClientRect({ relativeTo: refs.content.current ?? undefined });

  const hideGuides = () => {
    refs.guideV.current?.visible(false);
    refs.guideH.current?.visible(false);
  };

  /** A drag of `node` begins (Konva's for the mouse, the touch gesture layer's for a finger). */
  const begin = (node: Konva.Node): boolean => {
    if (!node.hasName('shape')) return false;
    // The live document is not in yet: the shape stays (the page takes no input meanwhile).
    if (isConnecting(store.getState())) return false;
    const { selection: sel } = store.getState();
    const stage = refs.stage.current;
    const ids = sel.pageId === page.id ? sel.shapeIds : [node.id()];
    const others = shapeNodesOf(
      stage,
      refs.content.current,
      ids.filter((id) => id !== node.id()),
    ).map((other) => ({ node: other, x: other.x(), y: other.y() }));
    const moving = new Set(ids);
    const staticBoxes = (refs.content.current?.find('.shape') ?? [])
      .filter((n) => !moving.has(n.id()) && n.isVisible())
      .map((n) => boxOf(n));
    const ui = stage?.findOne<Konva.Layer>(`.${UI_LAYER_NAME}`);
    const first = others.find((other) => other.node.id() === ids[0]);
    dragRef.current = {
      startX: node.x(),
      startY: node.y(),
      anchor: first ? { x: first.x, y: first.y } : { x: node.x(), y: node.y() },
      others,
      lines: guideLinesFor(page, staticBoxes),
      lifted: ui ? liftForDrag([node, ...others.map((o) => o.node)], ui, zoom) : null,
      ids,
    };
    // Nothing is hit-tested while dragging (Konva follows the window), so skip drawing the
    // hit canvas on every frame; it is drawn again when the drag ends.
    refs.content.current?.listening(false);
    return true;
  };

  const onDragStart = (e: DragEvent_) => {
    const node = e.target;
    if (node.hasName('shape') && !begin(node)) node.stopDrag();
  };

  /** `node` was moved (by Konva or a finger): snap it, bring the rest of the selection along. */
  const move = (node: Konva.Node) => {
    const drag = dragRef.current;
    if (!drag || !node.hasName('shape')) return;
    if (store.getState().grid) {
      // Snap as it moves, exactly as moveShapes will on drop.
      const step = gridMove(drag.anchor, node.x() - drag.startX, node.y() - drag.startY);
      node.position({ x: drag.startX + step.dx, y: drag.startY + step.dy });
    } else {
      const snap = snapBox(boxOf(node), drag.lines, 6 / zoom);
      node.position({ x: node.x() + snap.dx, y: node.y() + snap.dy });
      const v = refs.guideV.current;
      const h = refs.guideH.current;
      v?.visible(snap.vertical !== null).points([
        snap.vertical ?? 0,
        0,
        snap.vertical ?? 0,
        page.height,
      ]);
      h?.visible(snap.horizontal !== null).points([
        0,
        snap.horizontal ?? 0,
        page.width,
        snap.horizontal ?? 0,
      ]);
    }
    const dx = node.x() - drag.startX;
    const dy = node.y() - drag.startY;
    for (const other of drag.others) other.node.position({ x: other.x + dx, y: other.y + dy });
    presence?.setSoon({ drag: { pageId: page.id, shapeIds: drag.ids, dx, dy } });
  };

  const onDragMove = (e: DragEvent_) => move(e.target);

  /**
   * The drag of `node` ends: the document moves once (one undo step), or, when `commit` is
   * false (a second finger came: two fingers never move a shape), nothing changes.
   */
  const end = (node: Konva.Node, commit = true) => {
    const drag = dragRef.current;
    if (!node.hasName('shape')) return;
    dragRef.current = null;
    presence?.setSoon({ drag: null });
    hideGuides();
    drag?.lifted?.restore();
    refs.content.current?.listening(true);
    if (!drag) return;
    const state = store.getState();
    const sel = state.selection;
    const layerId = sel.pageId === page.id && sel.layerId ? sel.layerId : null;
    const ids = layerId ? sel.shapeIds : [];
    if (commit && layerId && ids.includes(node.id())) {
      state.edit((doc) =>
        moveShapes(doc, {
          pageId: page.id,
          layerId,
          shapeIds: ids,
          dx: node.x() - drag.startX,
          dy: node.y() - drag.startY,
          grid: state.grid,
        }),
      );
    }
    if (!commit) {
      node.position({ x: drag.startX, y: drag.startY });
      for (const other of drag.others) other.node.position({ x: other.x, y: other.y });
    }
    // Put every moved node where the document now says it is (also when the move was refused).
    const doc = store.getState().doc;
    const layer = layerId ? findLayer(doc, page.id, layerId) : undefined;
    for (const moved of [node, ...drag.others.map((o) => o.node)]) {
      const shape = layer?.shapes.items[moved.id()];
      if (shape) moved.position({ x: shape.attrs.x, y: shape.attrs.y });
    }
    node.getLayer()?.batchDraw();
  };

  const onDragEnd = (e: DragEvent_) => end(e.target);

  return { onDragStart, onDragMove, onDragEnd, boxOf, touchDrag: { begin, move, end } };
}
