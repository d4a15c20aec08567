import type { ContactMessageTable, Db } from '@app/db';
import { updateStatusIf } from '../../lib/status-transition';

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
/** True when the row still had status `from` and now has `status` (writeTransition). */
export const setStatus = (db: Db, id: string, from: string, status: string): Promise<boolean> =>
  updateStatusIf(db, 'contactMessages', id, from, status);
export const remove = (db: Db, id: string) => db.deleteFrom('contactMessages').where('id', '=', id).executeTakeFirst();
