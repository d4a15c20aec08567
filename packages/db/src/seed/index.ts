import type { Db } from '../create-db';
import { seedDefaults } from './defaults';
import { seedDemo } from './demo';
import { seedEvent } from './event';

export interface SeedOptions {
  /**
   * Sample data on top of the defaults: `true` the demo set (programme, results, participants, partners,
   * rules, documents, forms), `'event'` the real-size event (see seed/event.ts), `false` none.
   */
  demo: boolean | 'event';
  /** Where the demo's logos and documents are written. */
  uploadsDir: string;
  now?: Date;
}

const DEFAULTS = 'seed:defaults';
const DEMO = 'seed:demo';
const EVENT = 'seed:event';

/**
 * Fills an empty database once. Each part is marked done in app_meta inside the same transaction
 * as its rows, so a second start never duplicates anything and a crash never leaves half a seed.
 * `demo` in the answer is true when a sample set (demo or event) was added.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<{ defaults: boolean; demo: boolean }> {
  return db.transaction().execute(async (trx) => {
    const done = new Set((await trx.selectFrom('appMeta').select('key').execute()).map((r) => r.key));
    let defaults = false;
    let demo = false;
    if (!done.has(DEFAULTS)) {
      const existing = await trx.selectFrom('championships').select('id').limit(1).executeTakeFirst();
      if (!existing) {
        await seedDefaults(trx);
        defaults = true;
      }
      await trx.insertInto('appMeta').values({ key: DEFAULTS, value: new Date().toISOString() }).execute();
    }
    // One sample set per database: both share ids (elite-1…) and the demo content, so the second never lands on the first.
    const sampled = done.has(DEMO) || done.has(EVENT);
    if (options.demo && !sampled) {
      const now = options.now ?? new Date();
      if (options.demo === 'event') await seedEvent(trx, { uploadsDir: options.uploadsDir, now });
      else await seedDemo(trx, { uploadsDir: options.uploadsDir, now });
      await trx
        .insertInto('appMeta')
        .values({ key: options.demo === 'event' ? EVENT : DEMO, value: new Date().toISOString() })
        .execute();
      demo = true;
    }
    return { defaults, demo };
  });
}
export { seedEvent } from './event';
