// The Konva nodes of given shapes. Konva's `findOne('#id')` matches a selector against every
// node of the stage; with thousands of shapes that cost is paid on each selection change, so
// the content layer's children (the document layers' groups) are walked directly instead.
import type Konva from 'konva';

export function shapeNodesOf(
  stage: Konva.Stage | null,
  content: Konva.Layer | null,
  ids: readonly string[],
): Konva.Node[] {
  if (!stage || ids.length === 0) return [];
  const wanted = new Set(ids);
  const found = new Map<string, Konva.Node>();
  for (const group of content?.getChildren() ?? []) {
    if (!('getChildren' in group)) continue;
    for (const node of (group as Konva.Group).getChildren()) {
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
