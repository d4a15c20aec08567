import {
  type AthletePage,
  type MedalTable,
  type RacePage,
  type RaceSummary,
  type ResultsBoard,
  type ResultsQuery,
  type Result,
  type ResultStatus,
  type RaceRound,
  type ResultsState,
  type resultCreateInput,
  type resultUpdateInput,
  resultStatusLabels,
  type setRankingInput,
  type setResultsStateInput,
} from '@app/contract';
import type { Db, DbTransaction } from '@app/db';
import type { z } from 'zod';
import { assertTouched, definedOnly } from '../../lib/crud';
import { badRequest, notFound } from '../../lib/domain-error';
import { newId } from '../../lib/ids';
import type { PublicCache } from '../../lib/public-cache';
import { athleteIndex, athletePage } from './results.athlete';
import { medalTable } from './results.medals';
import { buildBoard, filterResults, raceSummary } from './results.queries';
import { racePage, toProgramme } from './results.race';
import * as entriesRepo from '../entries/entries.repository';
import * as repo from './results.repository';
import { journaled, markState, raceRecord } from './results.record';
import { parisDay } from '../retention/daily-time';
import { publishedStartLists, racesOf } from '../start-lists/start-lists.service';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

const toResult = (row: Row): Result => ({
  id: row.id,
  eventId: row.eventId,
  event: {
    id: row.eventId,
    name: row.eventName,
    nameEn: row.eventNameEn,
    date: row.eventDate,
    time: row.eventTime,
    championship: { id: row.championshipId, name: row.championshipName, nameEn: row.championshipNameEn },
    resultsState: row.eventResultsState as ResultsState,
    round: row.eventRound as RaceRound,
  },
  rank: row.rank,
  athlete: row.athlete,
  category: row.category,
  club: row.club,
  time: row.time,
  status: row.status as ResultStatus,
  participantId: row.participantId,
});

export const UNKNOWN_EVENT = 'Épreuve inconnue';
export const UNKNOWN_PARTICIPANT = 'Participant inconnu';
export const UNKNOWN_ENTRY = 'Inscription inconnue';
export const RESULT_NOT_FOUND = 'Résultat introuvable';
const RANK_AND_TIME_REQUIRED = 'Le rang et le temps sont obligatoires pour un résultat classé';

export const list = async (db: Db, opts: { activeOnly: boolean }) => (await repo.findAll(db, opts)).map(toResult);
export const raceResults = async (db: Db, eventId: string) => (await repo.findByEvent(db, eventId)).map(toResult);

export async function byId(db: Db, id: string): Promise<Result> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(RESULT_NOT_FOUND);
  return toResult(row);
}

/** An entry id that names no entry of this race's group would credit a row to nobody's lane: refused. */
async function assertEntriesExist(db: Db, ids: readonly (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const found = await entriesRepo.existingIds(db, wanted);
  if (wanted.some((id) => !found.has(id))) throw badRequest(UNKNOWN_ENTRY);
}

/** A participant id that names no one would fail on the foreign key: refused in French first. */
async function assertParticipantsExist(db: Db, ids: readonly (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const found = await repo.existingParticipantIds(db, wanted);
  if (wanted.some((id) => !found.has(id))) throw badRequest(UNKNOWN_PARTICIPANT);
}

export async function create(db: Db, input: z.output<typeof resultCreateInput>): Promise<Result> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.eventExists(trx, input.eventId))) throw badRequest(UNKNOWN_EVENT);
    await assertParticipantsExist(trx, [input.participantId]);
    await assertEntriesExist(trx, [input.entryId]);
    await journaled(trx, input.eventId, () => repo.insert(trx, { id, ...input }));
  });
  return byId(db, id);
}

/**
 * A partial update keeps a result whole: a finished result has a rank and a time; choosing DNS, DNF or
 * DSQ clears them (the form may still hold the old ones); a rank or time for a non-finisher is refused.
 */
function keepStatusWhole(current: Row, patch: Partial<z.output<typeof resultUpdateInput>>) {
  const status = (patch.status ?? current.status) as ResultStatus;
  if (status !== 'finished') {
    if (patch.status) return { ...patch, rank: null, time: null };
    if (patch.rank != null || patch.time)
      throw badRequest(
        `Pas de rang ni de temps pour un résultat ${resultStatusLabels[status].short} : choisissez d'abord le statut classé`,
      );
    return patch;
  }
  const rank = patch.rank === undefined ? current.rank : patch.rank;
  const time = patch.time === undefined ? current.time : patch.time;
  if (rank === null || !time) throw badRequest(RANK_AND_TIME_REQUIRED);
  return patch;
}

export async function update(db: Db, input: z.output<typeof resultUpdateInput>): Promise<Result> {
  const { id, ...rest } = input;
  await db.transaction().execute(async (trx) => {
    const current = await repo.findById(trx, id);
    if (!current) throw notFound(RESULT_NOT_FOUND);
    const patch = definedOnly(keepStatusWhole(current, definedOnly(rest)));
    if (patch.eventId && !(await repo.eventExists(trx, patch.eventId))) throw badRequest(UNKNOWN_EVENT);
    await assertParticipantsExist(trx, [patch.participantId]);
    if (Object.keys(patch).length > 0)
      assertTouched(await journaled(trx, current.eventId, () => repo.update(trx, id, patch)), 'Résultat');
  });
  return byId(db, id);
}

export async function remove(db: Db, id: string) {
  await db.transaction().execute(async (trx) => {
    const current = await repo.findById(trx, id);
    if (!current) throw notFound(RESULT_NOT_FOUND);
    assertTouched(await journaled(trx, current.eventId, () => repo.remove(trx, id)), 'Résultat');
  });
  return { message: 'Résultat supprimé' };
}

/** Inside a transaction (an import checks and replaces atomically): the race's rows become `rows`, and its results state changes when one is given. */
export async function replaceRanking(trx: DbTransaction, input: z.output<typeof setRankingInput>): Promise<void> {
  await assertParticipantsExist(
    trx,
    input.rows.map((r) => r.participantId),
  );
  await assertEntriesExist(
    trx,
    input.rows.map((r) => r.entryId),
  );
  // A ranking edited by hand after an import keeps each entrant's entry: the back-office's editor does
  // not carry entry ids, and the entrant of a row is what says which entry it was rowed under.
  const entryOf = await repo.entryIdsByParticipant(trx, input.eventId);
  await journaled(trx, input.eventId, async () => {
    await repo.removeByEvent(trx, input.eventId);
    await repo.insertMany(
      trx,
      input.rows.map((row) => ({
        id: newId(),
        eventId: input.eventId,
        ...row,
        entryId: row.entryId ?? (row.participantId ? (entryOf.get(row.participantId) ?? null) : null),
      })),
    );
  });
  if (input.resultsState) await markState(trx, input.eventId, input.resultsState);
}

/**
 * Replaces a race's whole ranking at once (an empty list clears it): readers see the old ranking or the
 * new one, never a mix, and a refused row leaves the race as it was.
 */
export async function setRanking(db: Db, input: z.output<typeof setRankingInput>): Promise<Result[]> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.eventExists(trx, input.eventId))) throw badRequest(UNKNOWN_EVENT);
    await replaceRanking(trx, input);
  });
  return raceResults(db, input.eventId);
}

/** One race's summary as the board shows it, whether or not the race is public. */
export async function summary(db: Db, eventId: string): Promise<RaceSummary> {
  const race = await repo.findRace(db, eventId);
  if (!race) throw notFound(UNKNOWN_EVENT);
  return raceSummary(
    { ...race, resultsState: race.resultsState as ResultsState, round: race.round as RaceRound },
    await raceResults(db, eventId),
  );
}

/** How many rows a race's ranking holds and the state it is published in (absent race: no state). */
export async function rankingFacts(
  db: Db,
  eventId: string,
): Promise<{ count: number; resultsState: string | undefined }> {
  const [count, race] = await Promise.all([repo.countByEvent(db, eventId), repo.findRace(db, eventId)]);
  return { count, resultsState: race?.resultsState };
}

/** Publishes a race's results as provisional or official; answers the race's summary. */
export async function setState(db: Db, input: z.output<typeof setResultsStateInput>): Promise<RaceSummary> {
  assertTouched(await markState(db, input.eventId, input.resultsState), 'Épreuve');
  return summary(db, input.eventId);
}

/** What the public reads need: the database and the cache of public answers, emptied by every admin write. */
export interface PublicReads {
  db: Db;
  publicCache: PublicCache;
}

// The full public list is cached whole and filtered per request: a few thousand rows filter in about a millisecond.
const publicResults = (deps: PublicReads) => deps.publicCache.get('results', () => list(deps.db, { activeOnly: true }));
const publicProgramme = (deps: PublicReads) =>
  deps.publicCache.get('results:programme', async () => toProgramme(await repo.findProgramme(deps.db)));
// One index per data version: an athlete page is a map lookup, never a query per visitor.
export const athletes = (deps: PublicReads) =>
  deps.publicCache.get('results:athletes', async () => {
    const [entries, results] = await Promise.all([repo.findEntries(deps.db), publicResults(deps)]);
    return athleteIndex(entries, results);
  });

export const publicList = async (deps: PublicReads, query: ResultsQuery | undefined): Promise<Result[]> =>
  filterResults(await publicResults(deps), query);
export const adminList = async (db: Db, query: ResultsQuery | undefined): Promise<Result[]> =>
  filterResults(await list(db, { activeOnly: false }), query);

export async function board(deps: PublicReads, championshipId: string | undefined): Promise<ResultsBoard> {
  const [results, races] = await Promise.all([
    publicResults(deps),
    deps.publicCache.get('results:races', () => repo.findActiveRaces(deps.db)),
  ]);
  return buildBoard(results, races, championshipId);
}

/** One race's rows by the results_event index, cached per race: a page does not wait for the whole list after a write. */
export async function race(deps: PublicReads, eventId: string): Promise<RacePage> {
  const page = await racePage(await publicProgramme(deps), eventId, (id) =>
    deps.publicCache.get(`results:race:${id}`, () => raceResults(deps.db, id)),
  );
  // Issue 33: when the results became official and the errata since, read with the page's data version.
  const record = await deps.publicCache.get(`results:record:${eventId}`, () => raceRecord(deps.db, eventId));
  return { ...page, race: { ...page.race, officialAt: record.officialAt }, errata: record.errata };
}

/** The athlete's results, and their races to come from the published start lists (today and later, Paris time). */
export async function athlete(
  deps: PublicReads & { config?: { clock?: (() => Date) | undefined } },
  key: string,
): Promise<AthletePage> {
  const [index, lists] = await Promise.all([athletes(deps), publishedStartLists(deps)]);
  const today = parisDay(deps.config?.clock?.() ?? new Date());
  return athletePage(index, key, (ids) => racesOf(lists, ids, today));
}

export async function medals(deps: PublicReads, championshipId: string | undefined): Promise<MedalTable> {
  const [programme, results] = await Promise.all([publicProgramme(deps), publicResults(deps)]);
  return medalTable(programme, results, championshipId);
}
