import type { Db, EventTable, NewEvent } from '@app/db';
import type { Updateable } from 'kysely';

const select = (db: Db) =>
  db
    .selectFrom('events')
    .innerJoin('championships', 'championships.id', 'events.championshipId')
    .select([
      'events.id',
      'events.name',
      'events.nameEn',
      'events.date',
      'events.time',
      'events.category',
      'events.championshipId',
      'events.active',
      'events.round',
      'events.raceGroup',
      'events.lanes',
      'events.progression',
      'events.startList',
      'championships.name as championshipName',
      'championships.nameEn as championshipNameEn',
    ]);

export const findAll = (
  db: Db,
  opts: { activeOnly: boolean; date?: string | undefined; championshipId?: string | undefined },
) => {
  let q = select(db);
  // Public: an event of a hidden championship is hidden too.
  if (opts.activeOnly) q = q.where('events.active', '=', 1).where('championships.active', '=', 1);
  if (opts.date) q = q.where('events.date', '=', opts.date);
  if (opts.championshipId) q = q.where('events.championshipId', '=', opts.championshipId);
  return q.orderBy('events.date').orderBy('events.time').orderBy('events.name').execute();
};
export const findById = (db: Db, id: string) => select(db).where('events.id', '=', id).executeTakeFirst();
export const exists = async (db: Db, id: string) =>
  !!(await db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst());
export const insert = (db: Db, row: NewEvent) => db.insertInto('events').values(row).execute();
export const update = (db: Db, id: string, patch: Partial<Omit<Updateable<EventTable>, 'id'>>) =>
  db.updateTable('events').set(patch).where('id', '=', id).executeTakeFirst();
export const remove = (db: Db, id: string) => db.deleteFrom('events').where('id', '=', id).executeTakeFirst();
export const countResults = async (db: Db, id: string) =>
  Number(
    (
      await db
        .selectFrom('results')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('eventId', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );
export const championshipExists = async (db: Db, id: string) =>
  !!(await db.selectFrom('championships').select('id').where('id', '=', id).executeTakeFirst());
