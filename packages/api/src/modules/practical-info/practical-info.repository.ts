import type { Db, PracticalInfoTable } from '@app/db';
import type { Insertable, Updateable } from 'kysely';

const columns = ['id', 'section', 'title', 'titleEn', 'content', 'contentEn', 'active', 'sortOrder'] as const;

export const findAll = (db: Db, opts: { activeOnly: boolean }) => {
  let q = db.selectFrom('practicalInfo').select(columns);
  if (opts.activeOnly) q = q.where('active', '=', 1);
  return q.orderBy('section').orderBy('sortOrder').orderBy('title').execute();
};
export const findById = (db: Db, id: string) =>
  db.selectFrom('practicalInfo').select(columns).where('id', '=', id).executeTakeFirst();
export const insert = (db: Db, row: Insertable<PracticalInfoTable>) =>
  db.insertInto('practicalInfo').values(row).execute();
export const update = (db: Db, id: string, patch: Omit<Updateable<PracticalInfoTable>, 'id'>) =>
  db.updateTable('practicalInfo').set(patch).where('id', '=', id).executeTakeFirst();
export const remove = (db: Db, id: string) => db.deleteFrom('practicalInfo').where('id', '=', id).executeTakeFirst();
