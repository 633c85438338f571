// The shapes of a page: a Konva group per document layer, holding groups of at most
// GROUP_SHAPES shapes one after the other: first those of the layer's first part (mounted in
// the first frame of a busy page), then those of the rest (useMountPlan.ts). On a busy page
// each group is kept as a bitmap between edits (groupCache.ts), so an edit redraws one group.
// Memoised on the page's layers: selecting, zooming or opening a dialog re-renders the page,
// not its thousands of shapes.
import { type Collection, type Layer, listOf, type Shape } from '@nibble/core';
import type Konva from 'konva';
import { memo } from 'react';
import { Group } from 'react-konva';
import { ShapeNode } from './ShapeNode.tsx';
import { PART_NAME } from './shapeNodes.ts';
import type { MountPlan } from './useMountPlan.ts';

/** Shapes per group: what one edit redraws on a busy page. */
export const GROUP_SHAPES = 1000;

/**
 * [start, end) ranges of at most `size` shapes covering from..to; always one range, maybe
 * empty, so a layer keeps a group to add its first shape to.
 */
export function groupRanges(
  from: number,
  to: number,
  size: number = GROUP_SHAPES,
): [number, number][] {
  const ranges: [number, number][] = [];
  for (let start = from; start < to; start += size)
    ranges.push([start, Math.min(to, start + size)]);
  return ranges.length > 0 ? ranges : [[from, from]];
}

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
    const groups = (from: number, to: number, prefix: string) =>
      groupRanges(from, to).map(([start, end], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a group is its place in the layer; its shapes keep their own keys
        <Group key={`${prefix}${i}`} name={PART_NAME}>
          {shapes.slice(start, end).map(node)}
        </Group>
      ));
    return (
      <Group key={layer.id} visible={!layer.hidden}>
        {groups(0, head, 'first')}
        {plan.complete && groups(head, shapes.length, 'rest')}
      </Group>
    );
  });
});
