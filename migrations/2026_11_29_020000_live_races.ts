import type { Kysely } from 'kysely';

/*
 * The races in progress, shared by the processes of one site (issue 31): the process a bridge posted to
 * writes the race's latest view here, the others read it back on their light poll (CLUSTER=true or
 * PostgreSQL only; a single process keeps it in memory). `version` orders the posts whichever process took
 * them; a race's row is dropped once nothing came for it for a while.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_races')
    .addColumn('race_key', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_races').execute();
}
