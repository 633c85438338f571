// One open design's live connection: the Y.Doc, its copy on this device (y-indexeddb) and the
// collaboration socket (Hocuspocus, /api/v1/collab, document `design:{id}`, the session's
// bearer token), and the editor's sync state derived from them. Nothing opens on its own: a
// design the API answered is drawn first. `connect()` opens the socket while it is drawn (the
// server loads the live document meanwhile) and holds what the server sends (messageGate.ts);
// `start()`, once it is drawn, opens the device copy and lets the server's messages in: their
// first sync applies the whole document (~0.65 s for 5 000 shapes on a slow laptop).
import {
  type CompleteHocuspocusProviderWebsocketConfiguration,
  HocuspocusProvider,
  WebSocketStatus,
} from '@hocuspocus/provider';
import { isLiveDocumentEmpty } from '@nibble/core/live';
import {
  COLLAB_PATH,
  designDocumentName,
  LIVE_CLOSE,
  readOnlyOf,
} from '@nibble/core/live/protocol';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import type { EditorStore, SyncState } from '../store/editorStore.ts';
import { LiveBinding } from './liveBinding.ts';
import { MessageGate } from './messageGate.ts';
import { offlineCopyName } from './offlineCopies.ts';
import { Presence, type PresenceUser, startPresence } from './presence.ts';

export interface LiveSessionOptions {
  designId: number;
  token: string;
  /** Names this user's copies on the device (offlineCopies.ts). */
  userKey: string;
  user: Omit<PresenceUser, 'color'>;
  /** The server stopped (or started) serving the design read-only while it was open. */
  onReadOnly?: (readOnly: boolean) => void;
  /** The server refused the connection after the design had opened (from this device's copy). */
  onRefused?: () => void;
  url?: string;
}

const collabUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${COLLAB_PATH}`;

export class LiveSession {
  readonly ydoc = new Y.Doc();
  readonly provider: HocuspocusProvider;
  private deviceCopy: IndexeddbPersistence | null = null;
  readonly binding: LiveBinding;
  readonly presence: Presence;
  private store: EditorStore | null = null;
  private detach: (() => void) | null = null;
  private stopPresence: (() => void) | null = null;
  private failed: ((reason: Error) => void) | null = null;
  /** A refusal heard before anyone waited for the document: the next ready() fails with it. */
  private refusedEarly: Error | null = null;
  private refused = false;
  /** The socket is wanted (connect()), and the session started (start()). */
  private connecting = false;
  private started = false;
  private readonly gate = new MessageGate();

  constructor(private readonly options: LiveSessionOptions) {
    const name = designDocumentName(options.designId);
    // Connected by connect(), its messages let in by start(). The provider hands its whole
    // configuration to the socket it makes (3.x), but types only the url for it.
    const socket: Partial<CompleteHocuspocusProviderWebsocketConfiguration> = {
      autoConnect: false,
      WebSocketPolyfill: this.gate.socketClass(),
    };
    this.provider = new HocuspocusProvider({
      ...socket,
      url: options.url ?? collabUrl(),
      name,
      document: this.ydoc,
      token: options.token,
      onStatus: () => this.updateSync(),
      onSynced: () => this.updateSync(),
      onUnsyncedChanges: () => this.updateSync(),
      onAuthenticated: ({ scope }) => this.options.onReadOnly?.(scope === 'readonly'),
      onAuthenticationFailed: ({ reason }) => this.refuse(new Error(reason)),
      onStateless: ({ payload }) => {
        const readOnly = readOnlyOf(payload);
        if (readOnly !== null) this.options.onReadOnly?.(readOnly);
      },
      // The server refused an update made here: sending it again on every reconnect would be
      // refused again, so the editor stops and says the design can no longer be edited here.
      onClose: ({ event }) => {
        if (event.code === LIVE_CLOSE.updateRefused.code) {
          this.refuse(new Error(LIVE_CLOSE.updateRefused.reason));
        }
      },
    });
    this.binding = new LiveBinding(this.ydoc);
    this.binding.whenSynced = () => this.whenSynced();
    const { awareness } = this.provider;
    // A provider made with a url always has awareness (only `awareness: null` turns it off).
    if (!awareness) throw new Error('The live connection has no presence.');
    this.presence = new Presence(awareness);
    // A socket can stay open for minutes after the network is gone, looking connected: the
    // browser's own word decides, so the editor says "Offline" at once and reconnects when
    // the network is back.
    window.addEventListener('offline', this.goOffline);
    window.addEventListener('online', this.goOnline);
  }

  /** Opens the socket when the network is there; what the server sends waits for start(). */
  connect(): void {
    if (this.connecting) return;
    this.connecting = true;
    if (navigator.onLine) void this.provider.connect();
    else this.goOffline();
  }

  /** Connects, opens this device's copy and lets the server's messages in. Once. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
    this.deviceCopy = new IndexeddbPersistence(
      offlineCopyName(this.options.userKey, designDocumentName(this.options.designId)),
      this.ydoc,
    );
    this.gate.open();
  }

  /** This device's copy of the document (y-indexeddb); there from start(). */
  get offline(): IndexeddbPersistence {
    if (!this.deviceCopy) throw new Error('The live session has not started.');
    return this.deviceCopy;
  }

  /**
   * Before the design is shown, a refusal fails the opening. After it (the design opened from
   * this device's copy, or access was taken away while open), the editor turns read-only and
   * says so, instead of keeping edits that the server will never take.
   */
  private refuse(reason: Error): void {
    if (this.failed) {
      this.failed(reason);
      return;
    }
    // Once refused, the session is over: closes that follow (the disconnect's own) change nothing.
    if (this.refused) return;
    this.refused = true;
    this.provider.disconnect();
    if (!this.store) {
      // Heard as the server's messages were let in (start()), before ready() waited: the
      // opening fails all the same.
      this.refusedEarly = reason;
      return;
    }
    this.options.onRefused?.();
    this.updateSync();
  }

  private goOffline = () => {
    this.provider.disconnect();
    this.updateSync();
  };

  private goOnline = () => {
    if (this.connecting && !this.refused) void this.provider.connect();
  };

  /**
   * Resolves when there is a document to show: this device's copy when it has one (the server
   * catches up behind it), else the server's first sync. Rejects when the server refuses.
   * Starts the session if it has not started.
   */
  ready(): Promise<void> {
    this.start();
    if (this.refusedEarly) return Promise.reject(this.refusedEarly);
    return new Promise<void>((resolve, reject) => {
      this.failed = reject;
      const done = () => {
        if (isLiveDocumentEmpty(this.ydoc)) return false;
        this.failed = null;
        resolve();
        return true;
      };
      void this.offline.whenSynced.then(done);
      if (this.provider.isSynced) done();
      const onSynced = () => {
        if (done()) this.provider.off('synced', onSynced);
      };
      this.provider.on('synced', onSynced);
    });
  }

  /** Starts feeding the store: remote changes, undo history, sync state, presence. */
  attach(store: EditorStore): void {
    this.store = store;
    this.detach = this.binding.attach(store);
    this.stopPresence = startPresence(
      this.presence.awareness,
      store,
      this.options.user,
      this.presence,
    );
    this.updateSync();
  }

  /** Whether the server has every change made here. */
  get synced(): boolean {
    return (
      this.provider.isSynced &&
      !this.provider.hasUnsyncedChanges &&
      this.provider.configuration.websocketProvider.status === WebSocketStatus.Connected
    );
  }

  /** Waits (up to `timeoutMs`) until the server has every change made here. */
  whenSynced(timeoutMs = 5_000): Promise<boolean> {
    if (this.synced) return Promise.resolve(true);
    return new Promise((resolve) => {
      const check = () => {
        if (!this.synced) return;
        finish(true);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      const finish = (ok: boolean) => {
        clearTimeout(timer);
        this.provider.off('unsyncedChanges', check);
        this.provider.off('synced', check);
        resolve(ok);
      };
      this.provider.on('unsyncedChanges', check);
      this.provider.on('synced', check);
    });
  }

  destroy(): void {
    window.removeEventListener('offline', this.goOffline);
    window.removeEventListener('online', this.goOnline);
    this.stopPresence?.();
    this.detach?.();
    this.provider.destroy();
    void this.deviceCopy?.destroy();
    this.ydoc.destroy();
  }

  private updateSync(): void {
    const store = this.store;
    if (!store) return;
    const sync = syncStateOf({
      refused: this.refused,
      connected: this.provider.configuration.websocketProvider.status === WebSocketStatus.Connected,
      serverHasAll: this.provider.isSynced && !this.provider.hasUnsyncedChanges,
    });
    if (store.getState().sync !== sync) store.getState().setSync(sync);
  }
}

/** What the editor's header says about a live design's connection. */
export function syncStateOf(connection: {
  refused: boolean;
  connected: boolean;
  serverHasAll: boolean;
}): SyncState {
  if (connection.refused) return 'refused';
  if (!connection.connected) return 'offline';
  return connection.serverHasAll ? 'synced' : 'saving';
}
