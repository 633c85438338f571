// The editor's state: the document (the truth), the selection, undo/redo history, view
// settings and the publication state. Every document change goes through `edit`, which
// ignores it unless the design is NEW (spec §4) and records one undo step. A design held in a
// live document (editor/live) writes each edit there instead, and its undo is per user.
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

/**
 * A design held in a live document (editor/live/liveBinding.ts). The store writes each edit
 * through it and asks it to undo; remote changes come back through `receive`.
 */
export interface LiveLink {
  /** Writes one edit (two results of the core's operations) as one undo step of this user. */
  write(before: Campaign, after: Campaign, selection: Selection): void;
  undo(): void;
  redo(): void;
  /** Waits (a while) until the server has every change made here; answers whether it does. */
  whenSynced(): Promise<boolean>;
}

/**
 * A live design's sync state: where its changes are (on the server, on their way, or only on
 * this device); 'refused' when the server turned the connection away after the design opened
 * from this device's copy (access taken away): edits made now would never reach it;
 * 'connecting' while the design shows from the API's answer and its live document is still on
 * its way: edits are held until it is in the store, so none is made to a document that the
 * live one then replaces.
 */
export type SyncState = 'connecting' | 'synced' | 'saving' | 'offline' | 'refused';

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
  canUndo: boolean;
  canRedo: boolean;
  /**
   * Changes made here — edits, undos and redos — counted up, also for live designs, which
   * have no past list.
   */
  edits: number;
  /** The live document this design is held in, or null (saved by the Save action). */
  live: LiveLink | null;
  /** A live design's sync state; null for a design saved by hand. */
  sync: SyncState | null;
  /** The server serves this design read-only (it stopped being NEW): edits are blocked here too. */
  readOnly: boolean;
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
  /** A live design changed elsewhere (another person, or this user's undo): show it. */
  receive(doc: Campaign, selection?: Selection): void;
  /** Whether the live document has steps to undo and redo. */
  setHistory(history: { canUndo: boolean; canRedo: boolean }): void;
  setSync(sync: SyncState): void;
  setReadOnly(readOnly: boolean): void;
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

/** Whether the document may change now: NEW, not served read-only, its live document here. */
export const canChangeDocument = (s: EditorData): boolean =>
  canEditDocument(s.state) && !s.readOnly && s.sync !== 'connecting';

/** The live document is not in the store yet (the design shows from the API's answer). */
export const isConnecting = (s: EditorData): boolean => s.sync === 'connecting';

const editable = canChangeDocument;

/** The Snapshot lists' answer to "can I undo/redo?" (live designs set theirs from the link). */
const historyOf = (past: Snapshot[], future: Snapshot[]) => ({
  past,
  future,
  canUndo: past.length > 0,
  canRedo: future.length > 0,
});

export function createEditorStore(args: {
  design: Design;
  doc: Campaign;
  live?: LiveLink;
  /**
   * The document is the API's answer and the live document is still on its way: edits are
   * held (sync 'connecting') until the connection reads it in and attaches (openLiveDesign.ts).
   */
  connecting?: boolean;
}): EditorStore {
  return createStore<EditorStoreState>()((set, get) => ({
    design: args.design,
    designType: args.design.type,
    doc: args.doc,
    selection: selectFirstPage(args.doc),
    past: [],
    future: [],
    canUndo: false,
    canRedo: false,
    edits: 0,
    live: args.live ?? null,
    sync: args.live ? (args.connecting ? 'connecting' : 'saving') : null,
    readOnly: false,
    zoom: 'fit',
    grid: false,
    ...publicationOf(args.design),
    dirty: false,
    clipboard: [],
    editingText: null,
    panel: 'elements',

    edit(op, select) {
      const current = get();
      const { doc, selection, past, live } = current;
      if (!editable(current)) return false;
      const next = op(doc);
      if (next === doc) return false;
      const nextSelection = select ? select(next, selection) : pruneSelection(next, selection);
      if (live) {
        // The server keeps it from here: nothing is left to save by hand.
        live.write(doc, next, selection);
        set({ doc: next, selection: nextSelection, edits: current.edits + 1 });
        return true;
      }
      set({
        doc: next,
        selection: nextSelection,
        ...historyOf([...past.slice(-(HISTORY_LIMIT - 1)), { doc, selection }], []),
        edits: current.edits + 1,
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
        // A live design keeps the page mode on this device only (liveBinding.ts).
        dirty: get().dirty || (canEditDocument(get().state) && !get().live),
      });
    },
    undo() {
      const current = get();
      const { past, future, doc, selection, live } = current;
      if (!editable(current)) return;
      if (live) {
        set({ editingText: null, edits: current.edits + 1 });
        live.undo();
        return;
      }
      const previous = past.at(-1);
      if (!previous) return;
      set({
        doc: previous.doc,
        selection: pruneSelection(previous.doc, previous.selection),
        ...historyOf(past.slice(0, -1), [{ doc, selection }, ...future]),
        edits: current.edits + 1,
        dirty: true,
        editingText: null,
      });
    },
    redo() {
      const current = get();
      const { past, future, doc, selection, live } = current;
      if (!editable(current)) return;
      if (live) {
        set({ editingText: null, edits: current.edits + 1 });
        live.redo();
        return;
      }
      const next = future[0];
      if (!next) return;
      set({
        doc: next.doc,
        selection: pruneSelection(next.doc, next.selection),
        ...historyOf([...past, { doc, selection }], future.slice(1)),
        edits: current.edits + 1,
        dirty: true,
        editingText: null,
      });
    },
    receive(doc, selection) {
      const { editingText } = get();
      const nextSelection = pruneSelection(doc, selection ?? get().selection);
      // The text being typed into was deleted by someone else: the overlay closes.
      const stillThere =
        editingText &&
        nextSelection.pageId === editingText.pageId &&
        (doc.pages.items[editingText.pageId] ?? doc.prints.items[editingText.pageId])?.layers.items[
          editingText.layerId
        ]?.shapes.items[editingText.shapeId];
      set({
        doc,
        selection: nextSelection,
        ...(editingText && !stillThere ? { editingText: null } : {}),
      });
    },
    setHistory: (history) => set(history),
    setSync: (sync) => set({ sync }),
    setReadOnly: (readOnly) => set({ readOnly }),
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
