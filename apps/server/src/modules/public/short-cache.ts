// A few seconds of memory in front of the public queries. The city listing is what every
// visitor's phone asks for; answering repeats from memory keeps the database idle under load.
// Entries hold the serialised answer (no JSON work per request) and concurrent misses share
// one query. A change to a publication shows up at most `ttlMs` later — an accepted delay.
import { LRUCache } from 'lru-cache';

export const PUBLIC_CACHE_TTL_MS = 5_000;

export class ShortCache<V extends object | string> {
  private readonly entries: LRUCache<string, Promise<V>>;

  constructor(
    max: number,
    ttlMs = PUBLIC_CACHE_TTL_MS,
    /** Milliseconds clock; Date.now so tests with a fixed system time control expiry too. */
    now: () => number = () => Date.now(),
  ) {
    this.entries = new LRUCache({ max, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  }

  /** The cached value, or `load()`'s (shared by everyone asking while it runs). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const pending = load();
    this.entries.set(key, pending);
    // A failure is not remembered: the next request asks the database again.
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  }

  /** Milliseconds `key` stays cached (0 when it is not). */
  remainingMs(key: string): number {
    return Math.max(0, this.entries.getRemainingTTL(key));
  }

  clear(): void {
    this.entries.clear();
  }
}
