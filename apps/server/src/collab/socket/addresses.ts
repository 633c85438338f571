// How many sockets each address holds, and how many are not authenticated yet: a stranger
// cannot hold the server's memory with sockets that never sign in.
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
