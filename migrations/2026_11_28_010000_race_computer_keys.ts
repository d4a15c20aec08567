import type { Kysely } from 'kysely';

// The race as it happens (issue 31): the keys the race computers' bridges post the live feed with (only
// their SHA-256 is kept, as for the admin sessions), and what the venue's screens are pinned to (one row).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('race_computer_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createTable('screen_pins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('message', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('screen_pins').execute();
  await db.schema.dropTable('race_computer_keys').execute();
}
