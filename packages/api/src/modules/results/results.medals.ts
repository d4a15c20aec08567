import { type ClubMedals, compareText, type MedalTable, medalOf, type Result, searchText } from '@app/contract';
import type { ProgrammeRace } from './results.race';

const byStanding = (a: ClubMedals, b: ClubMedals) =>
  b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || compareText(a.club, b.club);

/**
 * The medal table from the public results (GET /api/results order) and programme, for one championship or
 * all. A club is counted under one name whatever the case, accents or punctuation (apostrophes, hyphens) of its entries; the first spelling met is shown.
 */
export function medalTable(
  programme: readonly ProgrammeRace[],
  results: readonly Result[],
  championshipId: string | undefined,
): MedalTable {
  const clubs = new Map<string, ClubMedals>();
  const turnout = new Map<string, { finishers: number; entrants: number }>();
  const withResults = new Set<string>();
  for (const result of results) {
    withResults.add(result.event.championship.id);
    if (championshipId && result.event.championship.id !== championshipId) continue;
    const race = turnout.get(result.eventId) ?? { finishers: 0, entrants: 0 };
    race.entrants += 1;
    if (result.status === 'finished') race.finishers += 1;
    turnout.set(result.eventId, race);
    const medal = medalOf(result);
    if (!medal) continue;
    const key = searchText(result.club);
    const club = clubs.get(key) ?? { club: result.club, gold: 0, silver: 0, bronze: 0, total: 0 };
    club[medal] += 1;
    club.total += 1;
    clubs.set(key, club);
  }
  const championships = new Map<string, { ref: ProgrammeRace['championship']; order: number }>();
  const races: MedalTable['races'] = [];
  for (const race of programme) {
    if (withResults.has(race.championshipId))
      championships.set(race.championshipId, { ref: race.championship, order: race.championshipOrder });
    const counts = turnout.get(race.id);
    if (counts)
      races.push({
        id: race.id,
        name: race.name,
        nameEn: race.nameEn,
        date: race.date,
        time: race.time,
        championshipId: race.championshipId,
        ...counts,
      });
  }
  return {
    championships: [...championships.values()].sort((a, b) => a.order - b.order).map((c) => c.ref),
    clubs: [...clubs.values()].sort(byStanding),
    races,
  };
}
