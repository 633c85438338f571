// One page drawn with Konva. The document is the truth: gestures move Konva nodes while they
// last and commit a single operation at the end (dragend, transformend), STYLE.md.
// Over 300 lines: one page's stage and its handlers (selection, transform commit, marquee,
// presence, group cache); the next split is useTransformCommit and useMarquee, as useShapeDrag.

import { useMediaQuery } from '@mantine/hooks';
import {
  clickShape,
  findLayer,
  LIMITS,
  listOf,
  type Page,
  resizeShape,
  type Selection,
  selectPage,
} from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import type Konva from 'konva';
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Layer, Line, Rect, Stage, Transformer } from 'react-konva/lib/ReactKonvaCore';
import { RemotePresence } from '../afterPage.tsx';
import { usePresence } from '../live/presence.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { canChangeDocument } from '../store/editorStore.ts';
import { GridLines } from './GridLines.tsx';
// The shapes react-konva makes here by name (Rect, Line, Transformer) register themselves.
import './konva.ts';
import { registerPageTouch } from './gestures/pageTouch.ts';
import { type GroupCache, keepGroupsAsBitmaps } from './groupCache.ts';
import type { Box } from './guides.ts';
import { drawHitGraphLazily, idleAfter } from './lazyHitGraph.ts';
import { ShapeLayers } from './ShapeLayers.tsx';
import { shapeNodesOf } from './shapeNodes.ts';
import { CONTENT_LAYER_NAME, registerStage, UI_LAYER_NAME } from './stageRegistry.ts';
import { resizeStage } from './stageSize.ts';
import { TEXT_NODE_NAME } from './textNode.ts';
import { afterPagesMountedWhole, isBusy, useMountPlan } from './useMountPlan.ts';
import { useShapeDrag } from './useShapeDrag.ts';

interface Props {
  page: Page;
  zoom: number;
}

type PressEvent = Konva.KonvaEventObject<MouseEvent | TouchEvent>;

const TEXT_ANCHORS = ['middle-left', 'middle-right'];
/** A snapping guide (useShapeDrag shows it while a shape is dragged): one vertical, one horizontal. */
const GUIDE_LINE = {
  visible: false,
  stroke: '#e8590c',
  strokeWidth: 1,
  strokeScaleEnabled: false,
  dash: [4, 4],
  listening: false,
};
const CORNER_ANCHORS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
/** The handles' size (CSS px): Konva's for a mouse, bigger for a finger (Konva adds a 10 px hit margin on touch devices). */
const MOUSE_ANCHOR_SIZE = 10;
const TOUCH_ANCHOR_SIZE = 16;
const COARSE_POINTER = '(any-pointer: coarse)';

export function PageCanvas({ page, zoom }: Props) {
  const store = useEditorStoreApi();
  const selection = useEditor((s) => s.selection);
  const grid = useEditor((s) => s.grid);
  const state = useEditor((s) => s.state);
  const editingText = useEditor((s) => s.editingText);
  const editable = canEdit(state);
  const presence = usePresence();
  // A finger needs bigger handles than a mouse (issue 29).
  const coarse = useMediaQuery(COARSE_POINTER, false, { getInitialValueInEffect: false }) ?? false;

  const stageRef = useRef<Konva.Stage>(null);
  const contentRef = useRef<Konva.Layer>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const guideVRef = useRef<Konva.Line>(null);
  const guideHRef = useRef<Konva.Line>(null);
  const marqueeRef = useRef<Konva.Rect>(null);
  const marqueeStart = useRef<{ x: number; y: number } | null>(null);
  // Size and scale are set here, drawn once on the next frame (stageSize.ts); as props of the
  // Stage, Konva drew the page three times per zoom. The props give only the size it starts at.
  const [initial] = useState(() => ({
    zoom,
    width: page.width * zoom,
    height: page.height * zoom,
  }));
  const width = page.width * zoom;
  const height = page.height * zoom;
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (stage) resizeStage(stage, { width, height }, zoom);
  }, [width, height, zoom]);
  const plan = useMountPlan(page, stageRef);

  useEffect(() => {
    registerStage(page.id, stageRef.current);
    return () => registerStage(page.id, null);
  }, [page.id]);

  // Until a busy page is mounted whole, its hit graph and its groups' bitmaps wait: made in
  // the idle time between its first part and the rest, they were made again once the rest
  // came (the hit graph is the whole layer's), and the rest waited for them.
  const whole = plan?.complete ?? false;
  useEffect(() => {
    const content = contentRef.current;
    return content ? drawHitGraphLazily(content, idleAfter(afterPagesMountedWhole)) : undefined;
  }, []);

  // A busy page keeps its groups of shapes as bitmaps between edits (groupCache.ts).
  const busy = isBusy(page);
  const groupCache = useRef<GroupCache | null>(null);
  useEffect(() => {
    const content = contentRef.current;
    if (!busy || !whole || !content) return;
    const cache = keepGroupsAsBitmaps(
      content,
      () => transformerRef.current?.isTransforming() ?? false,
    );
    groupCache.current = cache;
    return () => {
      cache.dispose();
      groupCache.current = null;
    };
  }, [busy, whole]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: bitmaps are made for one scale and size
  useLayoutEffect(() => groupCache.current?.redo(), [zoom, width, height]);

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
    const ids = selectedShapes
      .filter((s) => !s.hidden && editingText?.shapeId !== s.id)
      .map((s) => s.id);
    const nodes = shapeNodesOf(stage, contentRef.current, ids);
    const current = transformer.nodes();
    // Re-attaching the same nodes would make the Transformer bind and measure them again.
    const same = current.length === nodes.length && current.every((node, i) => node === nodes[i]);
    if (!same) transformer.nodes(nodes);
    transformer.getLayer()?.batchDraw();
  });

  const select = useCallback((next: Selection) => store.getState().select(next), [store]);
  // Presses and double-clicks on shapes bubble up to the stage, which handles them for all
  // the shapes of the page (shapeNode.ts); the background handles its own press.
  const pressShape = (target: Konva.Node, additive: boolean) => {
    if (!target.hasName('shape')) return;
    const shapeId = target.id();
    const current = store.getState().selection;
    const layerId = listOf(page.layers).find((l) => l.shapes.items[shapeId])?.id;
    if (!layerId) return;
    // Pressing on an already selected shape keeps the group, so it can be dragged together.
    if (!additive && current.pageId === page.id && current.shapeIds.includes(shapeId)) return;
    select(clickShape(current, { pageId: page.id, layerId, shapeId }, additive));
  };
  const onStageDown = (event: PressEvent) =>
    pressShape(event.target, 'shiftKey' in event.evt && event.evt.shiftKey);

  const editText = (target: Konva.Node) => {
    if (!target.hasName(TEXT_NODE_NAME)) return;
    const shapeId = target.id();
    const state = store.getState();
    // The store's own rule for any change (a read-only or connecting design takes none).
    if (!canChangeDocument(state)) return;
    const layerId = listOf(page.layers).find((l) => l.shapes.items[shapeId])?.id;
    const shape = layerId
      ? findLayer(state.doc, page.id, layerId)?.shapes.items[shapeId]
      : undefined;
    if (!layerId || !shape || shape.locked) return;
    state.setEditingText({ pageId: page.id, layerId, shapeId });
  };
  const onStageDoubleClick = (event: PressEvent) => editText(event.target);

  const { boxOf, onDragEnd, touchDrag, ...drag } = useShapeDrag(
    page,
    zoom,
    store,
    {
      stage: stageRef,
      content: contentRef,
      guideV: guideVRef,
      guideH: guideHRef,
    },
    presence,
  );
  // The drop is handled on the shapes themselves: react-konva wants a draggable node to
  // handle its drag end. One stable function, so the memoised shapes do not re-render.
  const dragEnd = useRef(onDragEnd);
  dragEnd.current = onDragEnd;
  const onShapeDragEnd = useCallback(
    (event: Konva.KonvaEventObject<DragEvent>) => dragEnd.current(event),
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

  const selectThisPage = () => {
    const current = store.getState().selection;
    // Clicking the background deselects the shapes and selects this page (spec §2, §4).
    const pageSelection =
      current.pageId === page.id
        ? { ...current, shapeIds: [] }
        : selectPage(store.getState().doc, page.id);
    select(pageSelection);
  };

  const onBackgroundDown = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    selectThisPage();
    const point = stageRef.current?.getRelativePointerPosition();
    if (point && e.evt.type === 'mousedown') marqueeStart.current = point;
  };

  // Fingers are read by the canvas area's gesture layer (gestures/), which works this page
  // through what it registers here; the latest handlers are reached through a ref.
  const touch = useRef({ pressShape, selectThisPage, editText, touchDrag });
  touch.current = { pressShape, selectThisPage, editText, touchDrag };
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    registerPageTouch(page.id, {
      pageId: page.id,
      stage,
      zoom: () => stage.scaleX() || 1,
      press: (node) => touch.current.pressShape(node, false),
      tapBackground: () => touch.current.selectThisPage(),
      doubleTap: (node) => touch.current.editText(node),
      drag: {
        begin: (node) => touch.current.touchDrag.begin(node),
        move: (node) => touch.current.touchDrag.move(node),
        end: (node, commit) => touch.current.touchDrag.end(node, commit),
      },
    });
    return () => registerPageTouch(page.id, null);
  }, [page.id]);

  const onStageMove = () => {
    const start = marqueeStart.current;
    const point = stageRef.current?.getRelativePointerPosition();
    if (presence && point) presence.setSoon({ pointer: { pageId: page.id, ...point } });
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
    const visible = listOf(layer.shapes).filter((shape) => !shape.hidden);
    const shapeIds = shapeNodesOf(
      stageRef.current,
      contentRef.current,
      visible.map((shape) => shape.id),
    )
      .filter((node) => inside(boxOf(node)))
      .map((node) => node.id());
    select({ pageId: page.id, layerId, shapeIds });
  };

  return (
    <Stage
      ref={stageRef}
      width={initial.width}
      height={initial.height}
      scaleX={initial.zoom}
      scaleY={initial.zoom}
      onMouseDown={onStageDown}
      onTap={onStageDown}
      onDblClick={onStageDoubleClick}
      onDblTap={onStageDoubleClick}
      {...drag}
      onMouseMove={onStageMove}
      onMouseUp={onStageUp}
      onMouseLeave={() => {
        onStageUp();
        presence?.setSoon({ pointer: null });
      }}
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
        <ShapeLayers
          layers={page.layers}
          editable={editable}
          editingId={editingText?.pageId === page.id ? editingText.shapeId : null}
          plan={plan}
          onDragEnd={onShapeDragEnd}
        />
      </Layer>
      {/* The handles, guides and others' pointers come once a busy page is mounted whole:
          each layer is two canvases the browser must make, and the first frame has no use
          for them (nothing is selected, the editor takes edits only after its live document). */}
      {whole && (
        <Layer name={UI_LAYER_NAME}>
          {grid && <GridLines width={page.width} height={page.height} />}
          <Line ref={guideVRef} {...GUIDE_LINE} />
          <Line ref={guideHRef} {...GUIDE_LINE} />
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
            anchorSize={coarse ? TOUCH_ANCHOR_SIZE : MOUSE_ANCHOR_SIZE}
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
      )}
      {whole && presence && (
        <Suspense fallback={null}>
          <RemotePresence page={page} zoom={zoom} stage={stageRef} content={contentRef} />
        </Suspense>
      )}
    </Stage>
  );
}
