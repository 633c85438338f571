// The gate between a live socket and Hocuspocus (issue 28). Hocuspocus trusts its clients: it
// queues whatever a socket sends before it authenticates, applies and acknowledges any update,
// relays any broadcast and any presence. So Hocuspocus never sees the real socket: it listens
// on `LiveSocket`, a stand-in that gets only the messages this gate let through.
// - Before a document is authenticated: only its auth message, small (the socket's own payload
//   limit), within AUTH_TIMEOUT_MS; what the client sends meanwhile is held, bounded.
// - After: updates go one socket's batch at a time — merged, tried on the design's scratch copy
//   (guard.ts), logged (update-log.ts), then applied by Hocuspocus as one message, and every
//   message of the batch acknowledged; a refused update closes the socket, and is never logged,
//   acknowledged or sent to anyone. Presence is checked and owned; broadcasts are dropped.
// - Fair share: a user's updates past their rate wait (only that user's sockets); a socket with
//   too much waiting is not read until it drains, so a flood slows only its sender.
// Over 300 lines: one socket's state machine (authenticating, held, open, refused) and its
// queues read best in one place; the pieces without state are in messages.ts, presence.ts,
// buckets.ts and addresses.ts, the stand-in socket in live-socket.ts.
import type { Connection, Document } from '@hocuspocus/server';
import { LIVE_CLOSE } from '@nibble/core/live/protocol';
import type WebSocket from 'ws';
import * as Y from 'yjs';
import type { DocumentGuard } from '../guard.ts';
import { letOthersRun } from '../let-others-run.ts';
import type { UpdateLog } from '../update-log.ts';
import { isEmptyUpdate } from '../update-log.ts';
import type { SocketCounts } from './addresses.ts';
import { type BucketsByKey, TokenBucket } from './buckets.ts';
import {
  AUTH_TIMEOUT_MS,
  MAX_AUTH_ATTEMPTS_PER_SOCKET,
  MAX_BATCH_MESSAGES,
  MAX_DOCUMENTS_PER_SOCKET,
  MAX_HELD_BYTES,
  MAX_HELD_MESSAGES,
  MAX_MESSAGE_BYTES,
  MAX_MESSAGE_BYTES_BEFORE_AUTH,
  MAX_QUEUED_BYTES,
  MAX_QUEUED_MESSAGES,
  MAX_UPDATE_BYTES,
  PRESENCE_RATE,
  SYNC_REQUEST_RATE,
} from './limits.ts';
import { LiveSocket, setMaxPayload } from './live-socket.ts';
import {
  authAnswerOf,
  type ClientMessage,
  readClientMessage,
  syncStatusMessage,
  updateMessage,
} from './messages.ts';
import { isPresenceState, readPresence } from './presence.ts';

/** What the gate needs of the live documents it stands in front of. */
export interface GateHost {
  guardOf(documentName: string): DocumentGuard | undefined;
  readonly updateLog: UpdateLog;
  readonly userUpdates: BucketsByKey<number>;
  readonly userBytes: BucketsByKey<number>;
  readonly counts: SocketCounts;
  readonly log: {
    warn(details: object, message: string): void;
    info(details: object, message: string): void;
  };
}

/** Who a document's connection is, once Hocuspocus has authenticated and opened it. */
export interface OpenedAs {
  userId: number;
  contentId: number;
}

type CloseEvent = { code: number; reason: string };

interface Queued {
  data: Uint8Array;
  update: Uint8Array;
}

interface DocumentState {
  name: string;
  phase: 'authenticating' | 'open' | 'refused';
  held: Uint8Array[];
  heldBytes: number;
  connection?: Connection;
  document?: Document;
  openedAs?: OpenedAs;
  queue: Queued[];
  queuedBytes: number;
  pumping: boolean;
  /** The one presence client id this connection speaks for. */
  presenceClient?: number;
  presence: TokenBucket;
  syncRequests: TokenBucket;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The longest a socket's first authentication may take, its document's loading included. */
const LONGEST_AUTHENTICATION_MS = 6 * AUTH_TIMEOUT_MS;

export class SocketGate {
  readonly socket: LiveSocket;
  private readonly documents = new Map<string, DocumentState>();
  private authAttempts = 0;
  private authenticated = false;
  private closed = false;
  private paused = false;
  private readonly openedAt = Date.now();
  private authTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly address: string,
    private readonly host: GateHost,
  ) {
    this.socket = new LiveSocket(ws, (data) => this.sent(data));
    setMaxPayload(ws, MAX_MESSAGE_BYTES_BEFORE_AUTH);
    host.counts.opened(address);
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('pong', () => this.socket.emit('pong'));
    ws.once('close', (code: number, reason: Buffer) => {
      this.closed = true;
      clearTimeout(this.authTimer);
      host.counts.closed(address, this.authenticated);
      for (const state of this.documents.values()) state.queue.length = 0;
      this.socket.emit('close', code, reason);
    });
    this.authTimer = setTimeout(this.checkAuthenticated, AUTH_TIMEOUT_MS);
  }

  /** Hocuspocus opened `documentName` for this socket: its messages may now reach it. */
  opened(documentName: string, connection: Connection, openedAs: OpenedAs): void {
    const state = this.documents.get(documentName);
    if (state?.phase !== 'authenticating' || this.closed) return;
    state.phase = 'open';
    state.connection = connection;
    state.document = connection.document;
    state.openedAs = openedAs;
    this.authenticatedOnce();
    for (const data of state.held.splice(0)) this.receiveOpen(state, data);
    state.heldBytes = 0;
  }

  /**
   * The socket has a signed-in person: it no longer counts as a stranger's, and takes whole
   * updates (an offline device sends its edits as soon as it hears it is authenticated, while
   * the document may still be loading).
   */
  private authenticatedOnce(): void {
    if (this.authenticated) return;
    this.authenticated = true;
    this.host.counts.authenticated(this.address);
    setMaxPayload(this.ws, MAX_MESSAGE_BYTES);
  }

  /** Closes the socket with one of the protocol's reasons. */
  close(event: CloseEvent): void {
    if (this.closed) return;
    this.closed = true;
    // A socket paused for its backlog must be read again, or the client's answer to the close
    // frame would wait unread until ws gives up (30 s); what it still sends is dropped.
    if (this.paused) this.ws.resume();
    this.ws.close(event.code, event.reason);
  }

  /** No document authenticated in time: closed (a document still loading gets longer). */
  private checkAuthenticated = (): void => {
    if (this.closed || this.authenticated) return;
    const loading = [...this.documents.values()].some((state) => state.phase === 'authenticating');
    if (loading && Date.now() - this.openedAt < LONGEST_AUTHENTICATION_MS) {
      this.authTimer = setTimeout(this.checkAuthenticated, AUTH_TIMEOUT_MS);
      return;
    }
    this.close(LIVE_CLOSE.authTimeout);
  };

  /** What Hocuspocus sends: its answer to an authentication, read while one is awaited. */
  private sent(data: Uint8Array): void {
    if (!this.hasAuthenticating()) return;
    const auth = authAnswerOf(data);
    const state = auth && this.documents.get(auth.documentName);
    if (!auth || state?.phase !== 'authenticating') return;
    if (auth.answer === 'authenticated') {
      this.authenticatedOnce();
      return;
    }
    state.phase = 'refused';
    state.held = [];
    state.heldBytes = 0;
  }

  private hasAuthenticating(): boolean {
    for (const state of this.documents.values()) if (state.phase === 'authenticating') return true;
    return false;
  }

  private receive(raw: WebSocket.RawData, isBinary: boolean): void {
    if (this.closed) return;
    if (!isBinary || !(raw instanceof Buffer)) {
      this.close(LIVE_CLOSE.badMessage);
      return;
    }
    const data = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
    const envelope = readClientMessage(data);
    if (!envelope) {
      this.close(LIVE_CLOSE.badMessage);
      return;
    }
    const state = this.documents.get(envelope.documentName);
    if (!state) {
      this.authenticate(envelope.documentName, envelope.message, data);
      return;
    }
    if (state.phase === 'refused' || envelope.message.kind === 'auth') {
      // Nothing more for a refused document; an open one needs no second authentication.
      this.close(LIVE_CLOSE.badMessage);
      return;
    }
    if (state.phase === 'authenticating') {
      state.held.push(data);
      state.heldBytes += data.byteLength;
      if (state.held.length > MAX_HELD_MESSAGES || state.heldBytes > MAX_HELD_BYTES) {
        this.close(LIVE_CLOSE.tooMany);
      }
      return;
    }
    this.receiveOpen(state, data, envelope.message);
  }

  /** A document's first message: it must be its authentication. */
  private authenticate(documentName: string, message: ClientMessage, data: Uint8Array): void {
    if (message.kind !== 'auth') {
      this.close(LIVE_CLOSE.badMessage);
      return;
    }
    this.authAttempts++;
    if (
      this.documents.size >= MAX_DOCUMENTS_PER_SOCKET ||
      this.authAttempts > MAX_AUTH_ATTEMPTS_PER_SOCKET
    ) {
      this.close(LIVE_CLOSE.tooMany);
      return;
    }
    this.documents.set(documentName, {
      name: documentName,
      phase: 'authenticating',
      held: [],
      heldBytes: 0,
      queue: [],
      queuedBytes: 0,
      pumping: false,
      presence: new TokenBucket(PRESENCE_RATE),
      syncRequests: new TokenBucket(SYNC_REQUEST_RATE),
    });
    this.socket.emit('message', data);
  }

  /** A message for an open document (`message` already read, or read here for held ones). */
  private receiveOpen(state: DocumentState, data: Uint8Array, read?: ClientMessage): void {
    if (this.closed) return;
    const message = read ?? readClientMessage(data)?.message;
    if (!message) {
      this.close(LIVE_CLOSE.badMessage);
      return;
    }
    switch (message.kind) {
      case 'update':
        if (message.update.byteLength > MAX_UPDATE_BYTES) {
          this.refuse(state, 'the update is too large');
          return;
        }
        state.queue.push({ data, update: message.update });
        state.queuedBytes += data.byteLength;
        this.pauseIfFull(state);
        void this.pump(state);
        return;
      case 'syncRequest':
        // Each is answered with a whole state: a client asks once per connection, not in a loop.
        if (state.syncRequests.tryTake()) this.socket.emit('message', data);
        else this.close(LIVE_CLOSE.tooMany);
        return;
      case 'presence':
        if (this.presenceAllowed(state, message.update)) this.socket.emit('message', data);
        return;
      case 'close':
        this.socket.emit('message', data);
        return;
      case 'stateless':
      case 'auth':
        // Only the server sends stateless messages (an editor obeys `{"readOnly":true}`); the
        // token is never refreshed on an open connection.
        return;
    }
  }

  /** A presence message may pass: in rate, readable, this connection's own client, small. */
  private presenceAllowed(state: DocumentState, update: Uint8Array): boolean {
    if (!state.presence.tryTake()) return false;
    const entries = readPresence(update);
    if (!entries || entries.length === 0) return false;
    for (const entry of entries) {
      if (!isPresenceState(entry.state)) return false;
      if (state.presenceClient === undefined) {
        if (this.heldByAnother(state, entry.clientId)) return false;
        state.presenceClient = entry.clientId;
      } else if (entry.clientId !== state.presenceClient) {
        return false;
      }
    }
    return true;
  }

  /** Whether someone else in the design (here or in another process) speaks for `clientId`. */
  private heldByAnother(state: DocumentState, clientId: number): boolean {
    const document = state.document;
    if (!document?.awareness.getStates().has(clientId)) return false;
    return !document.getClients(this.socket as unknown as WebSocket).has(clientId);
  }

  private pauseIfFull(state: DocumentState): void {
    if (this.paused) return;
    if (state.queuedBytes > MAX_QUEUED_BYTES || state.queue.length > MAX_QUEUED_MESSAGES) {
      this.paused = true;
      this.ws.pause();
    }
  }

  private resumeIfDrained(state: DocumentState): void {
    if (!this.paused || this.closed) return;
    if (
      state.queuedBytes <= MAX_QUEUED_BYTES / 2 &&
      state.queue.length <= MAX_QUEUED_MESSAGES / 2
    ) {
      this.paused = false;
      this.ws.resume();
    }
  }

  /** Works through a document's updates in order, one batch at a time. */
  private async pump(state: DocumentState): Promise<void> {
    if (state.pumping) return;
    state.pumping = true;
    try {
      while (state.queue.length > 0 && !this.closed) {
        const batch = takeBatch(state.queue);
        for (const queued of batch) state.queuedBytes -= queued.data.byteLength;
        await this.applyBatch(state, batch);
        this.resumeIfDrained(state);
        // Everyone else's requests and sockets between two batches of one sender's backlog
        // (on PGlite the log's INSERT runs on this same thread).
        await letOthersRun();
      }
    } catch (error) {
      this.host.log.warn({ err: error, document: state.name }, 'live updates not applied');
      this.close(LIVE_CLOSE.badMessage);
    } finally {
      state.pumping = false;
    }
  }

  private async applyBatch(state: DocumentState, batch: Queued[]): Promise<void> {
    const { connection, openedAs } = state;
    if (!connection || !openedAs) return;
    if (connection.readOnly) {
      // Hocuspocus answers each one "not applied" (or applied, when it holds nothing new);
      // it only needs to decode.
      for (const queued of batch) {
        if (!decodes(queued.update)) return this.refuse(state, 'the update does not decode');
        this.socket.emit('message', queued.data);
      }
      return;
    }
    const bytes = batch.reduce((sum, queued) => sum + queued.update.byteLength, 0);
    const wait = Math.max(
      this.host.userUpdates.of(openedAs.userId).take(batch.length),
      this.host.userBytes.of(openedAs.userId).take(bytes),
    );
    if (wait > 0) await sleep(wait);
    if (this.closed) return;
    const changes = batch.map((queued) => queued.update).filter((update) => !isEmptyUpdate(update));
    if (changes.length === 0) {
      // Nothing to store: Hocuspocus acknowledges each as it comes.
      for (const queued of batch) this.socket.emit('message', queued.data);
      return;
    }
    let merged: Uint8Array;
    try {
      merged = changes.length === 1 ? (changes[0] as Uint8Array) : Y.mergeUpdates(changes);
    } catch {
      return this.refuse(state, 'the update does not decode');
    }
    const guard = this.host.guardOf(state.name);
    if (!guard) return this.close(LIVE_CLOSE.forbidden);
    const admission = guard.admit(merged);
    if (!admission.ok) return this.refuse(state, admission.reason);
    const { update } = admission;
    if (update === null) {
      // The design holds all of it already: acknowledged, nothing to log or apply.
      for (const _ of batch) this.socket.send(syncStatusMessage(state.name, true));
      return;
    }
    // What the design took, never the bytes as sent (see `Admission`).
    await this.host.updateLog.append(openedAs.contentId, update, openedAs.userId);
    // Logged: Hocuspocus applies the batch as one update and acknowledges it; the rest of the
    // batch's messages are acknowledged here, so the client counts one answer per message.
    this.socket.emit('message', updateMessage(state.name, update));
    for (let i = 1; i < batch.length; i++) this.socket.send(syncStatusMessage(state.name, true));
  }

  private refuse(state: DocumentState, reason: string): void {
    this.host.log.warn(
      { contentId: state.openedAs?.contentId, userId: state.openedAs?.userId, reason },
      'live update refused',
    );
    state.queue.length = 0;
    this.close(LIVE_CLOSE.updateRefused);
  }
}

/** The first updates of a queue, as many as make one batch (at least one). */
function takeBatch(queue: Queued[]): Queued[] {
  let bytes = 0;
  let count = 0;
  for (const queued of queue) {
    if (count >= MAX_BATCH_MESSAGES) break;
    if (count > 0 && bytes + queued.update.byteLength > MAX_UPDATE_BYTES) break;
    bytes += queued.update.byteLength;
    count++;
  }
  return queue.splice(0, Math.max(1, count));
}

function decodes(update: Uint8Array): boolean {
  try {
    Y.decodeUpdate(update);
    return true;
  } catch {
    return false;
  }
}
