// One group of a page's shapes (ShapeLayers.tsx): a Konva group whose shape nodes are made and
// kept in step with the document by hand (shapeNode.ts), not one React element per shape.
import type { Shape } from '@nibble/core';
import type Konva from 'konva';
import { useLayoutEffect, useRef, useState } from 'react';
import { Group } from 'react-konva/lib/ReactKonvaCore';
import { Konva as KonvaCore } from './konva.ts';
import {
  destroyShapeNode,
  makeShapeNode,
  nodeFits,
  type ShapeLook,
  updateShapeNode,
} from './shapeNode.ts';
import { PART_NAME } from './shapeNodes.ts';

interface Props {
  shapes: readonly Shape[];
  /** Whether the part's shapes may be dragged (their own lock aside). */
  draggable: boolean;
  /** The text shape being edited in place, hidden meanwhile. */
  editingId: string | null;
  /** The page's drop handler. */
  onDragEnd(event: Konva.KonvaEventObject<DragEvent>): void;
}

/** Puts the group's children in the order of `nodes` (those not riding on another layer for a drag). */
function order(group: Konva.Group, nodes: Konva.Shape[]) {
  const wanted = nodes.filter((node) => !node.getParent() || node.getParent() === group);
  const children = group.getChildren();
  let same = 0;
  while (same < children.length && children[same] === wanted[same]) same++;
  // The common cases: a first mount, shapes added on top, shapes taken out (already gone).
  if (same === children.length) {
    if (same < wanted.length) group.add(...wanted.slice(same));
    return;
  }
  // Shapes reordered or inserted below others: the group is filled again in order.
  group.removeChildren();
  group.add(...wanted);
}

/**
 * Runs `change` with Konva's draw on every change off: Konva asks its layer for a draw at every
 * attribute set and every child added (walking up to find the layer each time); one draw of the
 * group's layer afterwards is the same.
 */
function withOneDraw(group: Konva.Group, change: () => void): void {
  const autoDraw = KonvaCore.autoDrawEnabled;
  KonvaCore.autoDrawEnabled = false;
  try {
    change();
  } finally {
    KonvaCore.autoDrawEnabled = autoDraw;
  }
  if (autoDraw) group.getLayer()?.batchDraw();
}

/**
 * Makes the group's children the given shapes' nodes, in their order: new shapes get a node,
 * changed ones are updated, gone ones destroyed. `known` holds the nodes by shape id.
 */
export function keepInStep(
  group: Konva.Group,
  known: Map<string, Konva.Shape>,
  shapes: readonly Shape[],
  lookOf: (shape: Shape) => ShapeLook,
  onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => void,
): void {
  withOneDraw(group, () => {
    const ordered: Konva.Shape[] = [];
    for (const shape of shapes) {
      const look = lookOf(shape);
      let node = known.get(shape.id);
      if (node && !nodeFits(node, shape)) {
        destroyShapeNode(node);
        node = undefined;
      }
      if (node) updateShapeNode(node, shape, look);
      else {
        node = makeShapeNode(shape, look);
        node.on('dragend', onDragEnd);
        known.set(shape.id, node);
      }
      ordered.push(node);
    }
    if (known.size > ordered.length) {
      const ids = new Set(shapes.map((shape) => shape.id));
      for (const [id, node] of known) {
        if (ids.has(id)) continue;
        destroyShapeNode(node);
        known.delete(id);
      }
    }
    order(group, ordered);
  });
}

export function ShapePart({ shapes, draggable, editingId, onDragEnd }: Props) {
  const groupRef = useRef<Konva.Group>(null);
  const nodes = useRef(new Map<string, Konva.Shape>());
  const dragEnd = useRef(onDragEnd);
  dragEnd.current = onDragEnd;
  const [onNodeDragEnd] = useState(
    () => (event: Konva.KonvaEventObject<DragEvent>) => dragEnd.current(event),
  );

  useLayoutEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    keepInStep(
      group,
      nodes.current,
      shapes,
      (shape) => ({ draggable: draggable && !shape.locked, editing: editingId === shape.id }),
      onNodeDragEnd,
    );
  });

  // The group goes with its nodes; the nodes are forgotten first, so what they were loading
  // is not shown on them.
  useLayoutEffect(() => {
    const known = nodes.current;
    return () => {
      for (const node of known.values()) destroyShapeNode(node);
      known.clear();
    };
  }, []);

  return <Group ref={groupRef} name={PART_NAME} />;
}
