// How many sockets each address holds, and how many are not authenticated yet: a stranger
// cannot hold the server's memory with sockets that never sign in.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  MAX_SOCKETS_PER_ADDRESS,
  MAX_UNAUTHENTICATED_PER_ADDRESS,
  MAX_UNAUTHENTICATED_SOCKETS,
} from './limits.ts';

export type Admit = { ok: true } | { ok: false; status: 429 | 503 };

export class SocketCounts {
  private readonly open = new Map<string, number>();
  private readonly unauthenticated = new Map<string, number>();
  private unauthenticatedTotal = 0;

  /** Whether one more socket from `address` may open (it starts unauthenticated). */
  admit(address: string): Admit {
    if ((this.open.get(address) ?? 0) >= MAX_SOCKETS_PER_ADDRESS) return { ok: false, status: 429 };
    if ((this.unauthenticated.get(address) ?? 0) >= MAX_UNAUTHENTICATED_PER_ADDRESS) {
      return { ok: false, status: 429 };
    }
    if (this.unauthenticatedTotal >= MAX_UNAUTHENTICATED_SOCKETS) return { ok: false, status: 503 };
    return { ok: true };
  }

  opened(address: string): void {
    bump(this.open, address, 1);
    bump(this.unauthenticated, address, 1);
    this.unauthenticatedTotal++;
  }

  authenticated(address: string): void {
    bump(this.unauthenticated, address, -1);
    this.unauthenticatedTotal--;
  }

  closed(address: string, wasAuthenticated: boolean): void {
    bump(this.open, address, -1);
    if (!wasAuthenticated) this.authenticated(address);
  }
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}

/** The client's address, as the API's rate limits see it (behind a trusted proxy: its header). */
export function addressOf(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

const STATUS_TEXT = { 404: 'Not Found', 429: 'Too Many Requests', 503: 'Service Unavailable' };

/** Answers an upgrade request with a bare HTTP status and closes it. */
export function refuseUpgrade(socket: Duplex, status: keyof typeof STATUS_TEXT): void {
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}
