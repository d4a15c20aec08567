import type { LiveRaceView } from '@app/contract';
import type { Db } from '@app/db';

/**
 * The races in progress as every process of one site sees them (issue 31). The process a bridge posted to
 * puts the race's new view; the others are told it. `put` resolves to the view's version: versions order a
 * race's posts whichever process took them, so an older view never replaces a newer one.
 */
export interface LiveRaceSignal {
  put(view: LiveRaceView): Promise<number>;
  /** Views put by the other processes; returns the unsubscribe. */
  onRemote(listener: (view: LiveRaceView, version: number) => void): () => void;
  close(): void;
}

/** One process serves the site: its memory is the whole truth, versions are a counter per race. */
export class LocalLiveRaces implements LiveRaceSignal {
  private readonly versions = new Map<string, number>();

  put(view: LiveRaceView): Promise<number> {
    const version = (this.versions.get(view.key) ?? 0) + 1;
    this.versions.set(view.key, version);
    return Promise.resolve(version);
  }

  onRemote(): () => void {
    return () => undefined;
  }

  close(): void {
    this.versions.clear();
  }
}

/**
 * Several processes on one database: a race's latest view is one row (live_races), its version moved by
 * each put. Every `pollMs` each process reads the versions (a few rows: the races of the last minutes) and
 * fetches the views that moved, so a post taken elsewhere reaches this process's streams a poll later.
 */
export class DbLiveRaces implements LiveRaceSignal {
  private readonly seen = new Map<string, number>();
  private readonly listeners = new Set<(view: LiveRaceView, version: number) => void>();
  private readonly poll: NodeJS.Timeout;
  private polling = false;
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly options: { pollMs?: number; staleMs?: number; onError?: (error: unknown) => void } = {},
  ) {
    this.poll = setInterval(() => {
      if (this.polling) return;
      this.polling = true;
      this.check()
        .catch((error) => this.options.onError?.(error))
        .finally(() => {
          this.polling = false;
        });
    }, options.pollMs ?? 100);
    this.poll.unref();
  }

  async put(view: LiveRaceView): Promise<number> {
    const row = await this.db
      .insertInto('liveRaces')
      .values({ raceKey: view.key, version: 1, view: JSON.stringify(view), updatedAt: new Date().toISOString() })
      .onConflict((oc) =>
        oc.column('raceKey').doUpdateSet((eb) => ({
          version: eb('liveRaces.version', '+', 1),
          view: eb.ref('excluded.view'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    const version = Number(row.version);
    // This process has it already: its own poll must not hand it back, nor an older one read meanwhile.
    if (version > (this.seen.get(view.key) ?? 0)) this.seen.set(view.key, version);
    return version;
  }

  onRemote(listener: (view: LiveRaceView, version: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    clearInterval(this.poll);
    this.listeners.clear();
  }

  private async check(): Promise<void> {
    const since = new Date(Date.now() - (this.options.staleMs ?? 10 * 60_000)).toISOString();
    await this.purge(since);
    const versions = await this.db
      .selectFrom('liveRaces')
      .select(['raceKey', 'version'])
      .where('updatedAt', '>', since)
      .execute();
    const moved = versions.filter((r) => Number(r.version) > (this.seen.get(r.raceKey) ?? 0)).map((r) => r.raceKey);
    if (moved.length === 0) return;
    const rows = await this.db
      .selectFrom('liveRaces')
      .select(['raceKey', 'version', 'view'])
      .where('raceKey', 'in', moved)
      .execute();
    for (const row of rows) {
      const version = Number(row.version);
      if (version <= (this.seen.get(row.raceKey) ?? 0)) continue;
      this.seen.set(row.raceKey, version);
      const view = JSON.parse(row.view) as LiveRaceView;
      for (const listener of this.listeners) listener(view, version);
    }
  }

  /** Races nothing came for since `since` leave the table, at most once a minute. */
  private async purge(since: string): Promise<void> {
    if (Date.now() - this.lastPurge < 60_000) return;
    this.lastPurge = Date.now();
    await this.db.deleteFrom('liveRaces').where('updatedAt', '<', since).execute();
  }
}
