import type { RaceResult, RaceSummary, Result, ResultsBoard, ResultsQuery } from '@app/contract';
import { listWindow, searchIn } from '../../lib/list-window';

/** Public race facts the results do not carry (repository findActiveRaces). */
export interface RaceInfo {
  id: string;
  category: string;
  championshipId: string;
  championshipOrder: number;
}

const resultSearch = searchIn<Result>((r) => [r.athlete, r.club]);

/** The results that match the query, in the full list's order (date, time, race, rank). */
export function filterResults(all: readonly Result[], query: ResultsQuery | undefined): Result[] {
  const eventId = query?.eventId;
  const championshipId = query?.championshipId;
  return listWindow(all, query, {
    where: (r) => (!eventId || r.eventId === eventId) && (!championshipId || r.event.championship.id === championshipId),
    search: resultSearch,
  }).items;
}

const toRaceResult = ({ event: _event, ...rest }: Result): RaceResult => rest;

/** The podium is the finishers ranked 1 to 3 (ties included); DNS, DNF and DSQ never stand on it. */
const podiumOf = (list: readonly Result[]) => list.filter((r) => r.status === 'finished' && r.rank !== null && r.rank <= 3).map(toRaceResult);

type RaceFacts = Pick<RaceSummary, 'id' | 'name' | 'nameEn' | 'date' | 'time' | 'category' | 'championshipId' | 'resultsState' | 'round'>;

/** One race's summary from its results in race order (finishers by rank first). */
export const raceSummary = (race: RaceFacts, list: readonly Result[]): RaceSummary => ({ ...race, count: list.length, podium: podiumOf(list) });

/**
 * What /resultats loads first: races with their podium and count, without the full rankings. `results`
 * is the public full list (ordered by date, time, race, then finishers by rank and the others), so grouping keeps the races in date order.
 * The championships are all those with results, whatever the selection, so the page can offer them all.
 */
export function buildBoard(results: readonly Result[], races: readonly RaceInfo[], championshipId: string | undefined): ResultsBoard {
  const info = new Map(races.map((r) => [r.id, r]));
  const byRace = new Map<string, Result[]>();
  for (const result of results) {
    if (!info.has(result.eventId)) continue;
    const list = byRace.get(result.eventId);
    if (list) list.push(result);
    else byRace.set(result.eventId, [result]);
  }
  const championships = new Map<string, { ref: Result['event']['championship']; order: number }>();
  const summaries: ResultsBoard['races'] = [];
  const athletes = new Set<string>();
  const clubs = new Set<string>();
  let count = 0;
  for (const [eventId, list] of byRace) {
    const race = info.get(eventId) as RaceInfo;
    const event = (list[0] as Result).event;
    championships.set(race.championshipId, { ref: event.championship, order: race.championshipOrder });
    if (championshipId && race.championshipId !== championshipId) continue;
    const { id, name, nameEn, date, time, resultsState, round } = event;
    summaries.push(raceSummary({ id, name, nameEn, date, time, resultsState, round, category: race.category, championshipId: race.championshipId }, list));
    for (const r of list) {
      athletes.add(r.athlete);
      clubs.add(r.club);
    }
    count += list.length;
  }
  return {
    championships: [...championships.values()].sort((a, b) => a.order - b.order).map((c) => c.ref),
    races: summaries,
    stats: { athletes: athletes.size, clubs: clubs.size, events: summaries.length, results: count },
  };
}
