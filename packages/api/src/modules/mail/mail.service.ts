import {
  type AdminOutboxQuery,
  MAIL_CANCELLED,
  MAIL_NOT_PENDING,
  MAIL_RETRIED,
  type MailKind,
  type MailLanguage,
  mailStates,
  type OutboxMail,
  type OutboxMail as Mail,
} from '@app/contract';
import type { Db } from '@app/db';
import { conflict, notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { countByStatus, listWindow, searchIn } from '../../lib/list-window';
import type { RenderedMail } from './mail-render';
import * as repo from './mail.repository';

export type NewMail = {
  kind: MailKind;
  to: string;
  /** A display name: control characters become spaces; Nodemailer encodes the rest (commas, non-ASCII). */
  name?: string | null | undefined;
  language: MailLanguage;
  rendered: RenderedMail;
  headers?: Record<string, string> | undefined;
  dedupeKey?: string | undefined;
  campaignId?: string | undefined;
  /** When it may leave (a campaign spreads its rows to keep its rate); now by default. */
  notBefore?: string | undefined;
};

const cleanName = (name: string | null | undefined) => {
  const clean = name
    ?.split('')
    .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? ' ' : c))
    .join('')
    .trim();
  return clean ? clean.slice(0, 200) : null;
};

export const toRow = (mail: NewMail, now = nowIso()) => ({
  id: newId(),
  kind: mail.kind,
  toAddress: mail.to,
  toName: cleanName(mail.name),
  language: mail.language,
  subject: mail.rendered.subject.replace(/[\r\n]+/g, ' '),
  textBody: mail.rendered.text,
  htmlBody: mail.rendered.html,
  headers: JSON.stringify(mail.headers ?? {}),
  dedupeKey: mail.dedupeKey ?? null,
  campaignId: mail.campaignId ?? null,
  state: 'pending',
  nextAttemptAt: mail.notBefore ?? now,
  createdAt: now,
});

/** Queues a mail: call it with the transaction that writes what causes the mail, so both land or neither. */
export async function enqueue(db: Db, mail: NewMail): Promise<string> {
  const row = toRow(mail);
  await repo.insert(db, row);
  return row.id;
}

/** Mails that public forms trigger, per recipient address and hour: beyond, the form still answers, no mail. */
export const PUBLIC_MAILS_PER_ADDRESS_PER_HOUR = 3;
export async function underRecipientLimit(db: Db, to: string, kinds: readonly MailKind[], now = new Date()) {
  const since = new Date(now.getTime() - 3600_000).toISOString();
  const { count } = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('toAddress', '=', to)
    .where('kind', 'in', kinds)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(count) < PUBLIC_MAILS_PER_ADDRESS_PER_HOUR;
}

const toMail = (row: Awaited<ReturnType<typeof repo.findAll>>[number]): OutboxMail => ({
  ...row,
  kind: row.kind as Mail['kind'],
  language: row.language as MailLanguage,
  state: row.state as Mail['state'],
});

const mailSearch = searchIn<OutboxMail>((m) => [m.toAddress, m.toName ?? '', m.subject]);

export async function adminPage(db: Db, query: AdminOutboxQuery | undefined, configured: boolean) {
  const all = (await repo.findAll(db)).map(toMail);
  const { state } = query ?? {};
  return {
    ...listWindow(all, query, { where: (m) => !state || m.state === state, search: mailSearch, defaultOrder: 'desc' }),
    counts: countByStatus(
      all.map((m) => ({ status: m.state })),
      mailStates,
    ),
    configured,
  };
}

async function move(db: Db, id: string, state: 'pending' | 'cancelled') {
  const found = await repo.findById(db, id);
  if (!found) throw notFound('Envoi introuvable');
  const result = await repo.setState(db, id, state, nowIso());
  if (Number(result.numUpdatedRows) === 0) throw conflict(MAIL_NOT_PENDING);
  return toMail((await repo.findById(db, id)) ?? found);
}
export const retry = async (db: Db, id: string) => ({ mail: await move(db, id, 'pending'), message: MAIL_RETRIED });
export const cancel = async (db: Db, id: string) => ({
  mail: await move(db, id, 'cancelled'),
  message: MAIL_CANCELLED,
});
