import type { ContactMessageTable, Db } from '@app/db';

const columns = [
  'id',
  'name',
  'email',
  'subject',
  'category',
  'message',
  'consent',
  'status',
  'createdAt',
  'language',
] as const;

export const findAll = (db: Db) =>
  db.selectFrom('contactMessages').select(columns).orderBy('createdAt', 'desc').execute();
export const findById = (db: Db, id: string) =>
  db.selectFrom('contactMessages').select(columns).where('id', '=', id).executeTakeFirst();
export const insert = (db: Db, row: ContactMessageTable) => db.insertInto('contactMessages').values(row).execute();
export const setStatus = (db: Db, id: string, status: string) =>
  db.updateTable('contactMessages').set({ status }).where('id', '=', id).execute();
export const remove = (db: Db, id: string) => db.deleteFrom('contactMessages').where('id', '=', id).executeTakeFirst();
