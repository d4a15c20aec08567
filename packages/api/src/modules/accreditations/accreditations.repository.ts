import type { AccreditationTable, Db } from '@app/db';

const columns = [
  'id',
  'media',
  'journalist',
  'email',
  'phone',
  'type',
  'needs',
  'status',
  'createdAt',
  'language',
] as const;

export const findAll = (db: Db) =>
  db.selectFrom('accreditations').select(columns).orderBy('createdAt', 'desc').execute();
export const findById = (db: Db, id: string) =>
  db.selectFrom('accreditations').select(columns).where('id', '=', id).executeTakeFirst();
export const insert = (db: Db, row: AccreditationTable) => db.insertInto('accreditations').values(row).execute();
export const setStatus = (db: Db, id: string, status: string) =>
  db.updateTable('accreditations').set({ status }).where('id', '=', id).execute();
export const remove = (db: Db, id: string) => db.deleteFrom('accreditations').where('id', '=', id).executeTakeFirst();
