import type { Db } from '@app/db';

// The draw's own SQL (issue 29, item 3): the rounds of a race group, their start-list state, the previous
// round's results. The entrants, their seats and the qualified entries are read and written through
// modules/entries/entries.repository (the one home of SQL on `entries`).

const eventColumns = ['id', 'name', 'date', 'time', 'round', 'raceGroup', 'lanes', 'progression', 'startList'] as const;

export const findEvent = (db: Db, id: string) =>
  db.selectFrom('events').select(eventColumns).where('id', '=', id).executeTakeFirst();
export type DrawEvent = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** The rounds of the event's race: its race group, or the event alone. In programme order. */
export const findRaceEvents = (db: Db, event: DrawEvent) => {
  const q = db.selectFrom('events').select(eventColumns);
  return (event.raceGroup === null ? q.where('id', '=', event.id) : q.where('raceGroup', '=', event.raceGroup))
    .orderBy('date')
    .orderBy('time')
    .orderBy('name')
    .orderBy('id')
    .execute();
};

export const setStartList = (db: Db, eventIds: readonly string[], state: string) =>
  db
    .updateTable('events')
    .set({ startList: state })
    .where('id', 'in', [...eventIds])
    .execute();

/** The results of a round's races, with the entry each row was rowed under when known. */
export const findResults = (db: Db, eventIds: readonly string[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('results')
        .select(['eventId', 'entryId', 'participantId', 'athlete', 'status', 'rank', 'time'])
        .where('eventId', 'in', [...eventIds])
        .execute();
