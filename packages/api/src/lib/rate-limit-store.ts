/** A key's fixed window: hits counted in it and when it ends (ms since the epoch). */
export interface RateWindow {
  count: number;
  resetAt: number;
}

/**
 * Where the limits' counts live: in this process's memory (one process), or in the database when
 * several processes serve the site (apps/server/src/signals), so that an address gets the same budget
 * whichever process answers it. Every change is one atomic step of the store.
 */
export interface RateLimitStore {
  /** Adds `weight` hits to the key's running window, or starts one of `windowMs`; the window after. */
  add(key: string, weight: number, now: number, windowMs: number): Promise<RateWindow>;
  /** The key's running window; undefined when it has none. */
  read(key: string, now: number): Promise<RateWindow | undefined>;
  /** Gives back one hit of the running window (never below 0). */
  takeBack(key: string, now: number): Promise<void>;
}

/**
 * Bounded: at most `maxKeys` keys. Entries are kept in the order their windows end (a key whose window
 * restarts moves to the back), so expired ones are dropped from the front in constant time per hit;
 * when every key is live and the map is full, the key whose window ends first is evicted (a flood of
 * new keys costs the flooder's oldest counts, never memory).
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly hits = new Map<string, RateWindow>();

  constructor(private readonly maxKeys = 10_000) {}

  get size(): number {
    return this.hits.size;
  }

  async add(key: string, weight: number, now: number, windowMs: number): Promise<RateWindow> {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now) {
      entry.count += weight;
      return { ...entry };
    }
    if (entry) this.hits.delete(key);
    this.dropExpired(now);
    while (this.hits.size >= this.maxKeys) this.evictOldest();
    const started = { count: weight, resetAt: now + windowMs };
    this.hits.set(key, started);
    return { ...started };
  }

  async read(key: string, now: number): Promise<RateWindow | undefined> {
    const entry = this.hits.get(key);
    return entry && entry.resetAt > now ? { ...entry } : undefined;
  }

  async takeBack(key: string, now: number): Promise<void> {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now && entry.count > 0) entry.count -= 1;
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
