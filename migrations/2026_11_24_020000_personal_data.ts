import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/*
 * Personal data (issue 16, item 3): a newsletter unsubscribe link that needs no login, and the record of
 * the retention job's runs.
 *
 * The token is stored as it is, not hashed: the back-office exports each subscriber's link, so it must be
 * readable, and it only lets its holder delete one address from the list, which an administrator may do
 * anyway. 32 random bytes (256 bits) in base64url cannot be guessed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletter_subscriptions').addColumn('unsubscribe_token', 'text').execute();
  // Existing subscribers get their token here (no random function is portable across engines).
  const rows = (await db
    .selectFrom('newsletter_subscriptions' as never)
    .select('id' as never)
    .execute()) as { id: string }[];
  for (const { id } of rows) {
    await db
      .updateTable('newsletter_subscriptions' as never)
      .set({ unsubscribe_token: randomBytes(32).toString('base64url') } as never)
      .where('id' as never, '=', id as never)
      .execute();
  }
  await db.schema
    .createIndex('newsletter_subscriptions_unsubscribe_token')
    .unique()
    .on('newsletter_subscriptions')
    .column('unsubscribe_token')
    .execute();

  // One row per run. `day` is set only by the daily run, unique: the first process to insert a date runs
  // it, the others get a conflict and skip (several processes may share one database).
  await db.schema
    .createTable('retention_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.unique())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('dry_run', 'integer', (c) => c.notNull())
    .addColumn('counts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('retention_runs_at').on('retention_runs').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retention_runs').execute();
  await db.schema.dropIndex('newsletter_subscriptions_unsubscribe_token').execute();
  await db.schema.alterTable('newsletter_subscriptions').dropColumn('unsubscribe_token').execute();
}
