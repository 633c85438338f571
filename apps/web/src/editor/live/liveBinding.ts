// Binds the editor's store to a design's live document (issue 17). The store keeps running the
// core's pure operations; each edit is written into the Y.Doc as this user's change, changes
// from elsewhere (other people, the server, this device's offline copy) are read back into the
// store, and undo is Yjs' UndoManager limited to this user's own changes.
import { type Campaign, pruneSelection, type Selection } from '@nibble/core';
import { LIVE_ROOTS, liveTypesOf, readLiveDocument, writeLiveDocument } from '@nibble/core/live';
import * as Y from 'yjs';
import type { EditorStore, LiveLink } from '../store/editorStore.ts';
import { keepUnchanged } from './keepUnchanged.ts';

const SELECTION_KEY = 'selection';

const nextFrame = (run: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 0);
};

/**
 * One editor's link to one live document. Create it, read the first document with `read()`,
 * create the store with it as `live`, then `attach(store)`.
 */
export class LiveBinding implements LiveLink {
  /** The origin of this editor's own writes: the only one its undo takes back. */
  readonly origin = { liveEditor: true };
  readonly undoManager: Y.UndoManager;
  /** Set by the connection (liveSession.ts); a document without one has nowhere to sync. */
  whenSynced: () => Promise<boolean> = async () => false;
  private store: EditorStore | null = null;
  private pending = false;
  private restoring: Selection | null = null;
  private readonly detachers: Array<() => void> = [];

  constructor(readonly ydoc: Y.Doc) {
    this.undoManager = new Y.UndoManager(
      liveTypesOf(ydoc),
      // One edit is one step, as before (no merging of quick edits into one).
      { trackedOrigins: new Set([this.origin]), captureTimeout: 0 },
    );
  }

  /** The campaign the live document holds now (the core's parser's answer). */
  read() {
    return readLiveDocument(this.ydoc);
  }

  attach(store: EditorStore): () => void {
    this.store = store;
    const afterTransaction = (transaction: Y.Transaction) => {
      if (transaction.origin === this.origin || transaction.changed.size === 0) return;
      // Reading costs the whole document (tens of ms for 1 000 shapes): once per frame at
      // most, however many updates arrived (a sync, many editors).
      if (this.pending) return;
      this.pending = true;
      nextFrame(() => this.pending && this.flush());
    };
    this.ydoc.on('afterTransaction', afterTransaction);
    const onAdded = (event: { stackItem: { meta: Map<string, unknown> }; type: string }) => {
      // The selection to show again when this step is undone (or redone).
      const selection = this.restoring ?? this.store?.getState().selection;
      if (selection) event.stackItem.meta.set(SELECTION_KEY, selection);
      this.updateHistory();
    };
    const onPopped = (event: { stackItem: { meta: Map<string, unknown> } }) => {
      const selection = event.stackItem.meta.get(SELECTION_KEY) as Selection | undefined;
      this.flush(selection);
    };
    const onChanged = () => this.updateHistory();
    this.undoManager.on('stack-item-added', onAdded);
    this.undoManager.on('stack-item-popped', onPopped);
    this.undoManager.on('stack-cleared', onChanged);
    this.detachers.push(
      () => this.ydoc.off('afterTransaction', afterTransaction),
      () => this.undoManager.off('stack-item-added', onAdded),
      () => this.undoManager.off('stack-item-popped', onPopped),
      () => this.undoManager.off('stack-cleared', onChanged),
    );
    return () => this.detach();
  }

  detach(): void {
    for (const detach of this.detachers.splice(0)) detach();
    this.undoManager.destroy();
    this.store = null;
  }

  write(before: Campaign, after: Campaign, selection: Selection): void {
    // Which pages this user looks at (mode) is theirs, never the shared document's.
    const shared = this.sharedMetadata(before);
    this.restoring = selection;
    try {
      writeLiveDocument(
        this.ydoc,
        { ...before, metadata: shared },
        { ...after, metadata: shared },
        this.origin,
      );
    } finally {
      this.restoring = null;
    }
  }

  undo(): void {
    this.undoManager.undo();
  }

  redo(): void {
    this.undoManager.redo();
  }

  /** Reads the live document into the store now (with the selection an undo step kept). */
  private flush(selection?: Selection): void {
    this.pending = false;
    const store = this.store;
    if (!store) return;
    const read = this.read();
    if (!read.ok) {
      // Never shown half-read: the editor keeps its last good document until a valid one comes.
      console.warn('The live design could not be read', read.error);
      return;
    }
    const current = store.getState();
    const doc = keepUnchanged(current.doc, {
      ...read.value,
      metadata: current.doc.metadata,
      title: current.doc.title,
    });
    current.receive(doc, selection ? pruneSelection(doc, selection) : undefined);
    this.updateHistory();
  }

  /** The metadata the shared document holds, read alone (not the whole document per edit). */
  private sharedMetadata(fallback: Campaign): Campaign['metadata'] {
    const metadata = this.ydoc.getMap(LIVE_ROOTS.campaign).get('metadata');
    return metadata instanceof Y.Map
      ? { ...fallback.metadata, ...(metadata.toJSON() as Partial<Campaign['metadata']>) }
      : fallback.metadata;
  }

  private updateHistory(): void {
    this.store?.getState().setHistory({
      canUndo: this.undoManager.canUndo(),
      canRedo: this.undoManager.canRedo(),
    });
  }
}
