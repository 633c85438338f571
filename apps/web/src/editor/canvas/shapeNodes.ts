// The Konva nodes of given shapes. Konva's `findOne('#id')` matches a selector against every
// node of the stage; with thousands of shapes that cost is paid on each selection change, so
// the content layer's few levels of groups (ShapeLayers.tsx) are walked directly instead.
import type Konva from 'konva';

/** Name of the groups that hold shapes (each document layer has two, ShapeLayers.tsx). */
export const PART_NAME = 'shape-part';

const isContainer = (node: Konva.Node): node is Konva.Container => 'getChildren' in node;

/** The groups of the content layer that hold shapes. */
export function shapePartsOf(content: Konva.Container | null): Konva.Container[] {
  const parts: Konva.Container[] = [];
  for (const child of content?.getChildren() ?? []) {
    if (!isContainer(child)) continue;
    if (child.hasName(PART_NAME)) parts.push(child);
    else parts.push(...shapePartsOf(child));
  }
  return parts;
}

export function shapeNodesOf(
  stage: Konva.Stage | null,
  content: Konva.Layer | null,
  ids: readonly string[],
): Konva.Node[] {
  if (!stage || ids.length === 0) return [];
  const wanted = new Set(ids);
  const found = new Map<string, Konva.Node>();
  for (const part of shapePartsOf(content)) {
    for (const node of part.getChildren()) {
      const id = node.id();
      if (wanted.has(id)) found.set(id, node);
    }
  }
  return ids.flatMap((id) => {
    // A shape being dragged rides on the UI layer for the drag (dragLift.ts).
    const node = found.get(id) ?? stage.findOne(`#${CSS.escape(id)}`);
    return node ? [node] : [];
  });
}
