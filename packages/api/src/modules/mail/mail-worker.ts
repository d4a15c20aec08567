import { hostname } from 'node:os';
import type { Db } from '@app/db';
import nodemailer, { type Transporter } from 'nodemailer';
import { newId } from '../../lib/ids';
import * as repo from './mail.repository';

/** What the worker needs of Nodemailer: tests may hand a transport of their own. */
export type MailTransport = Pick<Transporter, 'sendMail'>;

/**
 * SMTP_URL (smtp://user:password@host:587, smtps://…) as Nodemailer reads it; one pooled connection kept
 * open between mails, so a campaign does not open a connection per recipient.
 */
export const createSmtpTransport = (smtpUrl: string): Transporter =>
  nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1 });

/** The waits after the 1st, 2nd… failed attempt; after the last, the mail is « Échec » (retry by hand). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000] as const;

export type WorkerOptions = {
  from: string;
  /** This process's name in claimed_by; one per process. */
  worker?: string;
  clock?: () => Date;
  /** How long a claim holds: a process that dies mid-send leaves its one mail to others after that. */
  claimMs?: number;
  /** Mails per second at most (the campaign rate); 0 or absent: as fast as the server takes them. */
  perSecond?: number;
  stopped?: () => boolean;
};

export const workerName = () => `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;

const domainOf = (address: string) => address.replace(/^.*@/, '').replace(/[>\s].*$/, '') || 'localhost';

/** 5xx: the server refused for good (unknown mailbox…): no retry, and a newsletter address is marked. */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends every due mail, one claim at a time, until none is left (or `stopped`). Each claimed mail is marked
 * sent only by the process that claimed it; a crash between the server's acceptance and that mark is the
 * only way a mail leaves twice, and then only that one mail.
 */
export async function sendDue(db: Db, transport: MailTransport, options: WorkerOptions) {
  const clock = options.clock ?? (() => new Date());
  const worker = options.worker ?? workerName();
  const claimMs = options.claimMs ?? 120_000;
  const gapMs = options.perSecond ? 1000 / options.perSecond : 0;
  let sent = 0;
  let failed = 0;
  while (!options.stopped?.()) {
    const started = Date.now();
    const now = clock();
    const mail = await repo.claimNext(db, worker, now.toISOString(), new Date(now.getTime() + claimMs).toISOString());
    if (!mail) break;
    try {
      await transport.sendMail({
        from: options.from,
        to: { name: mail.toName ?? '', address: mail.toAddress },
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        headers: JSON.parse(mail.headers) as Record<string, string>,
        // Stable: a copy resent after a crash carries the same Message-ID, which mail programs merge.
        messageId: `<${mail.id}@${domainOf(options.from)}>`,
      });
      const at = clock().toISOString();
      await repo.markSent(db, mail.id, worker, at);
      await repo.insertAttempt(db, { id: newId(), mailId: mail.id, at, outcome: 'sent', error: null });
      sent += 1;
    } catch (error) {
      failed += 1;
      await recordFailure(db, mail, worker, error, clock());
    }
    const wait = gapMs - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return { sent, failed };
}

async function recordFailure(
  db: Db,
  mail: { id: string; attempts: number; toAddress: string; kind: string },
  worker: string,
  error: unknown,
  now: Date,
) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const giveUp = permanent(error) || mail.attempts >= RETRY_DELAYS_MS.length;
  const delay = RETRY_DELAYS_MS[Math.min(mail.attempts, RETRY_DELAYS_MS.length - 1)] ?? 0;
  const at = now.toISOString();
  await repo.markAttemptFailed(db, mail.id, worker, {
    state: giveUp ? 'failed' : 'pending',
    nextAttemptAt: new Date(now.getTime() + delay).toISOString(),
    lastError: message,
  });
  await repo.insertAttempt(db, { id: newId(), mailId: mail.id, at, outcome: 'error', error: message });
  if (permanent(error) && (mail.kind === 'campaign' || mail.kind === 'newsletter_confirm')) {
    await db
      .updateTable('newsletterSubscriptions')
      .set({ bouncedAt: at })
      .where('email', '=', mail.toAddress)
      .execute();
  }
}
