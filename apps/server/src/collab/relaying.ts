// Several processes serving one design (README.md, "Several processes"): the Hocuspocus
// extension that keeps each process's copy of a document, and who is in it, in step with the
// others' over PostgreSQL (relay.ts, the transport). Composed only on PostgreSQL; the embedded
// PGlite serves one process. Hocuspocus' own Redis extension plays this part elsewhere.
import type {
  afterLoadDocumentPayload,
  Document,
  Extension,
  Hocuspocus,
  onChangePayload,
  onConfigurePayload,
} from '@hocuspocus/server';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import { base64, ELSEWHERE, fromBase64 } from './origins.ts';
import { PgRelay, type RelayLog, type RelayMessage } from './relay.ts';

/** What the relay hands to the other concerns: they are composed beside it, not inside it. */
export interface RelayingPeers {
  /** Another process had something written: re-check access here (recheck.ts). */
  recheck(): void;
  /** A document's stored state (persistence.ts), applied after the connection came back. */
  storedState(documentName: string): Promise<Uint8Array | null>;
}

export class Relaying implements Extension {
  readonly extensionName = 'Relaying';
  readonly relay: PgRelay;
  private instance: Hocuspocus | null = null;

  constructor(
    databaseUrl: string,
    db: Db,
    private readonly peers: RelayingPeers,
    log: RelayLog,
  ) {
    this.relay = new PgRelay(
      databaseUrl,
      db,
      { receive: (message) => this.receive(message), resync: () => this.resync() },
      log,
    );
  }

  async onConfigure({ instance }: onConfigurePayload): Promise<void> {
    this.instance = instance;
  }

  /** Listening before the document's stored state is read: nothing sent after it is missed. */
  async onCreateDocument(): Promise<void> {
    await this.relay.start();
  }

  async afterLoadDocument({ document }: afterLoadDocumentPayload): Promise<void> {
    document.awareness.on(
      'update',
      (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        if (origin === ELSEWHERE) return;
        const clients = [...changes.added, ...changes.updated, ...changes.removed];
        const data = base64(encodeAwarenessUpdate(document.awareness, clients));
        void this.relay.publish({ kind: 'awareness', doc: document.name, data });
      },
    );
    await this.askOthers(document);
  }

  async onChange({ document, update, transactionOrigin }: onChangePayload): Promise<void> {
    if (transactionOrigin === ELSEWHERE) return;
    void this.publishUpdate(document.name, update);
  }

  async onDestroy(): Promise<void> {
    await this.relay.close();
  }

  /** Sends a document's update to the other processes (a REST save's, recheck's word). */
  publishUpdate(documentName: string, update: Uint8Array): Promise<void> {
    return this.relay.publish({ kind: 'update', doc: documentName, data: base64(update) });
  }

  /** Asks the other processes to re-check access on their sockets. */
  publishRecheck(): Promise<void> {
    return this.relay.publish({ kind: 'recheck' });
  }

  /** Asks the other processes for what this document lacks, and for who is in it. */
  private async askOthers(document: Document, reply?: true): Promise<void> {
    await this.relay.publish({
      kind: 'sync',
      doc: document.name,
      vector: base64(Y.encodeStateVector(document)),
      ...(reply ? { reply } : {}),
    });
  }

  private receive(message: RelayMessage): void {
    if (message.kind === 'recheck') {
      this.peers.recheck();
      return;
    }
    const document = this.instance?.documents.get(message.doc);
    // A document this process does not hold (or is still loading: it asks when loaded).
    if (!document || document.isLoading) return;
    if (message.kind === 'update') {
      Y.applyUpdate(document, fromBase64(message.data), ELSEWHERE);
    } else if (message.kind === 'awareness') {
      applyAwarenessUpdate(document.awareness, fromBase64(message.data), ELSEWHERE);
    } else {
      const missing = Y.encodeStateAsUpdate(document, fromBase64(message.vector));
      // Two bytes: no structs and no deletions, nothing to send.
      if (missing.byteLength > 2) void this.publishUpdate(document.name, missing);
      if (!message.reply) void this.askOthers(document, true);
      const clients = [...document.awareness.getStates().keys()];
      if (clients.length > 0) {
        const data = base64(encodeAwarenessUpdate(document.awareness, clients));
        void this.relay.publish({ kind: 'awareness', doc: document.name, data });
      }
    }
  }

  /** After the relay's connection dropped: the stored state, then the other processes. */
  private async resync(): Promise<void> {
    for (const document of this.instance?.documents.values() ?? []) {
      if (document.isLoading) continue;
      const state = await this.peers.storedState(document.name);
      if (state) Y.applyUpdate(document, state, ELSEWHERE);
      await this.askOthers(document);
    }
  }
}
