import type { Db, VolunteerTable } from '@app/db';
import { updateStatusIf } from '../../lib/status-transition';

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
/** True when the row still had status `from` and now has `status` (writeTransition). */
export const setStatus = (db: Db, id: string, from: string, status: string): Promise<boolean> =>
  updateStatusIf(db, 'volunteers', id, from, status);
export const remove = (db: Db, id: string) => db.deleteFrom('volunteers').where('id', '=', id).executeTakeFirst();
