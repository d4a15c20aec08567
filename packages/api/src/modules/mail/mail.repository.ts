import type { Db, MailOutboxTable } from '@app/db';
import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Database } from '@app/db';

const listColumns = [
  'id',
  'kind',
  'toAddress',
  'toName',
  'language',
  'subject',
  'state',
  'attempts',
  'nextAttemptAt',
  'lastError',
  'createdAt',
  'sentAt',
] as const;
const sendColumns = [...listColumns, 'textBody', 'htmlBody', 'headers', 'campaignId'] as const;

export const insert = (db: Db, row: Insertable<MailOutboxTable>) => db.insertInto('mailOutbox').values(row).execute();
/** Rows whose dedupe key is already there are left alone: a resumed campaign queues no second copy. */
export const insertIgnoringDuplicates = async (db: Db, rows: Insertable<MailOutboxTable>[]) =>
  rows.length === 0
    ? 0
    : Number(
        (
          await db
            .insertInto('mailOutbox')
            .values(rows)
            .onConflict((oc) => oc.column('dedupeKey').doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows ?? 0n,
      );

export const findAll = (db: Db) =>
  db.selectFrom('mailOutbox').select(listColumns).orderBy('createdAt', 'desc').execute();
export const findById = (db: Db, id: string) =>
  db.selectFrom('mailOutbox').select(listColumns).where('id', '=', id).executeTakeFirst();

const due = (now: string) => (eb: ExpressionBuilder<Database, 'mailOutbox'>) =>
  eb.and([
    eb('state', '=', 'pending'),
    eb('nextAttemptAt', '<=', now),
    eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]),
  ]);

/**
 * Claims the next due mail for `worker` until `until`, or answers undefined. The condition is checked again
 * by the UPDATE itself, so when two processes pick the same row only one of them gets it back.
 */
export const claimNext = (db: Db, worker: string, now: string, until: string) =>
  db
    .updateTable('mailOutbox')
    .set({ claimedBy: worker, claimedUntil: until })
    .where('id', '=', (eb) =>
      eb.selectFrom('mailOutbox').select('id').where(due(now)).orderBy('nextAttemptAt').orderBy('id').limit(1),
    )
    .where(due(now))
    .returning(sendColumns)
    .executeTakeFirst();

export const markSent = (db: Db, id: string, worker: string, at: string) =>
  db
    .updateTable('mailOutbox')
    .set((eb) => ({
      state: 'sent',
      sentAt: at,
      attempts: eb('attempts', '+', 1),
      lastError: null,
      claimedBy: null,
      claimedUntil: null,
    }))
    .where('id', '=', id)
    .where('claimedBy', '=', worker)
    .executeTakeFirst();

export const markAttemptFailed = (
  db: Db,
  id: string,
  worker: string,
  change: { state: 'pending' | 'failed'; nextAttemptAt: string; lastError: string },
) =>
  db
    .updateTable('mailOutbox')
    .set((eb) => ({ ...change, attempts: eb('attempts', '+', 1), claimedBy: null, claimedUntil: null }))
    .where('id', '=', id)
    .where('claimedBy', '=', worker)
    .executeTakeFirst();

export const insertAttempt = (
  db: Db,
  row: { id: string; mailId: string; at: string; outcome: string; error: string | null },
) => db.insertInto('mailAttempts').values(row).execute();

/** Back to the queue now (retry) or out of it (cancel); only a mail not sent. */
export const setState = (db: Db, id: string, state: 'pending' | 'cancelled', now: string) =>
  db
    .updateTable('mailOutbox')
    .set({ state, nextAttemptAt: now, claimedBy: null, claimedUntil: null })
    .where('id', '=', id)
    .where('state', 'in', state === 'pending' ? ['failed', 'cancelled', 'pending'] : ['pending', 'failed'])
    .executeTakeFirst();

export const attemptsOf = (db: Db, mailId: string) =>
  db.selectFrom('mailAttempts').select(['at', 'outcome', 'error']).where('mailId', '=', mailId).orderBy('at').execute();
