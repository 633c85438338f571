// The shapes of a page: a Konva group per document layer, holding groups of at most
// GROUP_SHAPES shapes one after the other (ShapePart.tsx): first those of the layer's first
// part (mounted in the first frame of a busy page), then those of the rest (useMountPlan.ts).
// On a busy page each group is kept as a bitmap between edits (groupCache.ts), so an edit
// redraws one group. Memoised on the page's layers: selecting, zooming or opening a dialog
// re-renders the page, not its groups.
import { type Collection, type Layer, listOf } from '@nibble/core';
import type Konva from 'konva';
import { memo } from 'react';
import { Group } from 'react-konva/lib/ReactKonvaCore';
import { ShapePart } from './ShapePart.tsx';
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
    const groups = (from: number, to: number, prefix: string) =>
      groupRanges(from, to).map(([start, end], i) => (
        <ShapePart
          // biome-ignore lint/suspicious/noArrayIndexKey: a group is its place in the layer; its shapes keep their nodes by id
          key={`${prefix}${i}`}
          shapes={shapes.slice(start, end)}
          draggable={editable && !layer.locked}
          editingId={editingId}
          onDragEnd={onDragEnd}
        />
      ));
    return (
      <Group key={layer.id} visible={!layer.hidden}>
        {groups(0, head, 'first')}
        {plan.complete && groups(head, shapes.length, 'rest')}
      </Group>
    );
  });
});
