// The editor's state: the document (the truth), the selection, undo/redo history, view
// settings and the publication state. Every document change goes through `edit`, which
// ignores it unless the design is NEW (spec §4) and records one undo step.
import {
  type Campaign,
  canEditDocument,
  type Design,
  type DesignType,
  EMPTY_SELECTION,
  pruneSelection,
  type Selection,
  type Shape,
  selectFirstPage,
} from '@nibble/core';
import { type EditorState, stateOf } from '@nibble/core/publication';
import { createStore, type StoreApi } from 'zustand/vanilla';

export const HISTORY_LIMIT = 100;

export type PanelId =
  | 'designs'
  | 'templates'
  | 'elements'
  | 'images'
  | 'text'
  | 'illustrations'
  | 'background'
  | 'layers'
  | 'font'
  | 'colour';

/** Zoom as a factor, or 'fit' to fit the widest page into the canvas area. */
export type Zoom = number | 'fit';

interface Snapshot {
  doc: Campaign;
  selection: Selection;
}

export interface TextEditing {
  pageId: string;
  layerId: string;
  shapeId: string;
}

export interface EditorData {
  design: Design;
  designType: DesignType;
  doc: Campaign;
  selection: Selection;
  past: Snapshot[];
  future: Snapshot[];
  zoom: Zoom;
  grid: boolean;
  /** spec §3 "Editor state": state, startTime, endTime. */
  state: EditorState;
  startTime: string | null;
  endTime: string | null;
  /** Changes since the last save. */
  dirty: boolean;
  clipboard: Shape[];
  editingText: TextEditing | null;
  panel: PanelId | null;
}

export interface EditorActions {
  /**
   * Applies a document operation as one undo step. `select` picks the selection after it
   * (defaults to the current one, pruned). Answers false when the edit was ignored.
   */
  edit(
    op: (doc: Campaign) => Campaign,
    select?: (doc: Campaign, selection: Selection) => Selection,
  ): boolean;
  select(selection: Selection): void;
  /** Changes what is shown (page/print mode) without an undo step or the NEW guard. */
  navigate(op: (doc: Campaign) => Campaign, select: (doc: Campaign) => Selection): void;
  undo(): void;
  redo(): void;
  setZoom(zoom: Zoom): void;
  setGrid(grid: boolean): void;
  setPanel(panel: PanelId | null): void;
  setClipboard(shapes: Shape[]): void;
  setEditingText(editing: TextEditing | null): void;
  /** A design came back from the server (save or publication): adopt its state. */
  adoptDesign(design: Design, options?: { saved?: boolean }): void;
}

export type EditorStoreState = EditorData & EditorActions;
export type EditorStore = StoreApi<EditorStoreState>;

const publicationOf = (design: Design) => ({
  state: stateOf(design.published),
  startTime: design.published === 0 ? null : design.publish_start,
  endTime: design.published === 0 ? null : design.publish_end,
});

export function createEditorStore(args: { design: Design; doc: Campaign }): EditorStore {
  return createStore<EditorStoreState>()((set, get) => ({
    design: args.design,
    designType: args.design.type,
    doc: args.doc,
    selection: selectFirstPage(args.doc),
    past: [],
    future: [],
    zoom: 'fit',
    grid: false,
    ...publicationOf(args.design),
    dirty: false,
    clipboard: [],
    editingText: null,
    panel: 'elements',

    edit(op, select) {
      const { doc, selection, state, past } = get();
      if (!canEditDocument(state)) return false;
      const next = op(doc);
      if (next === doc) return false;
      const nextSelection = select ? select(next, selection) : pruneSelection(next, selection);
      set({
        doc: next,
        selection: nextSelection,
        past: [...past.slice(-(HISTORY_LIMIT - 1)), { doc, selection }],
        future: [],
        dirty: true,
      });
      return true;
    },
    select(selection) {
      set({ selection });
    },
    navigate(op, select) {
      const doc = op(get().doc);
      set({
        doc,
        selection: select(doc),
        editingText: null,
        dirty: get().dirty || canEditDocument(get().state),
      });
    },
    undo() {
      const { past, future, doc, selection, state } = get();
      const previous = past.at(-1);
      if (!previous || !canEditDocument(state)) return;
      set({
        doc: previous.doc,
        selection: pruneSelection(previous.doc, previous.selection),
        past: past.slice(0, -1),
        future: [{ doc, selection }, ...future],
        dirty: true,
        editingText: null,
      });
    },
    redo() {
      const { past, future, doc, selection, state } = get();
      const next = future[0];
      if (!next || !canEditDocument(state)) return;
      set({
        doc: next.doc,
        selection: pruneSelection(next.doc, next.selection),
        past: [...past, { doc, selection }],
        future: future.slice(1),
        dirty: true,
        editingText: null,
      });
    },
    setZoom: (zoom) => set({ zoom }),
    setGrid: (grid) => set({ grid }),
    setPanel: (panel) => set({ panel }),
    setClipboard: (clipboard) => set({ clipboard }),
    setEditingText: (editingText) => set({ editingText }),
    adoptDesign(design, options = {}) {
      set({
        design,
        ...publicationOf(design),
        ...(options.saved ? { dirty: false } : {}),
      });
    },
  }));
}

export { EMPTY_SELECTION };
