import type { RacePage, RaceResult, RaceRound, Result, ResultsState } from '@app/contract';
import { notFound } from '../../lib/domain-error';
import type * as repo from './results.repository';

/** A public race with what its page and the medal table need, in programme order. */
export interface ProgrammeRace {
  id: string;
  name: string;
  nameEn: string;
  date: string;
  time: string;
  category: string;
  championshipId: string;
  championship: { id: string; name: string; nameEn: string };
  championshipOrder: number;
  resultsState: ResultsState;
  round: RaceRound;
}

export const UNKNOWN_RACE = 'Épreuve introuvable';

/** The public programme as the repository reads it (findProgramme), each race with its championship. */
export const toProgramme = (rows: Awaited<ReturnType<typeof repo.findProgramme>>): ProgrammeRace[] =>
  rows.map(({ championshipName, championshipNameEn, resultsState, round, ...race }) => ({
    ...race,
    round: round as RaceRound,
    championship: { id: race.championshipId, name: championshipName, nameEn: championshipNameEn },
    resultsState: resultsState as ResultsState,
  }));

const neighbour = (race: ProgrammeRace | undefined) =>
  race ? { id: race.id, name: race.name, nameEn: race.nameEn, date: race.date, time: race.time } : null;
const toRaceResult = ({ event: _event, ...rest }: Result): RaceResult => rest;

/**
 * One public race of the programme. `ranking` loads its results in the order of GET /api/results; it is
 * only asked for a public race, so a visitor's unknown id never reaches the database. A race without
 * results yet has a page with an empty ranking.
 */
export async function racePage(
  programme: readonly ProgrammeRace[],
  eventId: string,
  ranking: (eventId: string) => Promise<Result[]>,
): Promise<RacePage> {
  const at = programme.findIndex((race) => race.id === eventId);
  const race = programme[at];
  if (!race) throw notFound(UNKNOWN_RACE);
  const { championshipOrder: _order, ...facts } = race;
  return {
    // The official record (issue 33) is the service's to add: results.record.ts.
    race: { ...facts, officialAt: null },
    errata: [],
    ranking: (await ranking(eventId)).map(toRaceResult),
    previous: neighbour(programme[at - 1]),
    next: neighbour(programme[at + 1]),
  };
}
