import type { Db, NewsletterSubscriptionTable } from '@app/db';

const columns = ['id', 'email', 'createdAt'] as const;

export const findAll = (db: Db) => db.selectFrom('newsletterSubscriptions').select(columns).orderBy('createdAt', 'desc').execute();
export const findByEmail = (db: Db, email: string) => db.selectFrom('newsletterSubscriptions').select(columns).where('email', '=', email).executeTakeFirst();
export const insertIgnoringDuplicate = (db: Db, row: NewsletterSubscriptionTable) =>
  db.insertInto('newsletterSubscriptions').values(row).onConflict((oc) => oc.column('email').doNothing()).execute();
export const remove = (db: Db, id: string) => db.deleteFrom('newsletterSubscriptions').where('id', '=', id).executeTakeFirst();
