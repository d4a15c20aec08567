import {
  type Campaign,
  CAMPAIGN_EMPTY,
  CAMPAIGN_NOT_DRAFT,
  CAMPAIGN_NOT_FOUND,
  CAMPAIGN_TEST_SENT,
  type CampaignCreate,
  type CampaignProgress,
  type CampaignState,
  type CampaignUpdate,
} from '@app/contract';
import type { Db } from '@app/db';
import { badRequest, conflict, notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { hasVisibleContent, sanitizeRichHtml } from '../../lib/sanitize-rich-html';
import { enqueue } from '../mail/mail.service';
import { campaignCopy } from './campaign-queue';
import * as repo from './campaigns.repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

const cleanBody = (html: string) => {
  const clean = sanitizeRichHtml(html);
  if (!hasVisibleContent(clean)) throw badRequest(CAMPAIGN_EMPTY);
  return clean;
};

const emptyProgress: CampaignProgress = {
  total: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  pending: 0,
  unsubscribedSince: 0,
  done: false,
};

/** Each campaign with its progress (sent / total) and report, counted from its copies in the outbox. */
async function withProgress(db: Db, rows: readonly Row[]): Promise<Campaign[]> {
  const started = rows.filter((r) => r.state !== 'draft').map((r) => r.id);
  const [byState, gone] = await Promise.all([repo.copiesByState(db, started), repo.copiesToAddressesGone(db, started)]);
  return rows.map((row) => {
    const count = (state: string) => Number(byState.find((c) => c.campaignId === row.id && c.state === state)?.n ?? 0);
    const queued = ['pending', 'sent', 'failed', 'cancelled'].reduce((sum, s) => sum + count(s), 0);
    const progress: CampaignProgress =
      row.state === 'draft'
        ? emptyProgress
        : {
            // Once every copy is queued, the copies are the total (an address that left before its turn
            // is not among them); until then, the confirmed addresses counted at the start.
            total: row.state === 'queued' ? queued : Math.max(row.recipients, queued),
            queued,
            sent: count('sent'),
            failed: count('failed'),
            pending: count('pending'),
            unsubscribedSince: Number(gone.find((g) => g.campaignId === row.id)?.n ?? 0),
            done: row.state === 'queued' && count('pending') === 0,
          };
    return {
      id: row.id,
      subjectFr: row.subjectFr,
      subjectEn: row.subjectEn,
      bodyFr: row.bodyFr,
      bodyEn: row.bodyEn,
      state: row.state as CampaignState,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      startedAt: row.startedAt,
      startedBy: row.startedBy,
      progress,
    };
  });
}

export const list = async (db: Db) => withProgress(db, await repo.findAll(db));

export async function byId(db: Db, id: string): Promise<Campaign> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const [campaign] = await withProgress(db, [row]);
  return campaign as Campaign;
}

export async function create(db: Db, input: CampaignCreate): Promise<Campaign> {
  const id = newId();
  await repo.insert(db, {
    id,
    subjectFr: input.subjectFr,
    subjectEn: input.subjectEn,
    bodyFr: cleanBody(input.bodyFr),
    bodyEn: cleanBody(input.bodyEn),
    state: 'draft',
    createdAt: nowIso(),
  });
  return byId(db, id);
}

export async function update(db: Db, input: CampaignUpdate): Promise<Campaign> {
  const { id, bodyFr, bodyEn, ...subjects } = input;
  await byId(db, id);
  const result = await repo.updateDraft(db, id, {
    ...subjects,
    ...(bodyFr === undefined ? {} : { bodyFr: cleanBody(bodyFr) }),
    ...(bodyEn === undefined ? {} : { bodyEn: cleanBody(bodyEn) }),
    updatedAt: nowIso(),
  });
  if (Number(result.numUpdatedRows) === 0) throw conflict(CAMPAIGN_NOT_DRAFT);
  return byId(db, id);
}

/**
 * « Envoyer un essai » : both versions to the administrator who asks, and to nobody else, built as the
 * subscribers' copies are (same footer and headers); its unsubscribe link names no subscriber.
 */
export async function sendTest(db: Db, id: string, adminEmail: string, publicUrl: string) {
  const campaign = await byId(db, id);
  await db.transaction().execute(async (trx) => {
    for (const language of ['fr', 'en'] as const) {
      await enqueue(
        trx,
        campaignCopy(campaign, { email: adminEmail, language, unsubscribeToken: 'essai' }, publicUrl, {
          test: true,
        }),
      );
    }
  });
  return { message: CAMPAIGN_TEST_SENT };
}

/**
 * « Envoyer » : the campaign is sending from now on; the mail worker queues its copies in batches at the
 * settings' rate (campaign-queue.ts), so no transaction writes thousands of rows at once.
 */
export async function start(db: Db, id: string, adminEmail: string): Promise<Campaign> {
  await byId(db, id);
  const now = nowIso();
  const result = await db.transaction().execute(async (trx) =>
    trx
      .updateTable('newsletterCampaigns')
      .set({
        state: 'sending',
        startedAt: now,
        startedBy: adminEmail,
        nextSlotAt: now,
        recipients: await repo.countRecipients(trx, now),
      })
      .where('id', '=', id)
      .where('state', '=', 'draft')
      .executeTakeFirst(),
  );
  if (Number(result.numUpdatedRows) === 0) throw conflict(CAMPAIGN_NOT_DRAFT);
  return byId(db, id);
}
