import type { Db, EventTypeTable } from '@app/db';

const columns = [
  'id',
  'name',
  'nameEn',
  'description',
  'descriptionEn',
  'icon',
  'color',
  'active',
  'sortOrder',
] as const;

export const findAll = (db: Db, opts: { activeOnly: boolean }) => {
  let q = db.selectFrom('eventTypes').select(columns);
  if (opts.activeOnly) q = q.where('active', '=', 1);
  return q.orderBy('sortOrder').orderBy('name').execute();
};
export const findById = (db: Db, id: string) =>
  db.selectFrom('eventTypes').select(columns).where('id', '=', id).executeTakeFirst();
export const insert = (db: Db, row: EventTypeTable) => db.insertInto('eventTypes').values(row).execute();
export const update = (db: Db, id: string, patch: Partial<Omit<EventTypeTable, 'id'>>) =>
  db.updateTable('eventTypes').set(patch).where('id', '=', id).executeTakeFirst();
export const remove = (db: Db, id: string) => db.deleteFrom('eventTypes').where('id', '=', id).executeTakeFirst();
export const countPricingPeriods = async (db: Db, id: string) =>
  Number(
    (
      await db
        .selectFrom('pricingPeriods')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('eventType', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );
