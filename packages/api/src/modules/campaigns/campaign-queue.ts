import type { MailLanguage } from '@app/contract';
import type { Db } from '@app/db';
import { nowIso } from '../../lib/ids';
import { insertIgnoringDuplicates } from '../mail/mail.repository';
import { toRow } from '../mail/mail.service';
import { newsletterMail } from '../mail/newsletter-mail';
import { get as getSettings } from '../settings/settings.service';
import { campaignBody } from './campaign-render';
import * as repo from './campaigns.repository';

/** Copies queued per batch, and kept waiting at most: a short transaction each, the rest queued later. */
export const CAMPAIGN_BATCH = 200;

type Content = { id: string; subjectFr: string; subjectEn: string; bodyFr: string; bodyEn: string };
type Recipient = { email: string; language: string | undefined; unsubscribeToken: string | null };

const languageOf = (language: string | undefined): MailLanguage => (language === 'en' ? 'en' : 'fr');

/** One copy, in the recipient's language (French when none is stored), through newsletterMail(). */
export function campaignCopy(
  campaign: Content,
  to: Recipient,
  publicUrl: string,
  options: { test?: boolean; notBefore?: string; body?: { html: string; text: string } } = {},
) {
  const language = languageOf(to.language);
  const subject = language === 'en' ? campaign.subjectEn : campaign.subjectFr;
  return newsletterMail({
    kind: options.test ? 'campaign_test' : 'campaign',
    to: to.email,
    language,
    subject: options.test ? `[${language === 'en' ? 'Test' : 'Essai'}] ${subject}` : subject,
    lines: [],
    richHtml: options.body ?? campaignBody(language === 'en' ? campaign.bodyEn : campaign.bodyFr, publicUrl),
    unsubscribeToken: to.unsubscribeToken ?? '',
    publicUrl,
    campaignId: campaign.id,
    // One copy per campaign and address, whatever happens: a batch queued twice adds nothing.
    dedupeKey: options.test ? undefined : `campaign:${campaign.id}:${to.email}`,
    notBefore: options.notBefore,
  });
}

/**
 * The mail worker's share of a campaign: while fewer than a batch of its copies wait, the next batch of
 * recipients is queued, each copy given its slot at the settings' rate (so the campaign keeps its pace
 * while the other mails leave at once), and the cursor moves past them in the same transaction. A
 * restart resumes after the cursor; nobody is queued twice (the dedupe key). Answers how many were queued.
 */
export async function queueCampaigns(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const sending = await repo.findSending(db);
  if (sending.length === 0) return 0;
  const gapMs = 60_000 / (await getSettings(db)).campaignPerMinute;
  let queued = 0;
  for (const campaign of sending) {
    if (!campaign.startedAt) continue;
    queued += await db.transaction().execute(async (trx) => {
      if ((await repo.pendingCopies(trx, campaign.id)) >= CAMPAIGN_BATCH) return 0;
      const batch = await repo.nextRecipients(trx, campaign.startedAt ?? '', campaign.queueCursor, CAMPAIGN_BATCH);
      const last = batch.at(-1);
      if (!last) {
        await repo.advanceCursor(trx, campaign.id, campaign.queueCursor, { state: 'queued', queuedAt: nowIso() });
        return 0;
      }
      const base = Math.max(now.getTime(), Date.parse(campaign.nextSlotAt ?? '') || 0);
      const moved = await repo.advanceCursor(trx, campaign.id, campaign.queueCursor, {
        queueCursor: last.id,
        nextSlotAt: new Date(base + batch.length * gapMs).toISOString(),
      });
      if (Number(moved.numUpdatedRows) === 0) return 0;
      const bodies = { fr: campaignBody(campaign.bodyFr, publicUrl), en: campaignBody(campaign.bodyEn, publicUrl) };
      const rows = batch.map((recipient, i) =>
        toRow(
          campaignCopy(campaign, recipient, publicUrl, {
            body: bodies[languageOf(recipient.language)],
            notBefore: new Date(base + i * gapMs).toISOString(),
          }),
        ),
      );
      return insertIgnoringDuplicates(trx, rows);
    });
  }
  return queued;
}
