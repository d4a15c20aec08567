import type { Db } from '@app/db';

// Reads for the race computer's files. Entries are read here with what the files print (names, bib,
// club, category, crew): the entries module owns their writes.

const rounds = (db: Db) =>
  db
    .selectFrom('events')
    .innerJoin('championships', 'championships.id', 'events.championshipId')
    .select(['events.id', 'events.name', 'events.date', 'events.time', 'events.category', 'events.lanes', 'championships.name as championshipName']);

export type Round = NonNullable<Awaited<ReturnType<typeof findRound>>>;

export const findRound = (db: Db, eventId: string) => rounds(db).where('events.id', '=', eventId).executeTakeFirst();

/** Every round of a day (hidden ones too: the race computer runs them all), in programme order. */
export const roundsOfDay = (db: Db, date: string) => rounds(db).where('events.date', '=', date).orderBy('events.time').orderBy('events.name').orderBy('events.id').execute();

/** The entries still entered in these rounds (a scratched entry rows no more), with their entrant. */
export const enteredIn = async (db: Db, eventIds: readonly string[]) =>
  eventIds.length === 0
    ? []
    : db
        .selectFrom('entries')
        .innerJoin('participants', 'participants.id', 'entries.participantId')
        .select([
          'entries.id',
          'entries.eventId',
          'entries.lane',
          'entries.crewName',
          'entries.crewMemberIds',
          'entries.createdAt',
          'participants.firstName',
          'participants.lastName',
          'participants.bib',
          'participants.club',
          'participants.category',
        ])
        .where('entries.eventId', 'in', [...eventIds])
        .where('entries.status', '=', 'entered')
        .orderBy('entries.lane')
        .orderBy('entries.createdAt')
        .orderBy('entries.id')
        .execute();

export type EnteredEntry = Awaited<ReturnType<typeof enteredIn>>[number];

/** Relay crew members by id. */
export const rowersByIds = async (db: Db, ids: readonly string[]) =>
  ids.length === 0 ? [] : db.selectFrom('participants').select(['id', 'firstName', 'lastName', 'bib']).where('id', 'in', [...ids]).execute();
