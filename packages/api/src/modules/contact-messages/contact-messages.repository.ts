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
/** True when the row still had status `from` and now has `status` (writeTransition). */
export const setStatus = async (db: Db, id: string, from: string, status: string): Promise<boolean> =>
  Number(
    (
      await db
        .updateTable('contactMessages')
        .set({ status })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;
export const remove = (db: Db, id: string) => db.deleteFrom('contactMessages').where('id', '=', id).executeTakeFirst();
