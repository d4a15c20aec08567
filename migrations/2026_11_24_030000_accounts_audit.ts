import type { Kysely } from 'kysely';

// Several administrator accounts and the audit trail of their writes (issue 16, items 4 and 5).
// The e-mail is copied into each entry: the trail still names an account after it was deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('last_login_at', 'text').execute();

  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('account_email', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('audit_entries_at').on('audit_entries').column('at').execute();
  await db.schema.createIndex('audit_entries_entity_at').on('audit_entries').columns(['entity', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
  await db.schema.alterTable('admins').dropColumn('last_login_at').execute();
}
