import { type Kysely, sql } from 'kysely';

// Race-day results are not all times: DNS, DNF and DSQ have neither rank nor time, and a race's results
// are provisional before they are official (issue 11). SQLite cannot relax NOT NULL in place, so the
// results table is rebuilt with its rows copied as finished results.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('results_state', 'text', (c) =>
      c.notNull().defaultTo('provisional').modifyEnd(sql`check (results_state in ('provisional', 'official'))`),
    )
    .execute();

  await db.schema
    .createTable('results_v2')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('finished').modifyEnd(sql`check (status in ('finished', 'dns', 'dnf', 'dsq'))`),
    )
    .addColumn('rank', 'integer', (c) => c.modifyEnd(sql`check (rank is null or rank >= 1)`))
    .addColumn('athlete', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('club', 'text', (c) => c.notNull())
    .addColumn('time', 'text')
    .addColumn('participant_id', 'text', (c) => c.references('participants.id').onDelete('set null'))
    .addCheckConstraint('results_status_fields', sql`(status = 'finished') = (rank is not null and time is not null)`)
    .execute();
  await sql`insert into results_v2 (id, event_id, status, rank, athlete, category, club, time)
            select id, event_id, 'finished', rank, athlete, category, club, time from results`.execute(db);
  await db.schema.dropTable('results').execute();
  await db.schema.alterTable('results_v2').renameTo('results').execute();
  await db.schema.createIndex('results_event').on('results').columns(['event_id', 'rank']).execute();
  await db.schema.createIndex('results_participant').on('results').column('participant_id').execute();

  // A bib is given once per championship (issue 11: imports and forms refuse a second one with a 409).
  await db.schema
    .createIndex('participants_bib_unique')
    .on('participants')
    .columns(['championship_id', 'bib'])
    .unique()
    .where(sql.ref('bib'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('participants_bib_unique').execute();
  await sql`delete from results where status <> 'finished'`.execute(db);
  await db.schema.dropIndex('results_participant').execute();
  await db.schema.alterTable('results').dropColumn('participant_id').execute();
  await db.schema.alterTable('results').dropColumn('status').execute();
  await db.schema.alterTable('events').dropColumn('results_state').execute();
}
