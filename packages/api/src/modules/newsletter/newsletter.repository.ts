import type { Db, NewsletterSubscriptionTable } from '@app/db';
import type { Insertable } from 'kysely';

const columns = ['id', 'email', 'createdAt', 'unsubscribeToken', 'confirmedAt'] as const;

export const findAll = (db: Db) =>
  db.selectFrom('newsletterSubscriptions').select(columns).orderBy('createdAt', 'desc').execute();
export const findById = (db: Db, id: string) =>
  db.selectFrom('newsletterSubscriptions').select(columns).where('id', '=', id).executeTakeFirst();
export const findByEmail = (db: Db, email: string) =>
  db.selectFrom('newsletterSubscriptions').select(columns).where('email', '=', email).executeTakeFirst();
/** The number of rows inserted: 0 when the address was already there. */
export const insertIgnoringDuplicate = async (db: Db, row: Insertable<NewsletterSubscriptionTable>) =>
  Number(
    (
      await db
        .insertInto('newsletterSubscriptions')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst()
    ).numInsertedOrUpdatedRows ?? 0n,
  );
/** A pending address signs up again: a fresh confirmation link replaces the previous one. */
export const renewPending = (db: Db, id: string, confirmToken: string, language: string) =>
  db
    .updateTable('newsletterSubscriptions')
    .set({ confirmToken, language })
    .where('id', '=', id)
    .where('confirmedAt', 'is', null)
    .executeTakeFirst();
/** Single use: the hash is cleared as the address is confirmed; an expired sign-up no longer confirms. */
export const confirmByTokenHash = (db: Db, confirmToken: string, now: string, notBefore: string) =>
  db
    .updateTable('newsletterSubscriptions')
    .set({ confirmedAt: now, confirmToken: null })
    .where('confirmToken', '=', confirmToken)
    .where('confirmedAt', 'is', null)
    .where('createdAt', '>=', notBefore)
    .executeTakeFirst();
export const remove = (db: Db, id: string) =>
  db.deleteFrom('newsletterSubscriptions').where('id', '=', id).executeTakeFirst();
export const removeByToken = (db: Db, token: string) =>
  db.deleteFrom('newsletterSubscriptions').where('unsubscribeToken', '=', token).executeTakeFirst();
