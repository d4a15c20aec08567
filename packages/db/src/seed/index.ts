import type { Db } from '../create-db';
import { seedDefaults } from './defaults';
import { seedDemo } from './demo';

export interface SeedOptions {
  /** Also the demo set (programme, results, participants, partners, rules, documents, forms). */
  demo: boolean;
  /** Where the demo's logos and documents are written. */
  uploadsDir: string;
  now?: Date;
}

const DEFAULTS = 'seed:defaults';
const DEMO = 'seed:demo';

/**
 * Fills an empty database once. Each part is marked done in app_meta inside the same transaction
 * as its rows, so a second start never duplicates anything and a crash never leaves half a seed.
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
    if (options.demo && !done.has(DEMO)) {
      await seedDemo(trx, { uploadsDir: options.uploadsDir, now: options.now ?? new Date() });
      await trx.insertInto('appMeta').values({ key: DEMO, value: new Date().toISOString() }).execute();
      demo = true;
    }
    return { defaults, demo };
  });
}
