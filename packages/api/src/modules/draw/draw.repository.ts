import type { Db, NewEntry } from '@app/db';
import { sql } from 'kysely';

// The draw's own SQL (issue 29, item 3): the rounds of a race group, their entrants with what seeding
// needs, the lanes and heats written back, the previous round's results. Entries' general reads and
// writes live in modules/entries; these are draw-specific.

const eventColumns = ['id', 'name', 'date', 'time', 'round', 'raceGroup', 'lanes', 'progression', 'startList'] as const;

export const findEvent = (db: Db, id: string) => db.selectFrom('events').select(eventColumns).where('id', '=', id).executeTakeFirst();
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

/** Entrants of these races with the participant's facts, lane order (undrawn last), then by name. */
export const findEntrants = (db: Db, eventIds: readonly string[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('entries')
        .innerJoin('participants', 'participants.id', 'entries.participantId')
        .select([
          'entries.id',
          'entries.eventId',
          'entries.participantId',
          'entries.crewName',
          'entries.seedTime',
          'entries.status',
          'entries.lane',
          'entries.createdAt',
          'entries.crewMemberIds',
          'participants.firstName',
          'participants.lastName',
          'participants.club',
          'participants.category',
          'participants.personalBest',
        ])
        .where('entries.eventId', 'in', [...eventIds])
        .orderBy('entries.eventId')
        .orderBy((eb) => eb.case().when('entries.lane', 'is', null).then(1).else(0).end())
        .orderBy('entries.lane')
        .orderBy('participants.lastName')
        .orderBy('participants.firstName')
        .execute();
export type Entrant = Awaited<ReturnType<typeof findEntrants>>[number];

/**
 * Many seats in one statement per 200 entries (a race's draw is one or two statements, not one per
 * entrant): CASE on the id, portable to PostgreSQL with the lane cast to its column's type.
 */
export async function setSeats(db: Db, seats: readonly { id: string; eventId: string; lane: number | null }[]) {
  for (let i = 0; i < seats.length; i += 200) {
    const chunk = seats.slice(i, i + 200);
    const cases = <T>(value: (s: (typeof chunk)[number]) => ReturnType<typeof sql<T>>) => sql<T>`case ${sql.join(chunk.map((s) => sql`when id = ${s.id} then ${value(s)}`), sql` `)} end`;
    await db
      .updateTable('entries')
      .set({ eventId: cases<string>((s) => sql`${s.eventId}`), lane: cases<number | null>((s) => sql`cast(${s.lane} as integer)`) })
      .where('id', 'in', chunk.map((s) => s.id))
      .execute();
  }
}

export const setStartList = (db: Db, eventIds: readonly string[], state: string) =>
  db.updateTable('events').set({ startList: state }).where('id', 'in', [...eventIds]).execute();

/** The results of a round's races, with the entry each row was rowed under when known. */
export const findResults = (db: Db, eventIds: readonly string[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('results')
        .select(['eventId', 'entryId', 'participantId', 'athlete', 'status', 'rank', 'time'])
        .where('eventId', 'in', [...eventIds])
        .execute();

export const removeEntries = (db: Db, eventIds: readonly string[]) =>
  eventIds.length === 0 ? Promise.resolve([]) : db.deleteFrom('entries').where('eventId', 'in', [...eventIds]).execute();

export const insertEntries = async (db: Db, rows: NewEntry[]) => {
  // SQLite caps the bound parameters of one statement: 50 rows of 8 columns stays well under it.
  for (let i = 0; i < rows.length; i += 50) await db.insertInto('entries').values(rows.slice(i, i + 50)).execute();
};

/** The previous-round entries that entries of these races qualified from. */
export const findFromEntryIds = (db: Db, eventIds: readonly string[]) =>
  eventIds.length === 0 ? Promise.resolve([]) : db.selectFrom('entries').select('fromEntryId').where('eventId', 'in', [...eventIds]).execute();
