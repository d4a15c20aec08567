import type { ContactReply, MailLanguage, MailState } from '@app/contract';
import type { Db } from '@app/db';
import { notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { renderMail } from '../mail/mail-render';
import { replyTexts } from '../mail/mail-texts';
import { enqueue } from '../mail/mail.service';
import * as repo from './contact-messages.repository';

// The administrator's answers to a contact message, written in its detail panel: each is kept (the thread),
// mailed through the outbox in the sender's language, and journaled by the admin audit trail.

export async function replies(db: Db, messageId: string): Promise<ContactReply[]> {
  const rows = await db
    .selectFrom('contactReplies')
    .leftJoin('mailOutbox', 'mailOutbox.id', 'contactReplies.mailId')
    .select([
      'contactReplies.id',
      'contactReplies.adminEmail',
      'contactReplies.body',
      'contactReplies.createdAt',
      'mailOutbox.state as mailState',
    ])
    .where('contactReplies.messageId', '=', messageId)
    .orderBy('contactReplies.createdAt')
    .execute();
  return rows.map((r) => ({ ...r, mailState: (r.mailState ?? null) as MailState | null }));
}

/** The reply, its mail and the message's « traité » land together; a closed message stays closed. */
export async function reply(db: Db, messageId: string, body: string, adminEmail: string, publicUrl: string) {
  return db.transaction().execute(async (trx) => {
    const message = await repo.findById(trx, messageId);
    if (!message) throw notFound('Message introuvable');
    const language: MailLanguage = message.language === 'en' ? 'en' : 'fr';
    const texts = replyTexts[language](message.subject);
    const mailId = await enqueue(trx, {
      kind: 'contact_reply',
      to: message.email,
      name: message.name,
      language,
      rendered: renderMail({ language, subject: texts.subject, lines: [body], publicUrl }),
    });
    await trx
      .insertInto('contactReplies')
      .values({ id: newId(), messageId, adminEmail, body, mailId, createdAt: nowIso() })
      .execute();
    if (message.status === 'PENDING') await repo.setStatus(trx, messageId, 'PENDING', 'PROCESSED');
    return replies(trx, messageId);
  });
}
