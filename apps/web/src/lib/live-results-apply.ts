import { type LiveResultsChange, patchRanking, type RacePage, type ResultsBoard } from '@app/contract';
import type { Query, QueryClient } from '@tanstack/react-query';

type RaceSummary = ResultsBoard['races'][number];

/** A tRPC query key: [['results', 'races'], { input, type }]. */
const pathOf = (query: Query): string => {
  const path = query.queryKey[0];
  return Array.isArray(path) ? path.join('.') : '';
};
const inputOf = (query: Query): Record<string, unknown> => {
  const meta = query.queryKey[1] as { input?: Record<string, unknown> } | undefined;
  return meta?.input ?? {};
};

// The board lists races in the order of the public results: date, time, then race id.
const before = (a: RaceSummary, b: RaceSummary) =>
  a.date !== b.date ? a.date < b.date : a.time !== b.time ? a.time < b.time : a.id < b.id;

function boardWith(board: ResultsBoard, change: LiveResultsChange, championshipId: string): ResultsBoard | null {
  const stats = change.stats[championshipId];
  if (!stats) return null;
  const changed = new Map(change.races.map((r) => [r.summary.id, r.summary]));
  const gone = new Set(change.removed);
  const races = board.races.filter((r) => !gone.has(r.id)).map((r) => changed.get(r.id) ?? r);
  const shown = new Set(races.map((r) => r.id));
  for (const summary of changed.values()) {
    if (shown.has(summary.id) || (championshipId && summary.championshipId !== championshipId)) continue;
    const at = races.findIndex((r) => before(summary, r));
    races.splice(at === -1 ? races.length : at, 0, summary);
  }
  return { championships: change.championships, races, stats };
}

function raceWith(page: RacePage, change: LiveResultsChange): RacePage | null {
  if (change.removed.includes(page.race.id)) return null;
  const race = change.races.find((r) => r.summary.id === page.race.id);
  if (!race) return page;
  const ranking = patchRanking(page.ranking, race);
  return ranking && { ...page, race: { ...page.race, resultsState: race.summary.resultsState }, ranking };
}

/** Reads built from the results: « Mes suivis » shows the followed athletes' latest results. */
const dependsOnResults = (path: string) => path.startsWith('results.') || path.startsWith('follows.');

/**
 * Applies a results change in place to the board and race pages held (setQueryData: no request), and
 * returns the queries it could not apply, to refetch: the other results reads (athlete, medals, search),
 * a board or a race whose held data does not fit the patch. Reads outside results are left alone.
 */
export function applyResultsChange(queryClient: QueryClient, change: LiveResultsChange): (query: Query) => boolean {
  const applied = new Set<string>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    // Nothing held yet (or an error): the query's own fetch brings the new data.
    if (typeof data !== 'object' || data === null) continue;
    const path = pathOf(query);
    const next =
      path === 'results.races'
        ? boardWith(data as ResultsBoard, change, String(inputOf(query).championshipId ?? ''))
        : path === 'results.race'
          ? raceWith(data as RacePage, change)
          : null;
    if (!next) continue;
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
    applied.add(query.queryHash);
  }
  if (change.others) return (query) => !applied.has(query.queryHash);
  return (query) => dependsOnResults(pathOf(query)) && !applied.has(query.queryHash);
}
