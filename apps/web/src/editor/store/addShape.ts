// Where a new shape lands (spec §4): on the page the user is looking at, centred in the part
// of it they see, off any shape already on that spot, and selected. Apart from the commands
// (commands.ts) because it is placement, not an action: panels call it with what they see.
import {
  activePages,
  addShape as addShapeOp,
  afterAddShape,
  type NewShapeSpec,
  newId,
  type View,
} from '@nibble/core';
import type { EditorStore, EditorStoreState } from './editorStore.ts';

/** Tells which part of a page the user sees (page units), or null when none of it. */
export type LookingAt = (pageId: string) => View | null;

const area = (view: View | null) => (view ? view.width * view.height : 0);

/**
 * The page a new shape goes to: the selected page while any of it is in sight, otherwise the
 * page the user sees most of, otherwise the selected (or first) page.
 */
const targetPage = (state: EditorStoreState, lookingAt: LookingAt): string | undefined => {
  const selected = state.selection.pageId;
  if (selected && lookingAt(selected)) return selected;
  const pages = activePages(state.doc).order;
  const seen = pages
    .map((id) => ({ id, area: area(lookingAt(id)) }))
    .filter((page) => page.area > 0)
    .sort((a, b) => b.area - a.area);
  return seen[0]?.id ?? selected ?? pages[0];
};

/**
 * Adds a shape where the user is looking (centred in the visible part of the page, off any
 * shape already on that spot) and selects it (spec §4).
 */
export const addShapeToPage = (
  store: EditorStore,
  spec: NewShapeSpec,
  lookingAt: LookingAt = () => null,
): boolean => {
  const state = store.getState();
  const pageId = targetPage(state, lookingAt);
  if (!pageId) return false;
  const page = state.doc.pages.items[pageId] ?? state.doc.prints.items[pageId];
  const layerId =
    state.selection.pageId === pageId && state.selection.layerId
      ? state.selection.layerId
      : page?.layers.order[0];
  if (!layerId) return false;
  const id = newId();
  const view = lookingAt(pageId) ?? undefined;
  return state.edit(
    (doc) => addShapeOp(doc, { pageId, layerId, id, spec, ...(view ? { view } : {}) }),
    () => afterAddShape(pageId, layerId, id),
  );
};
