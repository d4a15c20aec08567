import type { RateLimitStore, RateWindow } from '@app/api';
import type { Db } from '@app/db';

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The limits' counts in the shared database, so that every process counts an address against the same
 * budget. A hit is one upsert that either adds to the running window or starts a new one, atomic on
 * SQLite and PostgreSQL alike; ended windows are purged at most once per `purgeEveryMs`.
 */
export class DbRateLimitStore implements RateLimitStore {
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly purgeEveryMs = 60_000,
  ) {}

  async add(key: string, weight: number, now: number, windowMs: number): Promise<RateWindow> {
    await this.purge(now);
    const nowIso = iso(now);
    const row = await this.db
      .insertInto('rateLimits')
      .values({ key, count: weight, resetAt: iso(now + windowMs) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const running = eb('rateLimits.resetAt', '>', nowIso);
          return {
            count: eb
              .case()
              .when(running)
              .then(eb('rateLimits.count', '+', weight))
              .else(eb.ref('excluded.count'))
              .end(),
            resetAt: eb.case().when(running).then(eb.ref('rateLimits.resetAt')).else(eb.ref('excluded.resetAt')).end(),
          };
        }),
      )
      .returning(['count', 'resetAt'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetAt: Date.parse(row.resetAt) };
  }

  async read(key: string, now: number): Promise<RateWindow | undefined> {
    const row = await this.db
      .selectFrom('rateLimits')
      .select(['count', 'resetAt'])
      .where('key', '=', key)
      .where('resetAt', '>', iso(now))
      .executeTakeFirst();
    return row ? { count: Number(row.count), resetAt: Date.parse(row.resetAt) } : undefined;
  }

  async takeBack(key: string, now: number): Promise<void> {
    await this.db
      .updateTable('rateLimits')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('resetAt', '>', iso(now))
      .where('count', '>', 0)
      .execute();
  }

  private async purge(now: number): Promise<void> {
    if (now - this.lastPurge < this.purgeEveryMs) return;
    this.lastPurge = now;
    await this.db.deleteFrom('rateLimits').where('resetAt', '<=', iso(now)).execute();
  }
}
