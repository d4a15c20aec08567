import type { Db } from '@app/db';

// Reads for the race computer's files: the rounds and the crews' names. The entries the files print are
// read through modules/entries/entries.repository (the one home of SQL on `entries`).

const rounds = (db: Db) =>
  db
    .selectFrom('events')
    .innerJoin('championships', 'championships.id', 'events.championshipId')
    .select([
      'events.id',
      'events.name',
      'events.date',
      'events.time',
      'events.category',
      'events.lanes',
      'championships.name as championshipName',
    ]);

export type Round = NonNullable<Awaited<ReturnType<typeof findRound>>>;

export const findRound = (db: Db, eventId: string) => rounds(db).where('events.id', '=', eventId).executeTakeFirst();

/** Every round of a day (hidden ones too: the race computer runs them all), in programme order. */
export const roundsOfDay = (db: Db, date: string) =>
  rounds(db)
    .where('events.date', '=', date)
    .orderBy('events.time')
    .orderBy('events.name')
    .orderBy('events.id')
    .execute();

/** Relay crew members by id. */
export const rowersByIds = async (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .selectFrom('participants')
        .select(['id', 'firstName', 'lastName', 'bib'])
        .where('id', 'in', [...ids])
        .execute();
