import { type Kysely, sql } from 'kysely';

// E-mail (issue 32): every mail goes through one outbox, written in the transaction of what caused it and
// sent by a worker (packages/api/src/modules/mail). A row is claimed by one process at a time
// (claimed_by/claimed_until), so several processes share the outbox and a crash resends at most the mail
// in flight; each attempt is kept. `dedupe_key` (unique) makes a campaign's rows one per recipient, so a
// resumed campaign never queues a second copy. Columns are only added to existing tables, with defaults
// that keep the previous version working (a rolling restart).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('to_name', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('campaign_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_campaign').on('mail_outbox').columns(['campaign_id', 'state']).execute();

  await db.schema
    .createTable('mail_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mail_id', 'text', (c) => c.notNull().references('mail_outbox.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('mail_attempts_mail').on('mail_attempts').column('mail_id').execute();

  await db.schema
    .createTable('contact_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('contact_messages.id').onDelete('cascade'))
    .addColumn('admin_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('mail_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_replies_message').on('contact_replies').column('message_id').execute();

  await db.schema
    .createTable('newsletter_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_fr', 'text', (c) => c.notNull())
    .addColumn('subject_en', 'text', (c) => c.notNull())
    .addColumn('body_fr', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('queued_at', 'text')
    .execute();

  // The language each visitor used, for the mails that answer them later (a decision, a reply).
  for (const table of ['contact_messages', 'volunteers', 'accreditations', 'newsletter_subscriptions']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('fr'))
      .execute();
  }
  // Double opt-in: a sign-up is pending until its link is confirmed. Addresses already there subscribed
  // under the previous rules and stay subscribed.
  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirm_token', 'text').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('bounced_at', 'text').execute();
  await sql`update newsletter_subscriptions set confirmed_at = created_at`.execute(db);
  // The notice of each new message, application or request: on by default, per account.
  await db.schema
    .alterTable('admins')
    .addColumn('notify_submissions', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('notify_submissions').execute();
  for (const column of ['bounced_at', 'confirm_token', 'confirmed_at']) {
    await db.schema.alterTable('newsletter_subscriptions').dropColumn(column).execute();
  }
  for (const table of ['newsletter_subscriptions', 'accreditations', 'volunteers', 'contact_messages']) {
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
  await db.schema.dropTable('newsletter_campaigns').execute();
  await db.schema.dropTable('contact_replies').execute();
  await db.schema.dropTable('mail_attempts').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
