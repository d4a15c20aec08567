import type { Db, EntryTable } from '@app/db';
import { type Insertable, sql, type Updateable } from 'kysely';

/*
 * The one home of the entries' SQL (issue 29): the draw, the start lists, the call room and the race
 * files read and write entries through these functions, not through queries of their own.
 */

/** An entry with what every list of entrants shows of its participant. */
const withParticipant = (db: Db) =>
  db
    .selectFrom('entries')
    .innerJoin('participants', 'participants.id', 'entries.participantId')
    .select([
      'entries.id',
      'entries.eventId',
      'entries.participantId',
      'entries.crewName',
      'entries.crewMemberIds',
      'entries.seedTime',
      'entries.status',
      'entries.lane',
      'entries.presence',
      'entries.fromEntryId',
      'entries.createdAt',
      'participants.firstName',
      'participants.lastName',
      'participants.club',
      'participants.category',
      'participants.bib',
      'participants.personalBest',
    ]);
export type EntryRow = Awaited<ReturnType<ReturnType<typeof withParticipant>['executeTakeFirstOrThrow']>>;

/** Lanes ascending, entries without one last: SQLite and PostgreSQL put nulls at opposite ends otherwise. */
const laneLast = sql`case when entries.lane is null then 1 else 0 end`;

// Ids in one `in (…)` list: far below SQLite's and PostgreSQL's limits of bound parameters.
const ID_CHUNK = 500;
async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids)];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += ID_CHUNK) out.push(...(await read(unique.slice(i, i + ID_CHUNK))));
  return out;
}

export const findById = (db: Db, id: string) => withParticipant(db).where('entries.id', '=', id).executeTakeFirst();

/** Every entry, or those of one event and/or one participant (as entrant; crews are matched by the service). */
export const findAll = (db: Db, filter: { eventId?: string | undefined; participantId?: string | undefined } = {}) => {
  let q = withParticipant(db);
  if (filter.eventId) q = q.where('entries.eventId', '=', filter.eventId);
  if (filter.participantId) q = q.where('entries.participantId', '=', filter.participantId);
  return q
    .orderBy('entries.eventId')
    .orderBy(laneLast)
    .orderBy('entries.lane')
    .orderBy('participants.lastName')
    .orderBy('participants.firstName')
    .execute();
};

/** The entries of these events (a race's heats, a day's races), with participant name, club, category, bib and personal best; by event, then lane. */
export const findByEvents = (db: Db, eventIds: readonly string[]) =>
  inChunks(eventIds, (chunk) =>
    withParticipant(db)
      .where('entries.eventId', 'in', chunk)
      .orderBy('entries.eventId')
      .orderBy(laneLast)
      .orderBy('entries.lane')
      .orderBy('participants.lastName')
      .orderBy('participants.firstName')
      .execute(),
  );

/**
 * The entries still entered in these events (a scratched entry rows no more), by lane, then in the order
 * they entered: the race files give the undrawn their free lanes in that order.
 */
export const findEnteredByEvents = (db: Db, eventIds: readonly string[]) =>
  inChunks(eventIds, (chunk) =>
    withParticipant(db)
      .where('entries.eventId', 'in', chunk)
      .where('entries.status', '=', 'entered')
      .orderBy('entries.lane')
      .orderBy('entries.createdAt')
      .orderBy('entries.id')
      .execute(),
  );

/**
 * The entries of a participant, as entrant or crew member, with their event's day, time, name and round;
 * in programme order. Crew membership is read from the JSON column by the caller's id in JS: a
 * portable `like` finds the candidates, the exact check is done on the parsed list.
 */
export async function findByParticipant(db: Db, participantId: string) {
  const rows = await withParticipant(db)
    .innerJoin('events', 'events.id', 'entries.eventId')
    .select([
      'events.name as eventName',
      'events.nameEn as eventNameEn',
      'events.date as eventDate',
      'events.time as eventTime',
      'events.round as eventRound',
      'events.raceGroup as eventRaceGroup',
      'events.startList as eventStartList',
    ])
    .where((eb) =>
      eb.or([
        eb('entries.participantId', '=', participantId),
        eb('entries.crewMemberIds', 'like', `%"${participantId.replace(/[%_"\\]/g, '')}"%`),
      ]),
    )
    .orderBy('events.date')
    .orderBy('events.time')
    .orderBy('events.name')
    .execute();
  return rows.filter((r) => r.participantId === participantId || parseIds(r.crewMemberIds).includes(participantId));
}
export type ParticipantEntryRow = Awaited<ReturnType<typeof findByParticipant>>[number];

/** A JSON array of ids as stored; anything else reads as no ids. */
export function parseIds(raw: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const insert = (db: Db, row: Insertable<EntryTable>) => db.insertInto('entries').values(row).execute();
// 11 columns a row: 500 rows stay below SQLite's limit of bound parameters per statement.
export async function insertMany(db: Db, rows: Insertable<EntryTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ID_CHUNK)
    await db
      .insertInto('entries')
      .values(rows.slice(i, i + ID_CHUNK))
      .execute();
}
export const update = (db: Db, id: string, patch: Omit<Updateable<EntryTable>, 'id'>) =>
  db.updateTable('entries').set(patch).where('id', '=', id).executeTakeFirst();
export const remove = (db: Db, id: string) => db.deleteFrom('entries').where('id', '=', id).executeTakeFirst();

/**
 * The draw's write: many seats (lane and race) in one statement per 200 entries (a race's draw is one or
 * two statements, not one per entrant): CASE on the id, portable to PostgreSQL with the lane cast to its
 * column's type.
 */
export async function setSeats(db: Db, seats: readonly { id: string; eventId: string; lane: number | null }[]) {
  for (let i = 0; i < seats.length; i += 200) {
    const chunk = seats.slice(i, i + 200);
    const cases = <T>(value: (s: (typeof chunk)[number]) => ReturnType<typeof sql<T>>) =>
      sql<T>`case ${sql.join(
        chunk.map((s) => sql`when id = ${s.id} then ${value(s)}`),
        sql` `,
      )} end`;
    await db
      .updateTable('entries')
      .set({
        eventId: cases<string>((s) => sql`${s.eventId}`),
        lane: cases<number | null>((s) => sql`cast(${s.lane} as integer)`),
      })
      .where(
        'id',
        'in',
        chunk.map((s) => s.id),
      )
      .execute();
  }
}
/** Every entry of these events (« Qualifier » replacing a round's entrants). */
export const removeByEvents = async (db: Db, eventIds: readonly string[]): Promise<void> => {
  await inChunks(eventIds, async (chunk) => {
    await db.deleteFrom('entries').where('eventId', 'in', chunk).execute();
    return [];
  });
};
/** The call room's tick: present, absent, or not called yet (null). */
export const setPresence = (db: Db, id: string, presence: string | null) =>
  db.updateTable('entries').set({ presence }).where('id', '=', id).executeTakeFirst();

/** The facts of an event the entries' rules need. */
export const findEvent = (db: Db, id: string) =>
  db.selectFrom('events').select(['id', 'round', 'raceGroup', 'lanes']).where('id', '=', id).executeTakeFirst();

/** The events of one round of a race: its race group's events of that round, or the event alone. */
export async function roundEventIds(
  db: Db,
  event: { id: string; round: string; raceGroup: string | null },
): Promise<string[]> {
  if (!event.raceGroup) return [event.id];
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where('raceGroup', '=', event.raceGroup)
    .where('round', '=', event.round)
    .execute();
  return rows.map((r) => r.id);
}

/** The entries of these events, bare (who is in them and in which lane). */
export const findBareByEvents = (db: Db, eventIds: readonly string[]) =>
  inChunks(eventIds, (chunk) =>
    db
      .selectFrom('entries')
      .select(['id', 'eventId', 'participantId', 'crewMemberIds', 'lane'])
      .where('eventId', 'in', chunk)
      .execute(),
  );

/** The ids among these that are participants. */
export const existingParticipantIds = async (db: Db, ids: readonly string[]) =>
  new Set(
    (await inChunks(ids, (chunk) => db.selectFrom('participants').select('id').where('id', 'in', chunk).execute())).map(
      (r) => r.id,
    ),
  );

/** Every event as the entries' rules see it (about 120 at the real size): what an import matches names against. */
export const findRaceEvents = (db: Db) =>
  db.selectFrom('events').select(['id', 'name', 'nameEn', 'championshipId', 'round', 'raceGroup']).execute();

/** The previous-round entries that entries of these events qualified from. */
export const findFromEntryIds = (db: Db, eventIds: readonly string[]) =>
  inChunks(eventIds, (chunk) => db.selectFrom('entries').select('fromEntryId').where('eventId', 'in', chunk).execute());

/** How many entries an event holds (an event with entries cannot be deleted). */
export const countByEvent = async (db: Db, eventId: string) =>
  Number(
    (
      await db
        .selectFrom('entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('eventId', '=', eventId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The ids among these that are stored entries. */
export const existingIds = async (db: Db, ids: readonly string[]) =>
  new Set(
    (await inChunks(ids, (chunk) => db.selectFrom('entries').select('id').where('id', 'in', chunk).execute())).map(
      (r) => r.id,
    ),
  );

/**
 * The entries a results import can link a row to by the id the race computer carried back: those of the
 * race and of the other rounds of its race group (a late move between heats still links), with the
 * entrant. Shaped as the import matches a participant: `id` is the entrant's, the entry's is `entryId`.
 */
export const findInRaceGroup = (db: Db, race: { id: string; raceGroup: string | null }) =>
  db
    .selectFrom('entries')
    .innerJoin('participants', 'participants.id', 'entries.participantId')
    .innerJoin('events', 'events.id', 'entries.eventId')
    .select([
      'entries.id as entryId',
      'entries.eventId',
      'entries.crewName',
      'entries.status',
      'entries.presence',
      'entries.lane',
      'participants.id',
      'participants.bib',
      'participants.championshipId',
      'participants.firstName',
      'participants.lastName',
      'participants.club',
      'participants.category',
    ])
    .where((eb) =>
      race.raceGroup
        ? eb.or([eb('entries.eventId', '=', race.id), eb('events.raceGroup', '=', race.raceGroup)])
        : eb('entries.eventId', '=', race.id),
    )
    .orderBy('entries.lane')
    .orderBy('entries.id')
    .execute();
