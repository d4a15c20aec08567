/**
 * The version of the public data: every committed admin write moves it, and whatever is kept for the
 * public (cached rows, whole answers, ETags, live notices) belongs to one version. One process keeps it
 * in memory (LocalDataVersion); several processes on one database share it through a row of that
 * database (apps/server/src/signals). The cache and the live push read this interface only.
 */
export interface DataVersion {
  /** The version last seen by this process. */
  readonly current: number;
  /**
   * Undefined when `current` is always up to date (one process); otherwise resolves once the shared
   * version has been read by a check that started after this call, so a read that follows an
   * acknowledged write on another process sees it.
   */
  fresh(): Promise<void> | undefined;
  /** After an admin write has committed; resolves once `current` includes it. */
  bump(): Promise<void> | undefined;
  /** Called on every change seen, whichever process made it; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  /** Stops watching for other processes' changes (server close). */
  close(): void;
}

/** One process serves the site: the version is a counter in its memory. */
export class LocalDataVersion implements DataVersion {
  private version = 0;
  private readonly listeners = new Set<() => void>();

  get current(): number {
    return this.version;
  }

  fresh(): undefined {
    return undefined;
  }

  bump(): undefined {
    this.version += 1;
    for (const listener of this.listeners) listener();
    return undefined;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.listeners.clear();
  }
}
