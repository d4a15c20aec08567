import type { Db } from '../create-db';
import type { Insertable } from 'kysely';
import type { Database } from '../schema';
import { seedDemoPricing } from './demo';
import { seedDemoContent } from './demo-content';
import { eventParticipants } from './event-people';
import { eventProgramme } from './event-programme';
import { createRandom } from './event-random';
import { eventResults } from './event-results';
import { eventMessages, eventVolunteers } from './event-submissions';

/** Fixed seed: the real-size event is the same rows everywhere; only dates follow `now`. */
const SEED = 20260129;
/** Well under SQLite's 32,766 bound variables per statement for every table here. */
const BATCH = 500;

async function insertInBatches<T extends keyof Database & string>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // biome-ignore lint/suspicious/noExplicitAny: Kysely cannot narrow the row type of a generic table name.
    await db.insertInto(table).values(rows.slice(i, i + BATCH) as any).execute();
  }
}

/**
 * The real-size event (120 races, 3,000 entrants, 3,000 results, 200 volunteers, 300 messages) plus the
 * demo set's content (pricing, partners, rules, documents), to try screens and exports at full scale.
 */
export async function seedEvent(db: Db, options: { uploadsDir: string; now: Date }): Promise<void> {
  const random = createRandom(SEED);
  const programme = eventProgramme();
  const participants = eventParticipants(random, programme, options.now);
  await seedDemoPricing(db, options.now);
  await seedDemoContent(db, options.uploadsDir);
  await insertInBatches(db, 'events', programme);
  await insertInBatches(db, 'participants', participants);
  await insertInBatches(db, 'results', eventResults(random, programme, participants));
  await insertInBatches(db, 'volunteers', eventVolunteers(random, options.now));
  await insertInBatches(db, 'contactMessages', eventMessages(random, options.now));
}
