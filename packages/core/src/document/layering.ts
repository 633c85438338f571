// The four layering moves of spec §4. The layer's shape order is the z-order (last on top);
// a move that cannot go further leaves the document untouched.
import { updateLayer } from './collection.ts';
import type { Campaign, ShapesRef } from './types.ts';

export type ReorderMove = 'front' | 'forward' | 'back' | 'backward';

/** The new order for a move of the selected ids, or the same array when nothing changes. */
export const reorderIds = (
  order: readonly string[],
  ids: readonly string[],
  move: ReorderMove,
): readonly string[] => {
  const selected = new Set(ids.filter((id) => order.includes(id)));
  if (selected.size === 0) return order;
  const rest = order.filter((id) => !selected.has(id));
  const moving = order.filter((id) => selected.has(id));
  let next: string[];
  if (move === 'front') next = [...rest, ...moving];
  else if (move === 'back') next = [...moving, ...rest];
  else {
    next = [...order];
    // Step each selected id one place, scanning from the side it moves towards so
    // neighbours in the selection keep their relative order.
    const indices = next.map((_, i) => i);
    const scan = move === 'forward' ? indices.reverse() : indices;
    const step = move === 'forward' ? 1 : -1;
    for (const i of scan) {
      const id = next[i];
      const j = i + step;
      const other = next[j];
      if (id === undefined || !selected.has(id) || other === undefined || selected.has(other))
        continue;
      next[i] = other;
      next[j] = id;
    }
  }
  return next.every((id, i) => id === order[i]) ? order : next;
};

export const reorderShapes = (doc: Campaign, args: ShapesRef & { move: ReorderMove }): Campaign =>
  updateLayer(doc, args.pageId, args.layerId, (layer) => {
    const order = reorderIds(layer.shapes.order, args.shapeIds, args.move);
    return order === layer.shapes.order
      ? layer
      : { ...layer, shapes: { ...layer.shapes, order: [...order] } };
  });
