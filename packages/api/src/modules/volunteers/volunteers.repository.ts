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
/** True when the row still had status `from` and now has `status` (writeTransition). */
export const setStatus = async (db: Db, id: string, from: string, status: string): Promise<boolean> =>
  Number(
    (
      await db
        .updateTable('volunteers')
        .set({ status })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;
export const remove = (db: Db, id: string) => db.deleteFrom('volunteers').where('id', '=', id).executeTakeFirst();
