// The collaboration endpoint: every design is a live Yjs document served by Hocuspocus on the
// API's own HTTP server and port, websocket path /api/v1/collab, document `design:{id}`
// (README.md beside this file says how it works). Over 300 lines: this file wires Hocuspocus'
// hooks to the rooms beside it (gate, guard, store, relay, re-checks) and is read as one
// table of who does what; the next step is one Hocuspocus extension per concern (issue 31).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type Document, Hocuspocus } from '@hocuspocus/server';
import { repairLiveDocument } from '@nibble/core/live';
import {
  COLLAB_PATH,
  designDocumentName,
  designIdOf,
  LIVE_CLOSE,
} from '@nibble/core/live/protocol';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import type { ContentRow } from '../db/schema.ts';
import { tokenHashOf } from '../http/auth.ts';
import type { LiveMirror } from '../modules/contents/service.ts';
import { AccessCheck, type LiveContext } from './access.ts';
import { DocumentGuard } from './guard.ts';
import { letOthersRun } from './let-others-run.ts';
import { AccessRechecks } from './recheck.ts';
import { PgRelay, type RelayMessage } from './relay.ts';
import { addressOf, refuseUpgrade, SocketCounts } from './socket/addresses.ts';
import { BucketsByKey } from './socket/buckets.ts';
import { type GateHost, SocketGate } from './socket/gate.ts';
import { MAX_MESSAGE_BYTES, UPDATE_BYTES_RATE, UPDATE_RATE } from './socket/limits.ts';
import {
  loadLiveDocument,
  loadLiveState,
  mirrorRestSave,
  replayLoggedUpdates,
  storeLiveState,
} from './store.ts';
import { UpdateLog } from './update-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live documents (collab/): REST saves reach them through this. */
    live: LiveDocuments;
  }
}

export { COLLAB_PATH };

/**
 * The origin of changes that came from elsewhere — another process, the stored state, a REST
 * save — and are already stored. Hocuspocus stores a change whose origin is a client
 * connection; for this one string (its Redis extension's) it stores nothing, and this module
 * relays nothing either.
 */
export const ELSEWHERE = '__hocuspocus__redis__origin__';

/** The origin of the server's own repairs (stored and relayed like a client's edit). */
const REPAIR_ORIGIN = 'repair';

/** After a change, the JSON content follows within this (and at once on the last disconnect). */
export const STORE_DEBOUNCE_MS = 1_000;
const STORE_MAX_DEBOUNCE_MS = 5_000;

export { RECHECK_MS } from './recheck.ts';

/** The socket refuses with this (Hocuspocus answers "permission denied" with the reason). */
const REFUSED = { reason: LIVE_CLOSE.forbidden.reason };

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

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));

export class LiveDocuments implements LiveMirror, GateHost {
  readonly hocuspocus: Hocuspocus;
  readonly relay: PgRelay | null;
  readonly updateLog: UpdateLog;
  readonly counts = new SocketCounts();
  readonly userUpdates = new BucketsByKey<number>(UPDATE_RATE);
  readonly userBytes = new BucketsByKey<number>(UPDATE_BYTES_RATE);
  /** Each open document's guard (guard.ts): its scratch copy and its size. */
  private readonly guards = new Map<string, DocumentGuard>();
  /** Each socket's gate, found from the stand-in Hocuspocus holds as the connection's socket. */
  private readonly gates = new WeakMap<object, SocketGate>();
  // The gate lowers the payload limit until a document is authenticated (socket/limits.ts).
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  readonly log: FastifyInstance['log'];
  private readonly rechecks: AccessRechecks;

  constructor(private readonly app: FastifyInstance) {
    this.log = app.log.child({ module: 'collab' });
    const { databaseUrl } = app.config;
    this.relay =
      app.dbKind === 'postgres' && databaseUrl
        ? new PgRelay(
            databaseUrl,
            app.db,
            { receive: (message) => this.receive(message), resync: () => this.resync() },
            this.log,
          )
        : null;
    this.updateLog = new UpdateLog(app.db);
    this.hocuspocus = new Hocuspocus({
      quiet: true,
      debounce: STORE_DEBOUNCE_MS,
      maxDebounce: STORE_MAX_DEBOUNCE_MS,
      onAuthenticate: async ({ token, documentName, connectionConfig }) => {
        const contentId = designIdOf(documentName);
        const tokenHash = tokenHashOf(token);
        if (contentId === null || tokenHash === null) throw REFUSED;
        const access = await new AccessCheck(app.db).of(tokenHash, contentId);
        if (!access.ok) throw REFUSED;
        connectionConfig.readOnly = access.readOnly;
        return { tokenHash, userId: access.user.id, contentId } satisfies LiveContext;
      },
      // The document is loaded and the connection made: the gate lets its messages through.
      connected: async ({ connection, documentName }) => {
        const { userId, contentId } = connection.context as LiveContext;
        this.gates
          .get(connection.webSocket)
          ?.opened(documentName, connection, { userId, contentId });
      },
      onLoadDocument: async ({ documentName, document }) => {
        const contentId = this.contentId(documentName);
        // Listening before reading the stored state: nothing sent after it can be missed.
        await this.relay?.start();
        const loaded = await withoutUpdateListeners(document, () =>
          loadLiveDocument(app.db, contentId, document, ELSEWHERE, new Date(), this.log),
        );
        if (loaded === null) throw REFUSED;
        this.guards.get(documentName)?.destroy();
        this.guards.set(documentName, new DocumentGuard(document, loaded, loaded.scratch));
        // Hocuspocus answers the client's sync step next (the whole state once more): not in
        // the same turn of the event loop as the load.
        await letOthersRun();
      },
      afterUnloadDocument: async ({ documentName }) => {
        // A document loaded again meanwhile has a guard of its own.
        if (this.hocuspocus.documents.has(documentName)) return;
        this.guards.get(documentName)?.destroy();
        this.guards.delete(documentName);
      },
      afterLoadDocument: async ({ document }) => {
        if (!this.relay) return;
        const relay = this.relay;
        document.awareness.on(
          'update',
          (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
            if (origin === ELSEWHERE) return;
            const clients = [...changes.added, ...changes.updated, ...changes.removed];
            const data = base64(encodeAwarenessUpdate(document.awareness, clients));
            void relay.publish({ kind: 'awareness', doc: document.name, data });
          },
        );
        await this.askOthers(document);
      },
      onChange: async ({ document, update, transactionOrigin }) => {
        // A design left with no page gets one back at once (not at the next store): an editor
        // joining meanwhile would open a design that reads as broken.
        if (transactionOrigin !== REPAIR_ORIGIN) repairLiveDocument(document, REPAIR_ORIGIN);
        if (transactionOrigin === ELSEWHERE || !this.relay) return;
        void this.relay.publish({ kind: 'update', doc: document.name, data: base64(update) });
      },
      // Never throws: a store that fails is logged and tried again at the next change or at
      // the last disconnect; what was acknowledged is in live_updates meanwhile.
      onStoreDocument: async ({ document, documentName }) => {
        try {
          await this.store(document, documentName);
        } catch (error) {
          this.log.warn({ err: error, document: documentName }, 'live document not stored');
        }
      },
    });

    app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.upgrade(request, socket, head),
    );
    this.rechecks = new AccessRechecks(app.db, this.hocuspocus, this.relay, this.log);
    app.writes.on(() => this.rechecks.soon(true));
    app.addHook('onReady', async () => {
      // Before the first request: the JSON content holds every update a killed process
      // acknowledged, whether or not anyone opens the design live again.
      const replayed = await replayLoggedUpdates(app.db, new Date(), this.log);
      if (replayed > 0) this.log.info({ designs: replayed }, 'live updates replayed after a crash');
    });
    app.addHook('preClose', async () => this.close());
  }

  /** Stores a document, and gives its editors what the stored state held that they lacked. */
  private async store(document: Document, documentName: string): Promise<void> {
    // Concurrent deletes of a design's last pages leave none; the core puts one back
    // (the same page on every replica that does) and it goes out like any edit.
    repairLiveDocument(document, REPAIR_ORIGIN);
    const guard = this.guards.get(documentName);
    const mark = guard?.mark();
    const stored = await storeLiveState(
      this.app.db,
      this.contentId(documentName),
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

  /** The guard of an open document (GateHost). */
  guardOf(documentName: string): DocumentGuard | undefined {
    return this.guards.get(documentName);
  }

  /** Open documents (for tests and operators). */
  get documentsCount(): number {
    return this.hocuspocus.getDocumentsCount();
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
        const document = this.hocuspocus.documents.get(name);
        if (document) apply(document);
        // Still loading (it yields between its steps): it may have read the state before this
        // save; applied once loaded, and applying what it holds already changes nothing.
        else void this.hocuspocus.loadingDocuments.get(name)?.then(apply, () => {});
        void this.relay?.publish({ kind: 'update', doc: name, data: base64(mirrored.update) });
      },
    };
  }

  private contentId(documentName: string): number {
    const id = designIdOf(documentName);
    // onAuthenticate refused any other name before a document is loaded.
    if (id === null) throw REFUSED;
    return id;
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '').split('?')[0];
    if (path !== COLLAB_PATH) {
      refuseUpgrade(socket, 404);
      return;
    }
    const address = addressOf(request, this.app.config.trustProxy);
    const admit = this.counts.admit(address);
    if (!admit.ok) {
      refuseUpgrade(socket, admit.status);
      return;
    }
    this.sockets.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', (error) => this.log.warn({ err: error }, 'collab socket error'));
      const gate = new SocketGate(ws, address, this);
      this.gates.set(gate.socket, gate);
      // Hocuspocus holds the gate's stand-in, never the socket itself (socket/gate.ts).
      this.hocuspocus.handleConnection(gate.socket as unknown as WebSocket, request);
    });
  }

  /** Asks the other processes for what this document lacks, and for who is in it. */
  private async askOthers(document: Document, reply?: true): Promise<void> {
    await this.relay?.publish({
      kind: 'sync',
      doc: document.name,
      vector: base64(Y.encodeStateVector(document)),
      ...(reply ? { reply } : {}),
    });
  }

  private receive(message: RelayMessage): void {
    if (message.kind === 'recheck') {
      this.rechecks.soon(false);
      return;
    }
    const document = this.hocuspocus.documents.get(message.doc);
    // A document this process does not hold (or is still loading: it asks when loaded).
    if (!document || document.isLoading) return;
    if (message.kind === 'update') {
      Y.applyUpdate(document, fromBase64(message.data), ELSEWHERE);
    } else if (message.kind === 'awareness') {
      applyAwarenessUpdate(document.awareness, fromBase64(message.data), ELSEWHERE);
    } else {
      const missing = Y.encodeStateAsUpdate(document, fromBase64(message.vector));
      // Two bytes: no structs and no deletions, nothing to send.
      if (missing.byteLength > 2) {
        void this.relay?.publish({ kind: 'update', doc: document.name, data: base64(missing) });
      }
      if (!message.reply) void this.askOthers(document, true);
      const clients = [...document.awareness.getStates().keys()];
      if (clients.length > 0) {
        const data = base64(encodeAwarenessUpdate(document.awareness, clients));
        void this.relay?.publish({ kind: 'awareness', doc: document.name, data });
      }
    }
  }

  /** After the relay's connection dropped: the stored state, then the other processes. */
  private async resync(): Promise<void> {
    for (const document of this.hocuspocus.documents.values()) {
      if (document.isLoading) continue;
      const state = await loadLiveState(
        this.app.db,
        this.contentId(document.name),
        new Date(),
        this.log,
      );
      if (state) Y.applyUpdate(document, state, ELSEWHERE);
      await this.askOthers(document);
    }
  }

  /** Every open connection against the API's rules again (recheck.ts). */
  recheck(): Promise<void> {
    return this.rechecks.run();
  }

  /** Stores every document with changes not stored yet, then closes every socket. */
  private async close(): Promise<void> {
    this.rechecks.stop();
    const { debouncer } = this.hocuspocus;
    await Promise.all(
      [...this.hocuspocus.documents.keys()].map(async (name) => {
        const id = `onStoreDocument-${name}`;
        try {
          if (debouncer.isDebounced(id)) await debouncer.executeNow(id);
        } catch (error) {
          this.log.warn({ err: error, document: name }, 'live document not stored at shutdown');
        }
      }),
    );
    for (const ws of this.sockets.clients) ws.terminate();
    this.sockets.close();
    await this.relay?.close();
  }
}

export function registerCollab(app: FastifyInstance): LiveDocuments {
  const live = new LiveDocuments(app);
  app.decorate('live', live);
  return live;
}
