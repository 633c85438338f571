// One page drawn with Konva. The document is the truth: gestures move Konva nodes while they
// last and commit a single operation at the end (dragend, transformend), STYLE.md.
import {
  clickShape,
  findLayer,
  GRID_STEP,
  gridMove,
  LIMITS,
  listOf,
  moveShapes,
  type Page,
  resizeShape,
  type Selection,
  selectPage,
} from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Group, Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { type Lifted, liftForDrag } from './dragLift.ts';
import { type Box, type GuideLines, guideLinesFor, snapBox } from './guides.ts';
import { type DragHandlers, ShapeNode } from './ShapeNode.tsx';
import { CONTENT_LAYER_NAME, GRID_NAME, registerStage, UI_LAYER_NAME } from './stageRegistry.ts';
import { TEXT_NODE_NAME } from './TextShape.tsx';

interface Props {
  page: Page;
  zoom: number;
}

interface DragState {
  startX: number;
  startY: number;
  /** Where the first selected shape stood: with the grid on, it is the one that snaps. */
  anchor: { x: number; y: number };
  others: Array<{ node: Konva.Node; x: number; y: number }>;
  lines: GuideLines;
  lifted: Lifted | null;
}

const TEXT_ANCHORS = ['middle-left', 'middle-right'];
const CORNER_ANCHORS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

function GridLines({ width, height }: { width: number; height: number }) {
  const lines = useMemo(() => {
    const points: number[][] = [];
    for (let x = GRID_STEP; x < width; x += GRID_STEP) points.push([x, 0, x, height]);
    for (let y = GRID_STEP; y < height; y += GRID_STEP) points.push([0, y, width, y]);
    return points;
  }, [width, height]);
  return (
    <Group name={GRID_NAME} listening={false}>
      {lines.map((p) => (
        <Line
          key={p.join(',')}
          points={p}
          stroke="rgba(0,0,0,0.12)"
          strokeWidth={1}
          strokeScaleEnabled={false}
        />
      ))}
    </Group>
  );
}

export function PageCanvas({ page, zoom }: Props) {
  const store = useEditorStoreApi();
  const selection = useEditor((s) => s.selection);
  const grid = useEditor((s) => s.grid);
  const state = useEditor((s) => s.state);
  const editingText = useEditor((s) => s.editingText);
  const editable = canEdit(state);

  const stageRef = useRef<Konva.Stage>(null);
  const contentRef = useRef<Konva.Layer>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const guideVRef = useRef<Konva.Line>(null);
  const guideHRef = useRef<Konva.Line>(null);
  const marqueeRef = useRef<Konva.Rect>(null);
  const dragRef = useRef<DragState | null>(null);
  const marqueeStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    registerStage(page.id, stageRef.current);
    return () => registerStage(page.id, null);
  }, [page.id]);

  const selectedHere = selection.pageId === page.id ? selection.shapeIds : [];
  const selectedLayer = selection.pageId === page.id ? selection.layerId : null;

  // Attach the Transformer to the selected nodes whenever the selection or document changes.
  const layerOfSelection = selectedLayer ? page.layers.items[selectedLayer] : undefined;
  const selectedShapes = selectedHere.flatMap((id) => {
    const shape = layerOfSelection?.shapes.items[id];
    return shape ? [shape] : [];
  });
  const anyLocked = Boolean(layerOfSelection?.locked) || selectedShapes.some((s) => s.locked);
  const anyText = selectedShapes.some((s) => s.type === 'text' || s.type === 'v-text');
  const keepRatio = selectedShapes.some((s) => s.type === 'circ' || s.type === 'star');
  useEffect(() => {
    const transformer = transformerRef.current;
    const stage = stageRef.current;
    if (!transformer || !stage) return;
    const nodes = selectedShapes
      .filter((s) => !s.hidden && editingText?.shapeId !== s.id)
      .flatMap((s) => {
        const node = stage.findOne(`#${CSS.escape(s.id)}`);
        return node ? [node] : [];
      });
    transformer.nodes(nodes);
    transformer.getLayer()?.batchDraw();
  });

  const select = useCallback((next: Selection) => store.getState().select(next), [store]);
  // Shape callbacks read the latest page through a ref, so they stay the same function and
  // the 500 memoised shape nodes of a busy page do not re-render after every edit.
  const pageRef = useRef(page);
  pageRef.current = page;

  const onShapeSelect = useCallback(
    (shapeId: string, event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
      const page = pageRef.current;
      const current = store.getState().selection;
      const layerId = listOf(page.layers).find((l) => l.shapes.items[shapeId])?.id;
      if (!layerId) return;
      const additive = 'shiftKey' in event.evt && event.evt.shiftKey;
      // Pressing on an already selected shape keeps the group, so it can be dragged together.
      if (!additive && current.pageId === page.id && current.shapeIds.includes(shapeId)) return;
      select(clickShape(current, { pageId: page.id, layerId, shapeId }, additive));
    },
    [select, store],
  );

  const onEditText = useCallback(
    (shapeId: string) => {
      const page = pageRef.current;
      const state = store.getState();
      if (!canEdit(state.state)) return;
      const layerId = listOf(page.layers).find((l) => l.shapes.items[shapeId])?.id;
      const shape = layerId
        ? findLayer(state.doc, page.id, layerId)?.shapes.items[shapeId]
        : undefined;
      if (!layerId || !shape || shape.locked) return;
      state.setEditingText({ pageId: page.id, layerId, shapeId });
    },
    [store],
  );

  const hideGuides = () => {
    guideVRef.current?.visible(false);
    guideHRef.current?.visible(false);
  };

  const boxOf = (node: Konva.Node): Box =>
    node.getClientRect({ relativeTo: contentRef.current ?? undefined });

  const onDragStart = (e: Konva.KonvaEventObject<DragEvent>) => {
    const node = e.target;
    if (!node.hasName('shape')) return;
    const { selection: sel } = store.getState();
    const stage = stageRef.current;
    const ids = sel.pageId === page.id ? sel.shapeIds : [node.id()];
    const others = ids
      .filter((id) => id !== node.id())
      .flatMap((id) => {
        const other = stage?.findOne(`#${CSS.escape(id)}`);
        return other ? [{ node: other, x: other.x(), y: other.y() }] : [];
      });
    const moving = new Set(ids);
    const staticBoxes = (contentRef.current?.find('.shape') ?? [])
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
    };
    // Nothing is hit-tested while dragging (Konva follows the window), so skip drawing the
    // hit canvas on every frame; it is drawn again when the drag ends.
    contentRef.current?.listening(false);
  };

  const onDragMove = (e: Konva.KonvaEventObject<DragEvent>) => {
    const drag = dragRef.current;
    const node = e.target;
    if (!drag || !node.hasName('shape')) return;
    if (store.getState().grid) {
      // Snap as it moves, exactly as moveShapes will on drop.
      const step = gridMove(drag.anchor, node.x() - drag.startX, node.y() - drag.startY);
      node.position({ x: drag.startX + step.dx, y: drag.startY + step.dy });
    } else {
      const snap = snapBox(boxOf(node), drag.lines, 6 / zoom);
      node.position({ x: node.x() + snap.dx, y: node.y() + snap.dy });
      const v = guideVRef.current;
      const h = guideHRef.current;
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
  };

  const onDragEnd = (e: Konva.KonvaEventObject<DragEvent>) => {
    const drag = dragRef.current;
    const node = e.target;
    dragRef.current = null;
    hideGuides();
    drag?.lifted?.restore();
    contentRef.current?.listening(true);
    if (!drag || !node.hasName('shape')) return;
    const state = store.getState();
    const sel = state.selection;
    const layerId = sel.pageId === page.id && sel.layerId ? sel.layerId : null;
    const ids = layerId ? sel.shapeIds : [];
    if (layerId && ids.includes(node.id())) {
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
    // Put every moved node where the document now says it is (also when the move was refused).
    const doc = store.getState().doc;
    const layer = layerId ? findLayer(doc, page.id, layerId) : undefined;
    for (const moved of [node, ...drag.others.map((o) => o.node)]) {
      const shape = layer?.shapes.items[moved.id()];
      if (shape) moved.position({ x: shape.attrs.x, y: shape.attrs.y });
    }
    node.getLayer()?.batchDraw();
  };

  // The shapes get the drag gesture as one stable object (the handlers read the latest page
  // and zoom through this ref), so the memoised nodes do not re-render on every edit.
  const gesture = useRef({ onDragStart, onDragMove, onDragEnd });
  gesture.current = { onDragStart, onDragMove, onDragEnd };
  const drag = useMemo<DragHandlers>(
    () => ({
      onDragStart: (e) => gesture.current.onDragStart(e),
      onDragMove: (e) => gesture.current.onDragMove(e),
      onDragEnd: (e) => gesture.current.onDragEnd(e),
    }),
    [],
  );

  const onTransform = () => {
    // Text reflows while its box is resized instead of being stretched.
    for (const node of transformerRef.current?.nodes() ?? []) {
      if (node.hasName(TEXT_NODE_NAME)) {
        node.setAttrs({
          width: Math.max(LIMITS.minShapeSize, node.width() * node.scaleX()),
          scaleX: 1,
        });
      }
    }
  };

  const onTransformEnd = () => {
    const state = store.getState();
    const sel = state.selection;
    const layerId = sel.pageId === page.id ? sel.layerId : null;
    const layer = layerId ? findLayer(state.doc, page.id, layerId) : undefined;
    const nodes = transformerRef.current?.nodes() ?? [];
    if (!layerId || !layer) return;
    state.edit((doc) =>
      nodes.reduce((acc, node) => {
        const shape = layer.shapes.items[node.id()];
        if (!shape) return acc;
        const isText = shape.type === 'text' || shape.type === 'v-text';
        const scaleX = isText
          ? node.width() / Math.max(1, shape.attrs.width ?? node.width())
          : node.scaleX();
        const args = {
          pageId: page.id,
          layerId,
          shapeId: shape.id,
          x: node.x(),
          y: node.y(),
          rotation: node.rotation(),
          scaleX,
          scaleY: node.scaleY(),
        };
        node.scale({ x: 1, y: 1 });
        return resizeShape(acc, args);
      }, doc),
    );
    // Nodes take their size from the document again (also when the edit was refused).
    for (const node of nodes) node.scale({ x: 1, y: 1 });
  };

  const onBackgroundDown = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const stage = stageRef.current;
    const current = store.getState().selection;
    // Clicking the background deselects the shapes and selects this page (spec §2, §4).
    const pageSelection =
      current.pageId === page.id
        ? { ...current, shapeIds: [] }
        : selectPage(store.getState().doc, page.id);
    select(pageSelection);
    const point = stage?.getRelativePointerPosition();
    if (point && e.evt.type === 'mousedown') marqueeStart.current = point;
  };

  const onStageMove = () => {
    const start = marqueeStart.current;
    const point = stageRef.current?.getRelativePointerPosition();
    const rect = marqueeRef.current;
    if (!start || !point || !rect) return;
    rect.setAttrs({
      visible: true,
      x: Math.min(start.x, point.x),
      y: Math.min(start.y, point.y),
      width: Math.abs(point.x - start.x),
      height: Math.abs(point.y - start.y),
    });
    rect.getLayer()?.batchDraw();
  };

  const onStageUp = () => {
    const start = marqueeStart.current;
    const rect = marqueeRef.current;
    marqueeStart.current = null;
    if (!start || !rect?.visible()) return;
    const box = { x: rect.x(), y: rect.y(), width: rect.width(), height: rect.height() };
    rect.visible(false);
    rect.getLayer()?.batchDraw();
    if (box.width < 3 && box.height < 3) return;
    const current = store.getState().selection;
    const layerId = current.pageId === page.id ? current.layerId : page.layers.order[0];
    const layer = layerId ? page.layers.items[layerId] : undefined;
    if (!layerId || !layer) return;
    const inside = (b: Box) =>
      b.x >= box.x &&
      b.y >= box.y &&
      b.x + b.width <= box.x + box.width &&
      b.y + b.height <= box.y + box.height;
    const shapeIds = listOf(layer.shapes)
      .filter((shape) => {
        const node = stageRef.current?.findOne(`#${CSS.escape(shape.id)}`);
        return !shape.hidden && node && inside(boxOf(node));
      })
      .map((shape) => shape.id);
    select({ pageId: page.id, layerId, shapeIds });
  };

  return (
    <Stage
      ref={stageRef}
      width={page.width * zoom}
      height={page.height * zoom}
      scaleX={zoom}
      scaleY={zoom}
      onMouseMove={onStageMove}
      onMouseUp={onStageUp}
      onMouseLeave={onStageUp}
    >
      <Layer name={CONTENT_LAYER_NAME} ref={contentRef}>
        <Rect
          name="background"
          x={0}
          y={0}
          width={page.width}
          height={page.height}
          fill={page.backgroundColor}
          onMouseDown={onBackgroundDown}
          onTap={onBackgroundDown}
        />
        {listOf(page.layers).map((layer) => (
          <Group key={layer.id} visible={!layer.hidden}>
            {listOf(layer.shapes).map((shape) => (
              <ShapeNode
                key={shape.id}
                shape={shape}
                draggable={editable && !layer.locked && !shape.locked}
                editing={editingText?.shapeId === shape.id}
                onSelect={onShapeSelect}
                onEditText={onEditText}
                drag={drag}
              />
            ))}
          </Group>
        ))}
      </Layer>
      <Layer name={UI_LAYER_NAME}>
        {grid && <GridLines width={page.width} height={page.height} />}
        <Line
          ref={guideVRef}
          visible={false}
          stroke="#e8590c"
          strokeWidth={1}
          strokeScaleEnabled={false}
          dash={[4, 4]}
          listening={false}
        />
        <Line
          ref={guideHRef}
          visible={false}
          stroke="#e8590c"
          strokeWidth={1}
          strokeScaleEnabled={false}
          dash={[4, 4]}
          listening={false}
        />
        <Rect
          ref={marqueeRef}
          visible={false}
          fill="rgba(34,139,230,0.12)"
          stroke="#228be6"
          strokeWidth={1}
          strokeScaleEnabled={false}
          listening={false}
        />
        <Transformer
          ref={transformerRef}
          resizeEnabled={editable && !anyLocked}
          rotateEnabled={editable && !anyLocked}
          enabledAnchors={anyText ? TEXT_ANCHORS : keepRatio ? CORNER_ANCHORS : undefined}
          keepRatio={keepRatio}
          ignoreStroke
          flipEnabled={false}
          boundBoxFunc={(oldBox, newBox) =>
            Math.abs(newBox.width) < LIMITS.minShapeSize * zoom ||
            Math.abs(newBox.height) < LIMITS.minShapeSize * zoom
              ? oldBox
              : newBox
          }
          onTransform={onTransform}
          onTransformEnd={onTransformEnd}
        />
      </Layer>
    </Stage>
  );
}
