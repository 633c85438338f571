// The live socket's door (README.md, "The gate"): the Hocuspocus extension that takes the
// upgrades of /api/v1/collab from the API's own HTTP server (sockets per address bounded),
// puts a gate (socket/gate.ts) between each socket and Hocuspocus, opens the gate once
// Hocuspocus has authenticated and loaded a document (connected), and closes every socket at
// shutdown. It is the gates' host: their rate buckets, counts and log.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { connectedPayload, Extension, Hocuspocus } from '@hocuspocus/server';
import { COLLAB_PATH } from '@nibble/core/live/protocol';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import type { LiveContext } from './access.ts';
import type { DocumentGuard } from './guard.ts';
import { addressOf, refuseUpgrade, SocketCounts } from './socket/addresses.ts';
import { BucketsByKey } from './socket/buckets.ts';
import { type GateHost, SocketGate } from './socket/gate.ts';
import { MAX_MESSAGE_BYTES, UPDATE_BYTES_RATE, UPDATE_RATE } from './socket/limits.ts';
import type { UpdateLog } from './update-log.ts';

export class SocketGates implements Extension, GateHost {
  readonly extensionName = 'SocketGates';
  readonly counts = new SocketCounts();
  readonly userUpdates = new BucketsByKey<number>(UPDATE_RATE);
  readonly userBytes = new BucketsByKey<number>(UPDATE_BYTES_RATE);
  /** Each socket's gate, found from the stand-in Hocuspocus holds as the connection's socket. */
  private readonly gates = new WeakMap<object, SocketGate>();
  // The gate lowers the payload limit until a document is authenticated (socket/limits.ts).
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  constructor(
    readonly updateLog: UpdateLog,
    private readonly guards: { guardOf(documentName: string): DocumentGuard | undefined },
    private readonly trustProxy: boolean,
    readonly log: GateHost['log'],
  ) {}

  /** The guard of an open document (GateHost). */
  guardOf(documentName: string): DocumentGuard | undefined {
    return this.guards.guardOf(documentName);
  }

  // The document is loaded and the connection made: the gate lets its messages through.
  async connected({ connection, documentName }: connectedPayload): Promise<void> {
    const { userId, contentId } = connection.context as LiveContext;
    this.gates.get(connection.webSocket)?.opened(documentName, connection, { userId, contentId });
  }

  /** At shutdown, after the documents are stored: every socket closed. */
  async onDestroy(): Promise<void> {
    for (const ws of this.sockets.clients) ws.terminate();
    this.sockets.close();
  }

  /** An HTTP upgrade (the API server's 'upgrade' event): the live path, or refused. */
  upgrade(hocuspocus: Hocuspocus, request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '').split('?')[0];
    if (path !== COLLAB_PATH) {
      refuseUpgrade(socket, 404);
      return;
    }
    const address = addressOf(request, this.trustProxy);
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
      hocuspocus.handleConnection(gate.socket as unknown as WebSocket, request);
    });
  }
}
