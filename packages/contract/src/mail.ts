import { z } from 'zod';
import { text } from './common';
import { listQueryFields, pageOf } from './list-query';

// E-mail (issue 32): the outbox every mail goes through, the languages mails are written in.

export const mailLanguages = ['fr', 'en'] as const;
/** The language a visitor used on the site, sent with the public forms; absent (older clients), French. */
export const mailLanguageSchema = z.enum(mailLanguages).default('fr');
export type MailLanguage = (typeof mailLanguages)[number];

export const mailKinds = [
  'contact_ack',
  'volunteer_ack',
  'accreditation_ack',
  'volunteer_decision',
  'accreditation_decision',
  'contact_reply',
  'admin_notice',
  'newsletter_confirm',
  'campaign',
  'campaign_test',
] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailStates = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type MailState = (typeof mailStates)[number];
export const mailStateLabels: Record<MailState, string> = {
  pending: 'En attente',
  sent: 'Envoyé',
  failed: 'Échec',
  cancelled: 'Annulé',
};
/** Shown beside waiting mails while SMTP_URL is unset: they are kept, nothing is lost. */
export const MAIL_NOT_CONFIGURED = "en attente : aucun serveur d'envoi configuré";

export const outboxMailSchema = z.object({
  id: z.string(),
  kind: z.enum(mailKinds),
  toAddress: z.string(),
  toName: z.string().nullable(),
  language: z.enum(mailLanguages),
  subject: z.string(),
  state: z.enum(mailStates),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const adminOutboxQuery = z.object({
  search: listQueryFields.search,
  limit: listQueryFields.limit,
  offset: listQueryFields.offset,
  state: z.enum(mailStates).optional(),
});
export type AdminOutboxQuery = z.output<typeof adminOutboxQuery>;
export const adminOutboxPageSchema = pageOf(outboxMailSchema).extend({
  counts: z.object({
    pending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    cancelled: z.number().int(),
    total: z.number().int(),
  }),
  /** False while SMTP_URL is unset: pending mails wait for a server. */
  configured: z.boolean(),
});

export const contactReplyInput = z.object({ id: z.string(), body: text(10000) });
export const contactReplySchema = z.object({
  id: z.string(),
  adminEmail: z.string(),
  body: z.string(),
  createdAt: z.string(),
  mailState: z.enum(mailStates).nullable(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;
export const MAIL_RETRIED = 'Le message sera renvoyé.';
export const MAIL_CANCELLED = 'Envoi annulé.';
export const MAIL_NOT_PENDING = 'Seul un envoi en attente ou en échec peut être relancé ou annulé.';
