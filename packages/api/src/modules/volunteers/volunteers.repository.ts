import type { Db, VolunteerTable } from '@app/db';

const columns = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'role',
  'availability',
  'experience',
  'motivation',
  'status',
  'createdAt',
  'language',
] as const;

export const findAll = (db: Db) => db.selectFrom('volunteers').select(columns).orderBy('createdAt', 'desc').execute();
export const findById = (db: Db, id: string) =>
  db.selectFrom('volunteers').select(columns).where('id', '=', id).executeTakeFirst();
export const insert = (db: Db, row: VolunteerTable) => db.insertInto('volunteers').values(row).execute();
export const setStatus = (db: Db, id: string, status: string) =>
  db.updateTable('volunteers').set({ status }).where('id', '=', id).execute();
export const remove = (db: Db, id: string) => db.deleteFrom('volunteers').where('id', '=', id).executeTakeFirst();
