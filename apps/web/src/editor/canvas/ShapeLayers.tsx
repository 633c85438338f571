// The shapes of a page, one Konva group per document layer. Memoised on the page's layers:
// selecting, zooming or opening a dialog re-renders the page, not its thousands of shapes.
import { type Collection, type Layer, listOf } from '@nibble/core';
import { memo } from 'react';
import { Group } from 'react-konva';
import { ShapeNode } from './ShapeNode.tsx';

interface Props {
  layers: Collection<Layer>;
  editable: boolean;
  /** The text shape being edited in place, hidden meanwhile. */
  editingId: string | null;
  /** The shapes mounted so far while a busy page opens (useMountSteps), or null for all. */
  mounted: ReadonlySet<string> | null;
}

export const ShapeLayers = memo(function ShapeLayers({
  layers,
  editable,
  editingId,
  mounted,
}: Props) {
  return listOf(layers).map((layer) => (
    <Group key={layer.id} visible={!layer.hidden}>
      {listOf(layer.shapes).map((shape) =>
        mounted && !mounted.has(shape.id) ? null : (
          <ShapeNode
            key={shape.id}
            shape={shape}
            draggable={editable && !layer.locked && !shape.locked}
            editing={editingId === shape.id}
          />
        ),
      )}
    </Group>
  ));
});
