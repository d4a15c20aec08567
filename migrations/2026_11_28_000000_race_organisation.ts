import { type Kysely, sql } from 'kysely';

// Running the competition (issue 29): each programme event is one round of a race (heat, repechage,
// semi-final, final A, final B…), rounds of one race share a race group, and entries tie participants to
// rounds with a lane. Columns are only added and defaults keep every existing event a single final A
// with 8 ergometers and no start list yet, so a rolling restart keeps the previous version working.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('round', 'text', (c) => c.notNull().defaultTo('final_a'))
    .execute();
  await db.schema.alterTable('events').addColumn('race_group', 'text').execute();
  await db.schema
    .alterTable('events')
    .addColumn('lanes', 'integer', (c) => c.notNull().defaultTo(8))
    .execute();
  await db.schema.alterTable('events').addColumn('progression', 'text').execute();
  await db.schema
    .alterTable('events')
    .addColumn('start_list', 'text', (c) => c.notNull().defaultTo('draft'))
    .execute();
  await db.schema.createIndex('events_race_group').on('events').column('race_group').execute();

  await db.schema
    .createTable('entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('restrict'))
    .addColumn('participant_id', 'text', (c) => c.notNull().references('participants.id').onDelete('cascade'))
    .addColumn('crew_name', 'text')
    .addColumn('crew_member_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('seed_time', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('entered'))
    .addColumn('lane', 'integer', (c) => c.modifyEnd(sql`check (lane is null or lane >= 1)`))
    .addColumn('presence', 'text')
    .addColumn('from_entry_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('entries_event_participant', ['event_id', 'participant_id'])
    .execute();
  await db.schema.createIndex('entries_participant').on('entries').column('participant_id').execute();
  await db.schema.createIndex('entries_event_lane').on('entries').columns(['event_id', 'lane']).execute();

  await db.schema.alterTable('results').addColumn('entry_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('results').dropColumn('entry_id').execute();
  await db.schema.dropTable('entries').execute();
  await db.schema.dropIndex('events_race_group').execute();
  for (const column of ['start_list', 'progression', 'lanes', 'race_group', 'round']) {
    await db.schema.alterTable('events').dropColumn(column).execute();
  }
}
