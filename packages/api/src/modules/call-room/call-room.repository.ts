import type { Db } from '@app/db';

// The call room's reads and its one write (issue 29, item 6). Plain queries, no rules: the service
// decides which races are « next » and what a tick may change.

/** Active races of `date` programmed at or after `from` whose results are not in, in programme order. */
export const findRacesWithoutResults = (db: Db, opts: { date: string; from: string; limit: number }) =>
  db
    .selectFrom('events')
    .select(['events.id', 'events.name', 'events.nameEn', 'events.date', 'events.time', 'events.category', 'events.round', 'events.lanes', 'events.startList'])
    .where('events.active', '=', 1)
    .where('events.date', '=', opts.date)
    .where('events.time', '>=', opts.from)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('results').select('results.id').whereRef('results.eventId', '=', 'events.id'))))
    .orderBy('events.time')
    .orderBy('events.name')
    .orderBy('events.id')
    .limit(opts.limit)
    .execute();

const selectEntries = (db: Db) =>
  db
    .selectFrom('entries')
    .innerJoin('participants', 'participants.id', 'entries.participantId')
    .select([
      'entries.id as entryId',
      'entries.eventId',
      'entries.lane',
      'entries.participantId',
      'entries.crewName',
      'entries.crewMemberIds',
      'entries.status',
      'entries.presence',
      'participants.firstName',
      'participants.lastName',
      'participants.club',
      'participants.category',
      'participants.bib',
    ]);
export type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

/** The entries of these rounds with their entrant (the relay crew's first member). */
export const findEntries = (db: Db, eventIds: readonly string[]): Promise<EntryRow[]> =>
  eventIds.length === 0 ? Promise.resolve([]) : selectEntries(db).where('entries.eventId', 'in', [...eventIds]).execute();

export const findEntry = (db: Db, id: string) => selectEntries(db).where('entries.id', '=', id).executeTakeFirst();

/** Names of relay crew members, by participant id. */
export const findNames = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('participants').select(['id', 'firstName', 'lastName']).where('id', 'in', [...ids]).execute();

export const updatePresence = (db: Db, id: string, presence: string | null) =>
  db.updateTable('entries').set({ presence }).where('id', '=', id).executeTakeFirst();
