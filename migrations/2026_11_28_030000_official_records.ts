import type { Kysely } from 'kysely';

// The federation's records (issue 33): each championship's points table for the clubs' ranking, the
// moment a race's results became official, and the journal of corrections made after that moment (the
// errata shown on the race page and in its PDF). Only additions: the previous version keeps working.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('club_points_tables')
    .addColumn('championship_id', 'text', (c) => c.primaryKey().references('championships.id').onDelete('cascade'))
    .addColumn('points', 'text', (c) => c.notNull())
    .addColumn('relay_points', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('events').addColumn('official_at', 'text').execute();
  await db.schema
    .createTable('result_corrections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('corrected_at', 'text', (c) => c.notNull())
    .addColumn('lane', 'integer')
    .addColumn('athlete', 'text', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('result_corrections_event')
    .on('result_corrections')
    .columns(['event_id', 'corrected_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('result_corrections').execute();
  await db.schema.alterTable('events').dropColumn('official_at').execute();
  await db.schema.dropTable('club_points_tables').execute();
}
