// A REST save of a design that is open live (README.md, "A REST save of a design that has a
// live state"): the extension that implements the contents service's LiveMirror port. Inside
// the save's transaction the difference goes into the stored live state; after the commit it
// reaches the open document here (or once a loading one is loaded) and the other processes.
import type { Document, Extension, Hocuspocus, onConfigurePayload } from '@hocuspocus/server';
import { designDocumentName } from '@nibble/core/live/protocol';
import * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import type { ContentRow } from '../db/schema.ts';
import type { LiveMirror } from '../modules/contents/service.ts';
import { ELSEWHERE } from './origins.ts';
import type { Relaying } from './relaying.ts';
import { mirrorRestSave, type StoreLog } from './store.ts';

export class RestMirror implements Extension, LiveMirror {
  readonly extensionName = 'RestMirror';
  private instance: Hocuspocus | null = null;

  constructor(
    private readonly relaying: Relaying | null,
    private readonly log: StoreLog,
  ) {}

  async onConfigure({ instance }: onConfigurePayload): Promise<void> {
    this.instance = instance;
  }

  /** The stored live state and the content a REST save stores (LiveMirror). */
  async save(tx: Db, row: ContentRow, content: string, now: Date) {
    const mirrored = await mirrorRestSave(tx, row, content, now, this.log);
    if (!mirrored) return null;
    const name = designDocumentName(row.id);
    return {
      content: mirrored.content,
      afterCommit: () => {
        const apply = (document: Document) => Y.applyUpdate(document, mirrored.update, ELSEWHERE);
        const document = this.instance?.documents.get(name);
        if (document) apply(document);
        // Still loading (it yields between its steps): it may have read the state before this
        // save; applied once loaded, and applying what it holds already changes nothing.
        else void this.instance?.loadingDocuments.get(name)?.then(apply, () => {});
        void this.relaying?.publishUpdate(name, mirrored.update);
      },
    };
  }
}
