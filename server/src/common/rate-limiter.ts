/**
 * Counts events per key over a sliding window, in this process's memory. `limit` events within
 * `windowMs` are allowed; further ones are refused until the oldest leaves the window.
 * Keys that fall quiet are forgotten, so memory stays bounded by the keys active in one window.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the key has used up its allowance (without counting anything). */
  isLimited(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  /** Counts one event for the key. */
  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    // Only the newest `limit` matter for the decision.
    if (recent.length > this.limit) recent.splice(0, recent.length - this.limit);
    this.hits.set(key, recent);
  }

  /** Counts one event and tells whether it was within the allowance. */
  take(key: string): boolean {
    if (this.isLimited(key)) return false;
    this.record(key);
    return true;
  }

  /** Milliseconds until the key may act again (0 when it may now). */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return Math.max(0, recent[recent.length - this.limit]! + this.windowMs - this.now());
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const now = this.now();
    this.sweep(now);
    const since = now - this.windowMs;
    return (this.hits.get(key) ?? []).filter((time) => time > since);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    const since = now - this.windowMs;
    for (const [key, times] of this.hits) {
      if (times[times.length - 1]! <= since) this.hits.delete(key);
    }
  }
}

/** Whole minutes, rounded up, for messages such as 'try again in 3 minutes'. */
export const minutesFrom = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
