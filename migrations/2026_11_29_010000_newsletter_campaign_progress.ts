import type { Kysely } from 'kysely';

// Newsletter campaigns (issue 32, item 4): the table created with the outbox gains what sending needs.
// A campaign's recipients are queued by the mail worker in batches, in subscription-id order: `queue_cursor`
// is the last subscription id queued, so a restart resumes after it (and the outbox's unique dedupe key
// campaign+address keeps a batch queued twice to one row per recipient). `next_slot_at` is when the next
// queued copy may leave, which spaces the copies at the rate set in the settings. `recipients` is the count
// of confirmed subscribers when the sending started (the progress's total). Added columns only, with
// defaults: the previous version keeps working during a rolling restart.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletter_campaigns').addColumn('queue_cursor', 'text').execute();
  await db.schema.alterTable('newsletter_campaigns').addColumn('next_slot_at', 'text').execute();
  await db.schema
    .alterTable('newsletter_campaigns')
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('newsletter_campaigns').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('newsletter_campaigns').addColumn('started_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['started_by', 'updated_at', 'recipients', 'next_slot_at', 'queue_cursor']) {
    await db.schema.alterTable('newsletter_campaigns').dropColumn(column).execute();
  }
}
