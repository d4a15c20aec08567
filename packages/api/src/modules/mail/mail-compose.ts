import type { MailKind, MailLanguage } from '@app/contract';
import type { Db } from '@app/db';
import { renderMail } from './mail-render';
import { ackTexts, decisionTexts, noticeTexts } from './mail-texts';
import { enqueue, underRecipientLimit } from './mail.service';

// The mails the back-office workflows cause, queued by the services inside their own transaction.

type Submission = 'contact' | 'volunteer' | 'accreditation';
const ackKind = { contact: 'contact_ack', volunteer: 'volunteer_ack', accreditation: 'accreditation_ack' } as const;
const adminPath = {
  contact: '/admin/messages',
  volunteer: '/admin/volunteers',
  accreditation: '/admin/press',
} as const;
const PUBLIC_KINDS: MailKind[] = ['contact_ack', 'volunteer_ack', 'accreditation_ack', 'newsletter_confirm'];

/**
 * A new message, application or request: the sender's short acknowledgement (at most a few per address and
 * hour, so a form cannot flood somebody's box) and the notice to each administrator who wants them.
 */
export async function queueSubmissionMails(
  db: Db,
  what: Submission,
  to: { email: string; language: MailLanguage },
  publicUrl: string,
) {
  if (await underRecipientLimit(db, to.email, PUBLIC_KINDS)) {
    const texts = ackTexts[what][to.language]();
    await enqueue(db, {
      kind: ackKind[what],
      to: to.email,
      language: to.language,
      rendered: renderMail({ language: to.language, ...texts, publicUrl }),
    });
  }
  const admins = await db.selectFrom('admins').select('email').where('notifySubmissions', '=', 1).execute();
  for (const admin of admins) {
    await enqueue(db, {
      kind: 'admin_notice',
      to: admin.email,
      language: 'fr',
      rendered: renderMail({
        language: 'fr',
        subject: noticeTexts[what],
        lines: [`${noticeTexts[what]} sur le site.`],
        link: { label: 'Ouvrir le back-office', url: `${publicUrl}${adminPath[what]}` },
        publicUrl,
      }),
    });
  }
}

/** A volunteer's or a journalist's decision, with the administrator's optional word. */
export async function queueDecisionMail(
  db: Db,
  what: 'volunteer' | 'accreditation',
  to: { email: string; name: string; language: string },
  approved: boolean,
  note: string | undefined,
  publicUrl: string,
) {
  const language: MailLanguage = to.language === 'en' ? 'en' : 'fr';
  const texts = decisionTexts[what][language](approved);
  await enqueue(db, {
    kind: what === 'volunteer' ? 'volunteer_decision' : 'accreditation_decision',
    to: to.email,
    name: to.name,
    language,
    rendered: renderMail({ language, ...texts, note, publicUrl }),
  });
}
