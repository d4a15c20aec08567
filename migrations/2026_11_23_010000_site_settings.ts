import { type Kysely, sql } from 'kysely';

// Site settings (issue 12): one row holding one JSON document. The single allowed id keeps it one row;
// with no row, the constants of site.ts apply.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().modifyEnd(sql`check (id = 1)`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
