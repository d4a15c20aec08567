import type { Db, NewsletterCampaignTable } from '@app/db';
import type { Insertable, Updateable } from 'kysely';

const columns = [
  'id',
  'subjectFr',
  'subjectEn',
  'bodyFr',
  'bodyEn',
  'state',
  'createdAt',
  'updatedAt',
  'startedAt',
  'startedBy',
  'queuedAt',
  'queueCursor',
  'nextSlotAt',
  'recipients',
] as const;

export const findAll = (db: Db) =>
  db.selectFrom('newsletterCampaigns').select(columns).orderBy('createdAt', 'desc').orderBy('id').execute();
export const findById = (db: Db, id: string) =>
  db.selectFrom('newsletterCampaigns').select(columns).where('id', '=', id).executeTakeFirst();
export const findSending = (db: Db) =>
  db.selectFrom('newsletterCampaigns').select(columns).where('state', '=', 'sending').execute();
export const insert = (db: Db, row: Insertable<NewsletterCampaignTable>) =>
  db.insertInto('newsletterCampaigns').values(row).execute();
/** Only a draft changes: the row a sending campaign's copies were written from stays as it was. */
export const updateDraft = (db: Db, id: string, change: Updateable<NewsletterCampaignTable>) =>
  db
    .updateTable('newsletterCampaigns')
    .set(change)
    .where('id', '=', id)
    .where('state', '=', 'draft')
    .executeTakeFirst();

/**
 * A campaign's recipients: the addresses confirmed when it started, not bounced, with an unsubscribe link.
 * Unsubscribing deletes the row, so an address that left is not among them any more.
 */
const recipients = (db: Db, startedAt: string) =>
  db
    .selectFrom('newsletterSubscriptions')
    .where('confirmedAt', 'is not', null)
    .where('confirmedAt', '<=', startedAt)
    .where('bouncedAt', 'is', null)
    .where('unsubscribeToken', 'is not', null);

export const countRecipients = async (db: Db, startedAt: string) =>
  Number(
    (
      await recipients(db, startedAt)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The next batch after `cursor`, in id order: the order a restart resumes in. */
export const nextRecipients = (db: Db, startedAt: string, cursor: string | null, limit: number) => {
  const query = recipients(db, startedAt)
    .select(['id', 'email', 'language', 'unsubscribeToken'])
    .orderBy('id')
    .limit(limit);
  return (cursor === null ? query : query.where('id', '>', cursor)).execute();
};

/**
 * Moves the cursor past a batch, only from where this process read it: when two processes queue the same
 * batch, one moves it and the other stops (its rows would be duplicates anyway, refused by the dedupe key).
 */
export const advanceCursor = (db: Db, id: string, from: string | null, change: Updateable<NewsletterCampaignTable>) =>
  db
    .updateTable('newsletterCampaigns')
    .set(change)
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .where((eb) => (from === null ? eb('queueCursor', 'is', null) : eb('queueCursor', '=', from)))
    .executeTakeFirst();

/** Copies of the campaign by state, from the outbox. */
export const copiesByState = (db: Db, campaignIds: readonly string[]) =>
  campaignIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('mailOutbox')
        .select(['campaignId', 'state', (eb) => eb.fn.countAll<number>().as('n')])
        .where('kind', '=', 'campaign')
        .where('campaignId', 'in', campaignIds)
        .groupBy(['campaignId', 'state'])
        .execute();

/** Copies queued to an address that has left the list since (unsubscribed, or removed by an administrator). */
export const copiesToAddressesGone = (db: Db, campaignIds: readonly string[]) =>
  campaignIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('mailOutbox')
        .select(['campaignId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('kind', '=', 'campaign')
        .where('campaignId', 'in', campaignIds)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('newsletterSubscriptions')
                .select('newsletterSubscriptions.id')
                .whereRef('newsletterSubscriptions.email', '=', 'mailOutbox.toAddress'),
            ),
          ),
        )
        .groupBy('campaignId')
        .execute();

export const pendingCopies = async (db: Db, campaignId: string) =>
  Number(
    (
      await db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('campaignId', '=', campaignId)
        .where('kind', '=', 'campaign')
        .where('state', '=', 'pending')
        .executeTakeFirstOrThrow()
    ).n,
  );

/** An address leaves the list: its copies not yet sent are not sent (the one in flight, if any, leaves). */
export const cancelPendingCopiesTo = (db: Db, email: string, now: string) =>
  db
    .updateTable('mailOutbox')
    .set({ state: 'cancelled', lastError: 'Désinscrit pendant l’envoi', nextAttemptAt: now })
    .where('toAddress', '=', email)
    .where('kind', '=', 'campaign')
    .where('state', 'in', ['pending', 'failed'])
    .execute();
