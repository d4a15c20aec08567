import { type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * State that several server processes on one database share (issue 15): the public data version that
 * every admin write moves, the login and form limits, and the uploaded files' bytes. A single process
 * keeps the first two in memory and the files on its disk; these tables are used only when the server
 * is started for several processes (CLUSTER=true, or PostgreSQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().modifyEnd(sql`check (id = 1)`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('data_version' as never)
    .values({ id: 1, version: 0 } as never)
    .execute();

  // One row per limited key and window; times are ISO strings, compared as text like the sessions'.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();

  // PostgreSQL has no 'blob' type and SQLite would give 'bytea' numeric affinity: the byte column's type
  // is chosen by the dialect that runs the migration.
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('uploaded_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploaded_files').execute();
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('data_version').execute();
}
