import type { ColumnType } from 'kysely';

// The e-mail outbox and what writes to it (issue 32). Table shapes as Kysely sees them: see ../schema.ts.

/** One mail to one recipient; `state` pending → sent | failed | cancelled. */
export interface MailOutboxTable {
  id: string;
  kind: string;
  toAddress: string;
  toName: string | null;
  language: ColumnType<string, string | undefined, string>;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** JSON object of extra headers (List-Unsubscribe…). */
  headers: ColumnType<string, string | undefined, string>;
  /** Unique when set: one campaign row per recipient. */
  dedupeKey: string | null;
  campaignId: string | null;
  state: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: string;
  claimedBy: ColumnType<string | null, string | null | undefined, string | null>;
  claimedUntil: ColumnType<string | null, string | null | undefined, string | null>;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  sentAt: ColumnType<string | null, string | null | undefined, string | null>;
}
/** Each attempt's outcome: `sent` or `error`. */
export interface MailAttemptTable {
  id: string;
  mailId: string;
  at: string;
  outcome: string;
  error: string | null;
}
/** The administrators' replies to a contact message: its thread. */
export interface ContactReplyTable {
  id: string;
  messageId: string;
  adminEmail: string;
  body: string;
  mailId: string | null;
  createdAt: string;
}
/**
 * A newsletter: `state` draft → sending (the worker queues its copies in batches after `queueCursor`)
 * → queued (one outbox row per confirmed subscriber).
 */
export interface NewsletterCampaignTable {
  id: string;
  subjectFr: string;
  subjectEn: string;
  bodyFr: string;
  bodyEn: string;
  state: ColumnType<string, string | undefined, string>;
  createdAt: string;
  startedAt: ColumnType<string | null, string | null | undefined, string | null>;
  queuedAt: ColumnType<string | null, string | null | undefined, string | null>;
  queueCursor: ColumnType<string | null, string | null | undefined, string | null>;
  nextSlotAt: ColumnType<string | null, string | null | undefined, string | null>;
  recipients: ColumnType<number, number | undefined, number>;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
  startedBy: ColumnType<string | null, string | null | undefined, string | null>;
}
