// Draws one shape of the document. The node carries one event handler, its drop: the page's
// stage handles presses, double-clicks and the drag's start and moves for all its shapes
// (events bubble up to it), so mounting a busy page registers few listeners. The document changes when
// a gesture ends (see PageCanvas), so one drag is one undo step.
import type { Shape } from '@nibble/core';
import type Konva from 'konva';
import { memo } from 'react';
import { Circle, Ellipse, Image, Line, Rect, Star } from 'react-konva';
import { TextShape } from './TextShape.tsx';
import { useImage } from './useImage.ts';

const PLACEHOLDER_FILL = '#eeeeee';

export interface ShapeNodeProps {
  shape: Shape;
  draggable: boolean;
  /** Hidden while its text is being edited in place. */
  editing: boolean;
  /** The page's drop handler (the same function for every shape). */
  onDragEnd(event: Konva.KonvaEventObject<DragEvent>): void;
}

/**
 * One Konva node from the start: a grey box while the picture loads, the picture after. A
 * placeholder of another kind would be replaced when the picture arrives, and the
 * Transformer (the selection handles) would stay on the node that went away.
 */
function ImageNode({ shape, common }: { shape: Shape; common: Konva.NodeConfig }) {
  const image = useImage(shape.url);
  const a = shape.attrs;
  return (
    <Image
      {...common}
      image={image ?? undefined}
      width={a.width}
      height={a.height}
      fill={image ? undefined : PLACEHOLDER_FILL}
    />
  );
}

export const ShapeNode = memo(function ShapeNode({
  shape,
  draggable,
  editing,
  onDragEnd,
}: ShapeNodeProps) {
  const a = shape.attrs;
  const common: Konva.NodeConfig = {
    id: shape.id,
    name: 'shape',
    x: a.x,
    y: a.y,
    // Left out when unset (Konva's defaults, 0 and 1): two setter calls fewer for each of the
    // thousands of shapes a busy page mounts; a value removed later resets to the default.
    rotation: a.rotation,
    opacity: a.opacity,
    draggable,
    onDragEnd,
    visible: !shape.hidden && !editing,
    // No offscreen buffer per shape: faster, and only opacity on stroked fills looks different.
    perfectDrawEnabled: false,
  };
  switch (shape.type) {
    case 'rect':
      return <Rect {...common} width={a.width} height={a.height} fill={a.fill} />;
    case 'circ':
      return <Circle {...common} radius={a.radius ?? 0} fill={a.fill} />;
    case 'ellipse':
      return (
        <Ellipse
          {...common}
          radiusX={(a.width ?? 0) / 2}
          radiusY={(a.height ?? 0) / 2}
          fill={a.fill}
        />
      );
    case 'star':
      return (
        <Star
          {...common}
          numPoints={a.numPoints ?? 5}
          innerRadius={a.innerRadius ?? 20}
          outerRadius={a.outerRadius ?? 40}
          fill={a.fill}
        />
      );
    case 'line':
      return (
        <Line
          {...common}
          points={a.points ?? [0, 0, 100, 0]}
          stroke={a.fill}
          strokeWidth={a.strokeWidth ?? 4}
          hitStrokeWidth={20}
          lineCap="round"
        />
      );
    case 'text':
    case 'v-text':
      return <TextShape shape={shape} common={common} />;
    case 'img':
    case 'illus':
      return <ImageNode shape={shape} common={common} />;
  }
});
