// A token bucket: `burst` at most, refilled at `perSecond`. Used for the socket's fair share
// (limits.ts): presence dropped past it, a user's updates delayed past it.

export interface Rate {
  readonly perSecond: number;
  readonly burst: number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: Rate,
    private readonly now: () => number = performance.now.bind(performance),
  ) {
    this.tokens = rate.burst;
    this.last = now();
  }

  private refill(): void {
    const at = this.now();
    this.tokens = Math.min(
      this.rate.burst,
      this.tokens + ((at - this.last) / 1000) * this.rate.perSecond,
    );
    this.last = at;
  }

  /** Takes `count` if there are that many now; false (and nothing taken) otherwise. */
  tryTake(count = 1): boolean {
    this.refill();
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }

  /**
   * Takes `count`, going into debt if need be; answers how many milliseconds to wait before the
   * bucket is out of debt (0 when there was enough). A take larger than the burst is allowed
   * (one big offline sync) but waits for its whole cost.
   */
  take(count: number): number {
    this.refill();
    this.tokens -= count;
    return this.tokens >= 0 ? 0 : (-this.tokens / this.rate.perSecond) * 1000;
  }
}

/** Buckets per key (a user id), forgotten when full again and not used for a while. */
export class BucketsByKey<K> {
  private readonly buckets = new Map<K, { bucket: TokenBucket; used: number }>();

  constructor(
    private readonly rate: Rate,
    private readonly forgetAfterMs = 60_000,
  ) {}

  of(key: K): TokenBucket {
    const now = Date.now();
    const found = this.buckets.get(key);
    if (found) {
      found.used = now;
      return found.bucket;
    }
    if (this.buckets.size > 1_000) {
      for (const [k, entry] of this.buckets) {
        if (now - entry.used > this.forgetAfterMs) this.buckets.delete(k);
      }
    }
    const bucket = new TokenBucket(this.rate);
    this.buckets.set(key, { bucket, used: now });
    return bucket;
  }
}
