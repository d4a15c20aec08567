import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

/**
 * Fixed-window counter per key, kept in a RateLimitStore: this process's memory by default, the
 * database when several processes serve the site. `limit` 0 turns the limiter off (load tests do).
 */
export class RateLimiter {
  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
  ) {}

  /** Keys held in memory (0 when the counts live elsewhere). */
  get size(): number {
    return this.store instanceof MemoryRateLimitStore ? this.store.size : 0;
  }

  /** Hits counted for this key in its current window (0 when none). */
  async count(key: string, now = Date.now()): Promise<number> {
    if (this.limit <= 0) return 0;
    return (await this.store.read(key, now))?.count ?? 0;
  }

  /** Whether this key has used up its limit in this window (without counting a hit). */
  async isBlocked(key: string, now = Date.now()): Promise<boolean> {
    return this.limit > 0 && (await this.count(key, now)) >= this.limit;
  }

  /** Counts `weight` hits; false when the key is then over its limit in this window. */
  async hit(key: string, now = Date.now(), weight = 1): Promise<boolean> {
    if (this.limit <= 0) return true;
    const window = await this.store.add(key, weight, now, this.windowMs);
    return window.count <= this.limit;
  }

  /** Milliseconds until this key's window ends (0 when it has none). */
  async retryAfterMs(key: string, now = Date.now()): Promise<number> {
    const window = await this.store.read(key, now);
    return window ? window.resetAt - now : 0;
  }

  /** Gives back one hit (a reserved attempt that turned out not to count). */
  async undo(key: string, now = Date.now()): Promise<void> {
    if (this.limit > 0) await this.store.takeBack(key, now);
  }
}
