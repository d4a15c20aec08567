import type { AccreditationTable, Db } from '@app/db';
import { updateStatusIf } from '../../lib/status-transition';

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
/** True when the row still had status `from` and now has `status` (writeTransition). */
export const setStatus = (db: Db, id: string, from: string, status: string): Promise<boolean> =>
  updateStatusIf(db, 'accreditations', id, from, status);
export const remove = (db: Db, id: string) => db.deleteFrom('accreditations').where('id', '=', id).executeTakeFirst();
