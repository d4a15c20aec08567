import type { Db, ResultTable } from '@app/db';

const select = (db: Db) =>
  db
    .selectFrom('results')
    .innerJoin('events', 'events.id', 'results.eventId')
    .innerJoin('championships', 'championships.id', 'events.championshipId')
    .select([
      'results.id',
      'results.eventId',
      'results.rank',
      'results.athlete',
      'results.category',
      'results.club',
      'results.time',
      'events.name as eventName',
      'events.nameEn as eventNameEn',
      'events.date as eventDate',
      'events.time as eventTime',
      'events.active as eventActive',
      'championships.id as championshipId',
      'championships.name as championshipName',
      'championships.nameEn as championshipNameEn',
    ]);

export const findAll = (db: Db, opts: { activeOnly: boolean }) => {
  let q = select(db);
  // Public: results of a hidden event or championship are hidden too.
  if (opts.activeOnly) q = q.where('events.active', '=', 1).where('championships.active', '=', 1);
  return q.orderBy('events.date').orderBy('events.time').orderBy('results.eventId').orderBy('results.rank').execute();
};
export const findById = (db: Db, id: string) => select(db).where('results.id', '=', id).executeTakeFirst();
export const findByEvent = (db: Db, eventId: string) => select(db).where('results.eventId', '=', eventId).orderBy('results.rank').orderBy('results.athlete').execute();
/** What the board needs beside the results: each public race's category and championship order. */
export const findActiveRaces = (db: Db) =>
  db
    .selectFrom('events')
    .innerJoin('championships', 'championships.id', 'events.championshipId')
    .select(['events.id', 'events.category', 'events.championshipId', 'championships.sortOrder as championshipOrder'])
    .where('events.active', '=', 1)
    .where('championships.active', '=', 1)
    .execute();
export const removeByEvent = (db: Db, eventId: string) => db.deleteFrom('results').where('eventId', '=', eventId).execute();
export const insertMany = (db: Db, rows: ResultTable[]) => (rows.length > 0 ? db.insertInto('results').values(rows).execute() : Promise.resolve([]));
export const insert = (db: Db, row: ResultTable) => db.insertInto('results').values(row).execute();
export const update = (db: Db, id: string, patch: Partial<Omit<ResultTable, 'id'>>) => db.updateTable('results').set(patch).where('id', '=', id).executeTakeFirst();
export const remove = (db: Db, id: string) => db.deleteFrom('results').where('id', '=', id).executeTakeFirst();
export const eventExists = async (db: Db, id: string) => !!(await db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst());
