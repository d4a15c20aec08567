import type { Db } from '@app/db';

// The call room's own reads (issue 29, item 6): the races to call and the crews' names. Plain queries, no
// rules: the service decides which races are « next » and what a tick may change. Its entries are read
// and ticked through modules/entries/entries.repository (the one home of SQL on `entries`).

/** Active races of `date` programmed at or after `from` whose results are not in, in programme order. */
export const findRacesWithoutResults = (db: Db, opts: { date: string; from: string; limit: number }) =>
  db
    .selectFrom('events')
    .select([
      'events.id',
      'events.name',
      'events.nameEn',
      'events.date',
      'events.time',
      'events.category',
      'events.round',
      'events.lanes',
      'events.startList',
    ])
    .where('events.active', '=', 1)
    .where('events.date', '=', opts.date)
    .where('events.time', '>=', opts.from)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('results').select('results.id').whereRef('results.eventId', '=', 'events.id'))),
    )
    .orderBy('events.time')
    .orderBy('events.name')
    .orderBy('events.id')
    .limit(opts.limit)
    .execute();

/** Names of relay crew members, by participant id. */
export const findNames = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('participants')
        .select(['id', 'firstName', 'lastName'])
        .where('id', 'in', [...ids])
        .execute();
