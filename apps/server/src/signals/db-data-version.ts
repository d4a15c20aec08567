import type { DataVersion } from '@app/api';
import type { Db } from '@app/db';

/**
 * The public data version of a site served by several processes: one row of the shared database, moved
 * by every admin write (bump), read back before a public read is answered (fresh).
 *
 * Strict read-after-write at the price of one tiny query shared by every request waiting: a request may
 * only use a read that started after it arrived (one already running may have read before the write it
 * must see), so while a read runs, the requests arriving wait for the next one, and that next one is
 * shared by all of them. However many requests arrive, at most one read runs and one waits.
 *
 * A light poll also reads it every `pollMs`, so that live pushes go out for writes made elsewhere even
 * when no visitor asks this process anything.
 */
export class DbDataVersion implements DataVersion {
  private seen: number;
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly poll: NodeJS.Timeout;

  private constructor(
    private readonly db: Db,
    private readonly query: VersionQuery,
    start: number,
    pollMs: number,
    onPollError: (error: unknown) => void,
  ) {
    this.seen = start;
    this.poll = setInterval(() => this.fresh().catch(onPollError), pollMs);
    this.poll.unref();
  }

  static async open(
    db: Db,
    options: { pollMs?: number; onPollError?: (error: unknown) => void } = {},
  ): Promise<DbDataVersion> {
    const query = versionQuery(db);
    return new DbDataVersion(
      db,
      query,
      await readVersion(db, query),
      options.pollMs ?? 250,
      options.onPollError ?? (() => undefined),
    );
  }

  get current(): number {
    return this.seen;
  }

  fresh(): Promise<void> {
    if (!this.running) return this.start();
    this.next ??= this.running.then(
      () => this.startNext(),
      () => this.startNext(),
    );
    return this.next;
  }

  async bump(): Promise<void> {
    await this.db
      .updateTable('dataVersion')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    // Read after the commit: the writer's own process holds the new version before it answers.
    await this.fresh();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    clearInterval(this.poll);
    this.listeners.clear();
  }

  private startNext(): Promise<void> {
    this.next = undefined;
    return this.start();
  }

  private start(): Promise<void> {
    const run = readVersion(this.db, this.query)
      .then((version) => this.observe(version))
      .finally(() => {
        if (this.running === run) this.running = undefined;
      });
    this.running = run;
    return run;
  }

  private observe(version: number): void {
    // Any difference is a change: a restored backup may even bring an older number.
    if (version === this.seen) return;
    this.seen = version;
    for (const listener of this.listeners) listener();
  }
}

// Compiled once: the check runs for nearly every public read, building the query each time would cost more than running it.
const versionQuery = (db: Db) => db.selectFrom('dataVersion').select('version').where('id', '=', 1).compile();
type VersionQuery = ReturnType<typeof versionQuery>;

async function readVersion(db: Db, query: VersionQuery): Promise<number> {
  const row = (await db.executeQuery(query)).rows[0];
  if (!row) throw new Error('data_version has no row');
  return Number(row.version);
}
