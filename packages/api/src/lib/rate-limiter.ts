/**
 * Fixed-window counter per key, in memory: one process serves the site, so this is exact for it.
 * `limit` 0 turns the limiter off (load tests do).
 *
 * Bounded: at most `maxKeys` keys. Entries are kept in the order their windows end (a key whose window
 * restarts moves to the back), so expired ones are dropped from the front in constant time per hit;
 * when every key is live and the map is full, the key whose window ends first is evicted (a flood of
 * new keys costs the flooder's oldest counts, never memory).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = 10_000,
  ) {}

  get size(): number {
    return this.hits.size;
  }

  /** Hits counted for this key in its current window (0 when none). */
  count(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    return entry && entry.resetAt > now ? entry.count : 0;
  }

  /** Whether this key has used up its limit in this window (without counting a hit). */
  isBlocked(key: string, now = Date.now()): boolean {
    return this.limit > 0 && this.count(key, now) >= this.limit;
  }

  /** Counts `weight` hits; false when the key is then over its limit in this window. */
  hit(key: string, now = Date.now(), weight = 1): boolean {
    if (this.limit <= 0) return true;
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now) {
      entry.count += weight;
      return entry.count <= this.limit;
    }
    if (entry) this.hits.delete(key);
    this.dropExpired(now);
    while (this.hits.size >= this.maxKeys) this.evictOldest();
    this.hits.set(key, { count: weight, resetAt: now + this.windowMs });
    return weight <= this.limit;
  }

  /** Milliseconds until this key's window ends (0 when it has none). */
  retryAfterMs(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    return entry && entry.resetAt > now ? entry.resetAt - now : 0;
  }

  /** Gives back one hit (a reserved attempt that turned out not to count). */
  undo(key: string): void {
    const entry = this.hits.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.hits) {
      if (entry.resetAt > now) return;
      this.hits.delete(key);
    }
  }

  private evictOldest(): void {
    const oldest = this.hits.keys().next();
    if (!oldest.done) this.hits.delete(oldest.value);
  }
}
