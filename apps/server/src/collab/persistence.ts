// The live state in the database (store.ts, README.md "How the state is stored"), as the
// Hocuspocus extension that loads a document (checked, replayed, or seeded once under lock),
// repairs a design left with no page, stores it (merged under the design's row lock, then its
// JSON) and stores what is left at shutdown. It keeps each open document's guard (guard.ts),
// the scratch copy the socket's gate tries updates on.
import type {
  afterUnloadDocumentPayload,
  Document,
  Extension,
  onChangePayload,
  onDestroyPayload,
  onLoadDocumentPayload,
  onStoreDocumentPayload,
} from '@hocuspocus/server';
import { repairLiveDocument } from '@nibble/core/live';
import { designIdOf } from '@nibble/core/live/protocol';
import * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import { DocumentGuard } from './guard.ts';
import { letOthersRun } from './let-others-run.ts';
import { ELSEWHERE, REFUSED, REPAIR_ORIGIN } from './origins.ts';
import { loadLiveDocument, loadLiveState, type StoreLog, storeLiveState } from './store.ts';

type UpdateListener = (update: Uint8Array, origin: unknown, doc: Y.Doc, tr: Y.Transaction) => void;

/**
 * Runs `load` with the document's `update` listeners detached. While a document loads, the only
 * one is Hocuspocus's broadcaster, and it has no one to send to (connections join a document
 * once it is loaded) and no hook to call yet: it would only encode the whole state once more
 * (about 50 ms for a 5 000-shape design, and as much garbage) for nobody.
 */
async function withoutUpdateListeners<T>(document: Y.Doc, load: () => Promise<T>): Promise<T> {
  const listeners: UpdateListener[] = [...(document._observers.get('update') ?? [])];
  for (const listener of listeners) document.off('update', listener);
  try {
    return await load();
  } finally {
    for (const listener of listeners) document.on('update', listener);
  }
}

/** The design a document name stands for; onAuthenticate refused any other name before. */
function contentIdOf(documentName: string): number {
  const id = designIdOf(documentName);
  if (id === null) throw REFUSED;
  return id;
}

export class Persistence implements Extension {
  readonly extensionName = 'Persistence';
  /** Each open document's guard (guard.ts): its scratch copy and its size. */
  private readonly guards = new Map<string, DocumentGuard>();

  constructor(
    private readonly db: Db,
    private readonly log: StoreLog,
  ) {}

  async onLoadDocument({ documentName, document }: onLoadDocumentPayload): Promise<void> {
    const loaded = await withoutUpdateListeners(document, () =>
      loadLiveDocument(
        this.db,
        contentIdOf(documentName),
        document,
        ELSEWHERE,
        new Date(),
        this.log,
      ),
    );
    if (loaded === null) throw REFUSED;
    this.guards.get(documentName)?.destroy();
    this.guards.set(documentName, new DocumentGuard(document, loaded, loaded.scratch));
    // Hocuspocus answers the client's sync step next (the whole state once more): not in
    // the same turn of the event loop as the load.
    await letOthersRun();
  }

  async afterUnloadDocument({ documentName, instance }: afterUnloadDocumentPayload): Promise<void> {
    // A document loaded again meanwhile has a guard of its own.
    if (instance.documents.has(documentName)) return;
    this.guards.get(documentName)?.destroy();
    this.guards.delete(documentName);
  }

  async onChange({ document, transactionOrigin }: onChangePayload): Promise<void> {
    // A design left with no page gets one back at once (not at the next store): an editor
    // joining meanwhile would open a design that reads as broken.
    if (transactionOrigin !== REPAIR_ORIGIN) repairLiveDocument(document, REPAIR_ORIGIN);
  }

  // Never throws: a store that fails is logged and tried again at the next change or at the
  // last disconnect; what was acknowledged is in live_updates meanwhile.
  async onStoreDocument({ document, documentName }: onStoreDocumentPayload): Promise<void> {
    try {
      await this.store(document, documentName);
    } catch (error) {
      this.log.warn({ err: error, document: documentName }, 'live document not stored');
    }
  }

  /** At shutdown: every document with changes not stored yet is stored now. */
  async onDestroy({ instance }: onDestroyPayload): Promise<void> {
    const { debouncer } = instance;
    await Promise.all(
      [...instance.documents.keys()].map(async (name) => {
        const id = `onStoreDocument-${name}`;
        try {
          if (debouncer.isDebounced(id)) await debouncer.executeNow(id);
        } catch (error) {
          this.log.warn({ err: error, document: name }, 'live document not stored at shutdown');
        }
      }),
    );
  }

  /** The guard of an open document (the socket's gate tries updates on its scratch copy). */
  guardOf(documentName: string): DocumentGuard | undefined {
    return this.guards.get(documentName);
  }

  /** The stored state of an open document (after the relay's connection dropped). */
  storedState(documentName: string): Promise<Uint8Array | null> {
    return loadLiveState(this.db, contentIdOf(documentName), new Date(), this.log);
  }

  /** Stores a document, and gives its editors what the stored state held that they lacked. */
  private async store(document: Document, documentName: string): Promise<void> {
    // Concurrent deletes of a design's last pages leave none; the core puts one back
    // (the same page on every replica that does) and it goes out like any edit.
    repairLiveDocument(document, REPAIR_ORIGIN);
    const guard = this.guards.get(documentName);
    const mark = guard?.mark();
    const stored = await storeLiveState(
      this.db,
      contentIdOf(documentName),
      document,
      new Date(),
      this.log,
    );
    if (!stored) return;
    if (mark) guard?.stored(stored.state.byteLength, stored.jsonChars, mark);
    // The stored state may hold what this process missed (a relay message lost while
    // reconnecting): the editors here get it now.
    const missing = Y.diffUpdate(stored.state, Y.encodeStateVector(document));
    Y.applyUpdate(document, missing, ELSEWHERE);
  }
}
