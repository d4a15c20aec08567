import { z } from 'zod';
import { isMedalRound } from './athlete-keys';
import { REQUIRED, writeInput } from './common';
import { championshipRefSchema } from './event';
import { compareText, searchText } from './list-helpers';
import { optionalFilter } from './list-query';
import { isRelayName } from './race-distance';

// The clubs' ranking, « challenge des clubs » (issue 33): each championship has a points table by place;
// the finishers of an A final (as the medal table, ties included: two seconds both score the second
// place's points) earn their club those points, a relay the relay table's when it has one; clubs are
// ranked by points, then first places, then second places, and share a rank when all three are equal.

/** The table a championship without one of its own uses. */
export const DEFAULT_CLUB_POINTS = [10, 8, 6, 5, 4, 3, 2, 1] as const;

const pointsList = (message: string) =>
  z
    .array(
      z
        .number({ error: message })
        .int({ error: message })
        .min(0, { error: 'Les points ne peuvent pas être négatifs' })
        .max(1000, { error: 'Pas plus de 1000 points par place' }),
      { error: message },
    )
    .max(60, { error: 'Pas plus de 60 places' });

export const clubPointsTableSchema = z.object({
  championshipId: z.string(),
  /** Points by place, index 0 for the winner; places beyond the list score nothing. */
  points: z.array(z.number().int()),
  /** The relays' own table; empty: relays score as the individual table says. */
  relayPoints: z.array(z.number().int()),
});
export type ClubPointsTable = z.infer<typeof clubPointsTableSchema>;

export const clubPointsTableInput = writeInput({
  championshipId: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(64),
  points: pointsList('Points invalides').min(1, { error: 'Donnez les points d’au moins une place' }),
  relayPoints: pointsList('Points des relais invalides').default([]),
});

/** « 10, 8, 6 » or « 10 8 6 » as the back-office's field holds it; null when a value is not a whole number. */
export const parsePointsText = (value: string): number[] | null => {
  const parts = value.split(/[\s,;]+/).filter(Boolean);
  return parts.every((p) => /^\d+$/.test(p)) ? parts.map(Number) : null;
};

export const clubsQuery = z.object({ championshipId: optionalFilter(64) });

export const clubStandingSchema = z.object({
  /** 1 for the first; clubs equal on points, first and second places share a rank. */
  rank: z.number().int(),
  club: z.string(),
  points: z.number().int(),
  firsts: z.number().int(),
  seconds: z.number().int(),
  /** Placings that scored. */
  placings: z.number().int(),
});
export type ClubStanding = z.infer<typeof clubStandingSchema>;

export const clubRankingSchema = z.object({
  /** Championships with A-final results, whatever the selection, so the page can offer them all. */
  championships: z.array(championshipRefSchema),
  /** The tables in force for those championships. */
  tables: z.array(clubPointsTableSchema),
  clubs: z.array(clubStandingSchema),
});
export type ClubRanking = z.infer<typeof clubRankingSchema>;

/** What the rule reads of a result (GET /api/results rows fit). */
export interface ScoredResult {
  status: string;
  rank: number | null;
  club: string;
  event: { name: string; round: string; championship: { id: string; name: string; nameEn: string } };
}

const pointsFor = (table: ClubPointsTable | undefined, relay: boolean, rank: number): number => {
  const list = relay && table?.relayPoints.length ? table.relayPoints : (table?.points ?? DEFAULT_CLUB_POINTS);
  return list[rank - 1] ?? 0;
};

const byStanding = (a: Omit<ClubStanding, 'rank'>, b: Omit<ClubStanding, 'rank'>) =>
  b.points - a.points || b.firsts - a.firsts || b.seconds - a.seconds;

/** The clubs' ranking of one championship, or of all of them added up (each with its own table). */
export function clubRanking(
  results: readonly ScoredResult[],
  tables: readonly ClubPointsTable[],
  championshipId: string | undefined,
): ClubRanking {
  const tableOf = new Map(tables.map((t) => [t.championshipId, t]));
  const championships = new Map<string, ScoredResult['event']['championship']>();
  const clubs = new Map<string, Omit<ClubStanding, 'rank'>>();
  for (const result of results) {
    if (!isMedalRound(result.event.round)) continue;
    const championship = result.event.championship;
    championships.set(championship.id, championship);
    if (championshipId && championship.id !== championshipId) continue;
    if (result.status !== 'finished' || result.rank === null || result.rank < 1) continue;
    const points = pointsFor(tableOf.get(championship.id), isRelayName(result.event.name), result.rank);
    const key = searchText(result.club);
    const club = clubs.get(key) ?? { club: result.club, points: 0, firsts: 0, seconds: 0, placings: 0 };
    club.points += points;
    if (result.rank === 1) club.firsts += 1;
    if (result.rank === 2) club.seconds += 1;
    if (points > 0) club.placings += 1;
    clubs.set(key, club);
  }
  const sorted = [...clubs.values()]
    .filter((c) => c.points > 0)
    .sort((a, b) => byStanding(a, b) || compareText(a.club, b.club));
  const standings: ClubStanding[] = [];
  sorted.forEach((club, i) => {
    const previous = standings[i - 1];
    const rank = previous && byStanding(previous, club) === 0 ? previous.rank : i + 1;
    standings.push({ rank, ...club });
  });
  return {
    championships: [...championships.values()],
    tables: [...championships.keys()].map(
      (id) => tableOf.get(id) ?? { championshipId: id, points: [...DEFAULT_CLUB_POINTS], relayPoints: [] },
    ),
    clubs: standings,
  };
}
