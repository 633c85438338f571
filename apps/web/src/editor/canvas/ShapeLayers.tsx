// The shapes of a page: a Konva group per document layer, holding two groups one after the
// other, the layer's first part (mounted in the first frame of a busy page) and the rest
// (useMountPlan.ts). Memoised on the page's layers: selecting, zooming or opening a dialog
// re-renders the page, not its thousands of shapes.
import { type Collection, type Layer, listOf, type Shape } from '@nibble/core';
import type Konva from 'konva';
import { memo } from 'react';
import { Group } from 'react-konva';
import { ShapeNode } from './ShapeNode.tsx';
import { PART_NAME } from './shapeNodes.ts';
import type { MountPlan } from './useMountPlan.ts';

interface Props {
  layers: Collection<Layer>;
  editable: boolean;
  /** The text shape being edited in place, hidden meanwhile. */
  editingId: string | null;
  /** What to mount (null: nothing yet, the plan is being made). */
  plan: MountPlan | null;
  onDragEnd(event: Konva.KonvaEventObject<DragEvent>): void;
}

export const ShapeLayers = memo(function ShapeLayers({
  layers,
  editable,
  editingId,
  plan,
  onDragEnd,
}: Props) {
  if (!plan) return null;
  return listOf(layers).map((layer) => {
    const shapes = listOf(layer.shapes);
    const head = plan.heads.get(layer.id) ?? 0;
    const node = (shape: Shape) => (
      <ShapeNode
        key={shape.id}
        shape={shape}
        draggable={editable && !layer.locked && !shape.locked}
        editing={editingId === shape.id}
        onDragEnd={onDragEnd}
      />
    );
    return (
      <Group key={layer.id} visible={!layer.hidden}>
        <Group name={PART_NAME}>{shapes.slice(0, head).map(node)}</Group>
        {plan.complete && <Group name={PART_NAME}>{shapes.slice(head).map(node)}</Group>}
      </Group>
    );
  });
});
