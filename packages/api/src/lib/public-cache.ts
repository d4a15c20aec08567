/**
 * Public read answers, kept until the next admin write drops them all. Public data changes only
 * through admin writes, so a visitor never sees a stale answer after the write has committed.
 */
export class PublicCache {
  private readonly entries = new Map<string, unknown>();
  private generation = 0;
  private readonly listeners = new Set<() => void>();

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const startedAt = this.generation;
    const value = await load();
    // A write during the load may have made this value stale: keep it only if none happened.
    if (startedAt === this.generation) this.entries.set(key, value);
    return value;
  }

  /** Changes on every clear: caches of whole answers (the server's) compare it to drop their entries. */
  get version(): number {
    return this.generation;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    for (const listener of this.listeners) listener();
  }

  /** Called after every clear (the server pushes the new version to open pages); returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
