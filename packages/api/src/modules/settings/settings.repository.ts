import type { Db } from '@app/db';

// One row, id 1 (the migration allows no other).
export const find = (db: Db) =>
  db.selectFrom('siteSettings').select(['value', 'updatedAt']).where('id', '=', 1).executeTakeFirst();

export const save = (db: Db, value: string, updatedAt: string) =>
  db
    .insertInto('siteSettings')
    .values({ id: 1, value, updatedAt })
    .onConflict((oc) => oc.column('id').doUpdateSet({ value, updatedAt }))
    .execute();
