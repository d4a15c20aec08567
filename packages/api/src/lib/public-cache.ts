import { type DataVersion, LocalDataVersion } from './data-version';

/**
 * Read answers of data that changes only through admin writes (the public reads, and the admin's list
 * of participants), kept until the next admin write drops them all, so nobody sees a stale answer after
 * the write has committed. Data that visitors' forms write (messages, applications) is never kept here. With
 * several processes the version is shared (DataVersion): a read first makes sure it has seen every
 * write acknowledged before it arrived, wherever it was made.
 */
export class PublicCache {
  private readonly entries = new Map<string, unknown>();
  private readonly listeners = new Set<() => void>();
  /** A write other than results' since the live push last asked (see takeOtherWrites). */
  private otherWrites = false;

  constructor(private readonly data: DataVersion = new LocalDataVersion()) {
    data.onChange(() => {
      this.entries.clear();
      for (const listener of this.listeners) listener();
    });
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const checking = this.data.fresh();
    if (checking) await checking;
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const startedAt = this.data.current;
    const value = await load();
    // A write during the load may have made this value stale: keep it only if none happened.
    if (startedAt === this.data.current) this.entries.set(key, value);
    return value;
  }

  /** Changes on every write: caches of whole answers (the server's) compare it to drop their entries. */
  get version(): number {
    return this.data.current;
  }

  /** See DataVersion.fresh: undefined when the version is always current (one process). */
  fresh(): Promise<void> | undefined {
    return this.data.fresh();
  }

  /**
   * After a committed admin write; the answer must wait for the promise when there is one. `path` is the
   * procedure that wrote: the live push sends results writes as the change itself, and must know when
   * something else changed in the same broadcast (pages then refetch the rest too).
   */
  clear(path?: string): Promise<void> | undefined {
    if (!path?.startsWith('results.')) this.otherWrites = true;
    return this.data.bump();
  }

  /** Whether a write other than results' was made here since the last call (which resets it). */
  takeOtherWrites(): boolean {
    const other = this.otherWrites;
    this.otherWrites = false;
    return other;
  }

  /** Called after every change (the server pushes the new version to open pages); returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.data.close();
  }
}
