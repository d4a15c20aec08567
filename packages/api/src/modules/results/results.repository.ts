import type { Db, NewResult, ResultTable } from '@app/db';
import { sql, type Updateable } from 'kysely';

const select = (db: Db) =>
  db
    .selectFrom('results')
    .innerJoin('events', 'events.id', 'results.eventId')
    .innerJoin('championships', 'championships.id', 'events.championshipId')
    .select([
      'results.id',
      'results.eventId',
      'results.status',
      'results.rank',
      'results.athlete',
      'results.category',
      'results.club',
      'results.time',
      'results.participantId',
      'events.name as eventName',
      'events.nameEn as eventNameEn',
      'events.date as eventDate',
      'events.time as eventTime',
      'events.active as eventActive',
      'events.resultsState as eventResultsState',
      'events.round as eventRound',
      'championships.id as championshipId',
      'championships.name as championshipName',
      'championships.nameEn as championshipNameEn',
    ]);

// Within a race: finishers by rank, then non-finishers (DNF, DNS, DSQ), each group by name.
const statusOrder = sql<number>`case results.status when 'finished' then 0 when 'dnf' then 1 when 'dns' then 2 else 3 end`;

export const findAll = (db: Db, opts: { activeOnly: boolean }) => {
  let q = select(db);
  // Public: results of a hidden event or championship are hidden too.
  if (opts.activeOnly) q = q.where('events.active', '=', 1).where('championships.active', '=', 1);
  return q
    .orderBy('events.date')
    .orderBy('events.time')
    .orderBy('results.eventId')
    .orderBy(statusOrder)
    .orderBy('results.rank')
    .orderBy('results.athlete')
    .execute();
};
export const findById = (db: Db, id: string) => select(db).where('results.id', '=', id).executeTakeFirst();
export const findByEvent = (db: Db, eventId: string) =>
  select(db)
    .where('results.eventId', '=', eventId)
    .orderBy(statusOrder)
    .orderBy('results.rank')
    .orderBy('results.athlete')
    .execute();
/** What the board needs beside the results: each public race's category and championship order. */
export const findActiveRaces = (db: Db) =>
  db
    .selectFrom('events')
    .innerJoin('championships', 'championships.id', 'events.championshipId')
    .select(['events.id', 'events.category', 'events.championshipId', 'championships.sortOrder as championshipOrder'])
    .where('events.active', '=', 1)
    .where('championships.active', '=', 1)
    .execute();
/** One race's own facts (any visibility): what a summary and an import need. */
export const findRace = (db: Db, id: string) =>
  db
    .selectFrom('events')
    .select([
      'id',
      'name',
      'nameEn',
      'date',
      'time',
      'category',
      'championshipId',
      'resultsState',
      'round',
      'raceGroup',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
export const removeByEvent = (db: Db, eventId: string) =>
  db.deleteFrom('results').where('eventId', '=', eventId).execute();
export const insertMany = async (db: Db, rows: NewResult[]) => {
  // SQLite caps the bound parameters of one statement; 9 columns × 100 rows stays well under it.
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('results')
      .values(rows.slice(i, i + 100))
      .execute();
};
export const insert = (db: Db, row: NewResult) => db.insertInto('results').values(row).execute();
export const update = (db: Db, id: string, patch: Partial<Omit<Updateable<ResultTable>, 'id'>>) =>
  db.updateTable('results').set(patch).where('id', '=', id).executeTakeFirst();
export const remove = (db: Db, id: string) => db.deleteFrom('results').where('id', '=', id).executeTakeFirst();
export const eventExists = async (db: Db, id: string) =>
  !!(await db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst());
/** The ids among `ids` that are stored participants. */
export const existingParticipantIds = async (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .selectFrom('participants')
            .select('id')
            .where('id', 'in', [...ids])
            .execute()
        ).map((r) => r.id),
      );
/** The entry each entrant's result of a race was rowed under, by participant. */
export const entryIdsByParticipant = async (db: Db, eventId: string) =>
  new Map(
    (
      await db
        .selectFrom('results')
        .select(['participantId', 'entryId'])
        .where('eventId', '=', eventId)
        .where('entryId', 'is not', null)
        .where('participantId', 'is not', null)
        .execute()
    ).map((r) => [r.participantId as string, r.entryId as string]),
  );
/** Participants an import can match: those with one of these ids, and those of the championship with a bib. */
export const matchableParticipants = (db: Db, ids: readonly string[], championshipId: string) =>
  db
    .selectFrom('participants')
    .select(['id', 'bib', 'championshipId', 'firstName', 'lastName', 'club', 'category'])
    .where((eb) =>
      eb.or([
        eb('championshipId', '=', championshipId).and('bib', 'is not', null),
        ...(ids.length > 0 ? [eb('id', 'in', [...ids])] : []),
      ]),
    )
    .execute();
/** The public programme in one query, ordered as GET /api/events lists it (date, time, name). */
export const findProgramme = (db: Db) =>
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
      'events.resultsState',
      'events.round',
      'championships.name as championshipName',
      'championships.nameEn as championshipNameEn',
      'championships.sortOrder as championshipOrder',
    ])
    .where('events.active', '=', 1)
    .where('championships.active', '=', 1)
    .orderBy('events.date')
    .orderBy('events.time')
    .orderBy('events.name')
    .orderBy('events.id')
    .execute();
/** The registrations of the public championships, in one query (no contact or payment details). */
export const findEntries = (db: Db) =>
  db
    .selectFrom('participants')
    .innerJoin('championships', 'championships.id', 'participants.championshipId')
    .select([
      'participants.id',
      'participants.firstName',
      'participants.lastName',
      'participants.club',
      'participants.category',
      'participants.bib',
      'participants.championshipId',
      'championships.name as championshipName',
      'championships.nameEn as championshipNameEn',
    ])
    .where('championships.active', '=', 1)
    .orderBy('championships.sortOrder')
    .orderBy('participants.id')
    .execute();
/** How many rows a race's ranking holds (the audit trail's reading of a ranking). */
export const countByEvent = async (db: Db, eventId: string) => {
  const row = await db
    .selectFrom('results')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('eventId', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
