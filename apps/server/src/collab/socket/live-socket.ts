// The stand-in socket Hocuspocus listens on (gate.ts): sending, closing and pinging go to the
// real socket, but of what the real socket receives only what the gate lets through is emitted
// here. And the real socket's payload limit, which the gate raises once a document is open.
import { EventEmitter } from 'node:events';
import type WebSocket from 'ws';

/**
 * The socket as Hocuspocus sees it: sending, closing and pinging go to the real socket; of
 * what the real socket receives, only what the gate lets through is emitted here.
 */
export class LiveSocket extends EventEmitter {
  constructor(
    private readonly ws: WebSocket,
    private readonly outgoing: (data: Uint8Array) => void,
  ) {
    super();
  }

  get readyState(): number {
    return this.ws.readyState;
  }

  set binaryType(type: WebSocket['binaryType']) {
    this.ws.binaryType = type;
  }

  send(data: Uint8Array, callback?: (error?: Error) => void): void {
    this.outgoing(data);
    this.ws.send(data, callback);
  }

  close(code?: number, reason?: string): void {
    this.ws.close(code, reason);
  }

  ping(): void {
    this.ws.ping();
  }
}

/** The real socket's payload limit, raised once the socket has a document open. */
export function setMaxPayload(ws: WebSocket, bytes: number): void {
  // ws reads it per frame, before the payload: a larger frame is refused (1009) unread.
  const receiver = (ws as unknown as { _receiver?: { _maxPayload: number } })._receiver;
  if (receiver) receiver._maxPayload = bytes;
}
