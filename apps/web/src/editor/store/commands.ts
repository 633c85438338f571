// The editor's actions, registered once and shared by toolbars, menus and the keyboard
// (STYLE.md: Excalidraw's actions). `enabled` says when an action applies; editing actions
// also go through the store's NEW-only guard, so a published design never changes.
// Over 300 lines: the registry is one list, each command a few lines, read as the table of
// what the editor can do; where a new shape lands is in addShape.ts.
import {
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
} from '@nibble/core';
import { i18n } from '../../i18n/setup.ts';
import { canChangeDocument, type EditorStore, type EditorStoreState } from './editorStore.ts';

export interface Shortcut {
  key: string;
  mod?: boolean;
  shift?: boolean;
}

export interface Command {
  id: string;
  /** The action's name in the interface language, read when it is shown. */
  label(): string;
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
const editable = canChangeDocument;
const editableSelection = (state: EditorStoreState) => editable(state) && hasSelection(state);
const selectedAreText = (state: EditorStoreState) =>
  selectedShapes(state.doc, state.selection).some((s) => s.type === 'text' || s.type === 'v-text');

const onSelection = (store: EditorStore, op: (ref: ShapesRef, state: EditorStoreState) => void) => {
  const state = store.getState();
  const ref = selectionRef(state);
  if (ref) op(ref, state);
};

/** A command's name: written out as t() calls so the extractor sees each key. */
type Label = () => string;

const nudge = (
  id: string,
  label: Label,
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

const reorder = (id: string, label: Label, move: ReorderMove, shortcut: Shortcut): Command => ({
  id,
  label,
  shortcuts: [shortcut],
  enabled: editableSelection,
  run: (store) =>
    onSelection(store, (ref, state) => state.edit((doc) => reorderShapes(doc, { ...ref, move }))),
});

const format = (id: string, label: Label, op: typeof toggleBold, shortcut?: Shortcut): Command => ({
  id,
  label,
  ...(shortcut ? { shortcuts: [shortcut] } : {}),
  enabled: (state) => editableSelection(state) && selectedAreText(state),
  run: (store) => onSelection(store, (ref, state) => state.edit((doc) => op(doc, ref))),
});

export const COMMANDS: Command[] = [
  {
    id: 'undo',
    label: () => i18n.t('editor:commands.undo'),
    shortcuts: [{ key: 'z', mod: true }],
    enabled: (s) => editable(s) && s.canUndo,
    run: (store) => store.getState().undo(),
  },
  {
    id: 'redo',
    label: () => i18n.t('editor:commands.redo'),
    shortcuts: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
    enabled: (s) => editable(s) && s.canRedo,
    run: (store) => store.getState().redo(),
  },
  {
    id: 'delete',
    label: () => i18n.t('editor:commands.delete'),
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
    label: () => i18n.t('editor:commands.duplicate'),
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
    label: () => i18n.t('editor:commands.copy'),
    shortcuts: [{ key: 'c', mod: true }],
    enabled: hasSelection,
    run: (store) => {
      const state = store.getState();
      state.setClipboard(selectedShapes(state.doc, state.selection));
    },
  },
  {
    id: 'paste',
    label: () => i18n.t('editor:commands.paste'),
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
    label: () => i18n.t('editor:commands.selectAll'),
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
    label: () => i18n.t('editor:commands.deselect'),
    shortcuts: [{ key: 'Escape' }],
    enabled: hasSelection,
    run: (store) => {
      const state = store.getState();
      state.select(deselectShapes(state.selection));
    },
  },
  nudge('nudgeLeft', () => i18n.t('editor:commands.nudgeLeft'), 'ArrowLeft', -1, 0),
  nudge('nudgeRight', () => i18n.t('editor:commands.nudgeRight'), 'ArrowRight', 1, 0),
  nudge('nudgeUp', () => i18n.t('editor:commands.nudgeUp'), 'ArrowUp', 0, -1),
  nudge('nudgeDown', () => i18n.t('editor:commands.nudgeDown'), 'ArrowDown', 0, 1),
  nudge('nudgeLeftFar', () => i18n.t('editor:commands.nudgeLeftFar'), 'ArrowLeft', -10, 0, true),
  nudge('nudgeRightFar', () => i18n.t('editor:commands.nudgeRightFar'), 'ArrowRight', 10, 0, true),
  nudge('nudgeUpFar', () => i18n.t('editor:commands.nudgeUpFar'), 'ArrowUp', 0, -10, true),
  nudge('nudgeDownFar', () => i18n.t('editor:commands.nudgeDownFar'), 'ArrowDown', 0, 10, true),
  reorder('bringToFront', () => i18n.t('editor:commands.bringToFront'), 'front', {
    key: ']',
    mod: true,
    shift: true,
  }),
  reorder('bringForward', () => i18n.t('editor:commands.bringForward'), 'forward', {
    key: ']',
    mod: true,
  }),
  reorder('sendToBack', () => i18n.t('editor:commands.sendToBack'), 'back', {
    key: '[',
    mod: true,
    shift: true,
  }),
  reorder('sendBackward', () => i18n.t('editor:commands.sendBackward'), 'backward', {
    key: '[',
    mod: true,
  }),
  format('bold', () => i18n.t('editor:commands.bold'), toggleBold, { key: 'b', mod: true }),
  format('italic', () => i18n.t('editor:commands.italic'), toggleItalic, { key: 'i', mod: true }),
  format('underline', () => i18n.t('editor:commands.underline'), toggleUnderline, {
    key: 'u',
    mod: true,
  }),
  format('textAlign', () => i18n.t('editor:commands.textAlign'), cycleTextAlign),
  {
    id: 'lock',
    label: () => i18n.t('editor:commands.lock'),
    shortcuts: [{ key: 'l', mod: true, shift: true }],
    enabled: editableSelection,
    run: (store) => onSelection(store, (ref, state) => state.edit((doc) => lockShapes(doc, ref))),
  },
  {
    id: 'unlock',
    label: () => i18n.t('editor:commands.unlock'),
    enabled: editableSelection,
    run: (store) => onSelection(store, (ref, state) => state.edit((doc) => unlockShapes(doc, ref))),
  },
  {
    id: 'hide',
    label: () => i18n.t('editor:commands.hide'),
    enabled: editableSelection,
    run: (store) => onSelection(store, (ref, state) => state.edit((doc) => hideShapes(doc, ref))),
  },
  {
    id: 'show',
    label: () => i18n.t('editor:commands.show'),
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
