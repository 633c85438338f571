// The editor's actions, registered once and shared by toolbars, menus and the keyboard
// (STYLE.md: Excalidraw's actions). `enabled` says when an action applies; editing actions
// also go through the store's NEW-only guard, so a published design never changes.
import {
  activePages,
  addShape as addShapeOp,
  afterAddShape,
  afterDeleteShapes,
  cycleTextAlign,
  DUPLICATE_OFFSET,
  deleteShapes,
  deselectShapes,
  duplicateShapes,
  findLayer,
  hideShapes,
  insertCopies,
  lockShapes,
  moveShapes,
  type NewShapeSpec,
  newId,
  type ReorderMove,
  reorderShapes,
  type ShapesRef,
  selectedShapes,
  showShapes,
  toggleBold,
  toggleItalic,
  toggleUnderline,
  unlockShapes,
  type View,
} from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import type { EditorStore, EditorStoreState } from './editorStore.ts';

export interface Shortcut {
  key: string;
  mod?: boolean;
  shift?: boolean;
}

export interface Command {
  id: string;
  label: string;
  shortcuts?: Shortcut[];
  enabled(state: EditorStoreState): boolean;
  run(store: EditorStore): void;
}

/** The selected shapes as an operation reference, or null when no shape is selected. */
export const selectionRef = (state: EditorStoreState): ShapesRef | null => {
  const { pageId, layerId, shapeIds } = state.selection;
  return pageId && layerId && shapeIds.length > 0 ? { pageId, layerId, shapeIds } : null;
};

const hasSelection = (state: EditorStoreState) => selectionRef(state) !== null;
const editable = (state: EditorStoreState) => canEdit(state.state);
const editableSelection = (state: EditorStoreState) => editable(state) && hasSelection(state);
const selectedAreText = (state: EditorStoreState) =>
  selectedShapes(state.doc, state.selection).some((s) => s.type === 'text' || s.type === 'v-text');

const onSelection = (store: EditorStore, op: (ref: ShapesRef, state: EditorStoreState) => void) => {
  const state = store.getState();
  const ref = selectionRef(state);
  if (ref) op(ref, state);
};

const nudge = (
  id: string,
  label: string,
  key: string,
  dx: number,
  dy: number,
  shift = false,
): Command => ({
  id,
  label,
  shortcuts: [{ key, shift }],
  enabled: editableSelection,
  run: (store) =>
    onSelection(store, (ref, state) => state.edit((doc) => moveShapes(doc, { ...ref, dx, dy }))),
});

const reorder = (id: string, label: string, move: ReorderMove, shortcut: Shortcut): Command => ({
  id,
  label,
  shortcuts: [shortcut],
  enabled: editableSelection,
  run: (store) =>
    onSelection(store, (ref, state) => state.edit((doc) => reorderShapes(doc, { ...ref, move }))),
});

const format = (
  id: string,
  label: string,
  op: typeof toggleBold,
  shortcut?: Shortcut,
): Command => ({
  id,
  label,
  ...(shortcut ? { shortcuts: [shortcut] } : {}),
  enabled: (state) => editableSelection(state) && selectedAreText(state),
  run: (store) => onSelection(store, (ref, state) => state.edit((doc) => op(doc, ref))),
});

export const COMMANDS: Command[] = [
  {
    id: 'undo',
    label: 'Undo',
    shortcuts: [{ key: 'z', mod: true }],
    enabled: (s) => editable(s) && s.past.length > 0,
    run: (store) => store.getState().undo(),
  },
  {
    id: 'redo',
    label: 'Redo',
    shortcuts: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
    enabled: (s) => editable(s) && s.future.length > 0,
    run: (store) => store.getState().redo(),
  },
  {
    id: 'delete',
    label: 'Delete',
    shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
    enabled: editableSelection,
    run: (store) =>
      onSelection(store, (ref, state) =>
        state.edit(
          (doc) => deleteShapes(doc, ref),
          (_doc, selection) => afterDeleteShapes(selection),
        ),
      ),
  },
  {
    id: 'duplicate',
    label: 'Duplicate',
    shortcuts: [{ key: 'd', mod: true }],
    enabled: editableSelection,
    run: (store) =>
      onSelection(store, (ref, state) => {
        let ids: string[] = [];
        state.edit(
          (doc) => {
            const result = duplicateShapes(doc, { ...ref, makeId: newId });
            ids = result.ids;
            return result.doc;
          },
          () => ({ pageId: ref.pageId, layerId: ref.layerId, shapeIds: ids }),
        );
      }),
  },
  {
    id: 'copy',
    label: 'Copy',
    shortcuts: [{ key: 'c', mod: true }],
    enabled: hasSelection,
    run: (store) => {
      const state = store.getState();
      state.setClipboard(selectedShapes(state.doc, state.selection));
    },
  },
  {
    id: 'paste',
    label: 'Paste',
    shortcuts: [{ key: 'v', mod: true }],
    enabled: (s) => editable(s) && s.clipboard.length > 0 && s.selection.pageId !== null,
    run: (store) => {
      const state = store.getState();
      const { pageId, layerId } = state.selection;
      if (!pageId || !layerId || !findLayer(state.doc, pageId, layerId)) return;
      let ids: string[] = [];
      const pasted = state.edit(
        (doc) => {
          const result = insertCopies(doc, {
            pageId,
            layerId,
            shapes: state.clipboard,
            offset: DUPLICATE_OFFSET,
            makeId: newId,
          });
          ids = result.ids;
          return result.doc;
        },
        () => ({ pageId, layerId, shapeIds: ids }),
      );
      // The next paste lands a further step away, as in other design tools.
      if (pasted) {
        state.setClipboard(
          state.clipboard.map((shape) => ({
            ...shape,
            attrs: {
              ...shape.attrs,
              x: shape.attrs.x + DUPLICATE_OFFSET,
              y: shape.attrs.y + DUPLICATE_OFFSET,
            },
          })),
        );
      }
    },
  },
  {
    id: 'selectAll',
    label: 'Select all',
    shortcuts: [{ key: 'a', mod: true }],
    enabled: (s) => s.selection.pageId !== null,
    run: (store) => {
      const state = store.getState();
      const { pageId, layerId } = state.selection;
      const layer = pageId && layerId ? findLayer(state.doc, pageId, layerId) : undefined;
      if (pageId && layerId && layer) {
        state.select({
          pageId,
          layerId,
          shapeIds: layer.shapes.order.filter((id) => !layer.shapes.items[id]?.hidden),
        });
      }
    },
  },
  {
    id: 'deselect',
    label: 'Deselect',
    shortcuts: [{ key: 'Escape' }],
    enabled: hasSelection,
    run: (store) => {
      const state = store.getState();
      state.select(deselectShapes(state.selection));
    },
  },
  nudge('nudgeLeft', 'Nudge left', 'ArrowLeft', -1, 0),
  nudge('nudgeRight', 'Nudge right', 'ArrowRight', 1, 0),
  nudge('nudgeUp', 'Nudge up', 'ArrowUp', 0, -1),
  nudge('nudgeDown', 'Nudge down', 'ArrowDown', 0, 1),
  nudge('nudgeLeftFar', 'Nudge left 10 px', 'ArrowLeft', -10, 0, true),
  nudge('nudgeRightFar', 'Nudge right 10 px', 'ArrowRight', 10, 0, true),
  nudge('nudgeUpFar', 'Nudge up 10 px', 'ArrowUp', 0, -10, true),
  nudge('nudgeDownFar', 'Nudge down 10 px', 'ArrowDown', 0, 10, true),
  reorder('bringToFront', 'Bring to front', 'front', { key: ']', mod: true, shift: true }),
  reorder('bringForward', 'Bring forward', 'forward', { key: ']', mod: true }),
  reorder('sendToBack', 'Send to back', 'back', { key: '[', mod: true, shift: true }),
  reorder('sendBackward', 'Send backward', 'backward', { key: '[', mod: true }),
  format('bold', 'Bold', toggleBold, { key: 'b', mod: true }),
  format('italic', 'Italic', toggleItalic, { key: 'i', mod: true }),
  format('underline', 'Underline', toggleUnderline, { key: 'u', mod: true }),
  format('textAlign', 'Text alignment', cycleTextAlign),
  {
    id: 'lock',
    label: 'Lock',
    shortcuts: [{ key: 'l', mod: true, shift: true }],
    enabled: editableSelection,
    run: (store) => onSelection(store, (ref, state) => state.edit((doc) => lockShapes(doc, ref))),
  },
  {
    id: 'unlock',
    label: 'Unlock',
    enabled: editableSelection,
    run: (store) => onSelection(store, (ref, state) => state.edit((doc) => unlockShapes(doc, ref))),
  },
  {
    id: 'hide',
    label: 'Hide',
    enabled: editableSelection,
    run: (store) => onSelection(store, (ref, state) => state.edit((doc) => hideShapes(doc, ref))),
  },
  {
    id: 'show',
    label: 'Show',
    enabled: editableSelection,
    run: (store) => onSelection(store, (ref, state) => state.edit((doc) => showShapes(doc, ref))),
  },
];

export const commandById = (id: string): Command => {
  const command = COMMANDS.find((c) => c.id === id);
  if (!command) throw new Error(`Unknown editor command ${id}`);
  return command;
};

/** Runs a command if it applies now; answers whether it ran. */
export const runCommand = (store: EditorStore, id: string): boolean => {
  const command = commandById(id);
  if (!command.enabled(store.getState())) return false;
  command.run(store);
  return true;
};

const matches = (
  shortcut: Shortcut,
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
) =>
  shortcut.key.toLowerCase() === event.key.toLowerCase() &&
  Boolean(shortcut.mod) === (event.ctrlKey || event.metaKey) &&
  Boolean(shortcut.shift) === event.shiftKey;

/** The command a key press asks for, if any. */
export const commandForKey = (
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): Command | undefined =>
  COMMANDS.find((command) => command.shortcuts?.some((s) => matches(s, event)));

/** The label of a command's first shortcut, e.g. "Ctrl+Shift+Z", for tooltips. */
export const shortcutLabel = (command: Command, mac = false): string => {
  const s = command.shortcuts?.[0];
  if (!s) return '';
  const parts = [
    s.mod ? (mac ? '⌘' : 'Ctrl') : '',
    s.shift ? 'Shift' : '',
    s.key.length === 1 ? s.key.toUpperCase() : s.key,
  ];
  return parts.filter(Boolean).join('+');
};

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
