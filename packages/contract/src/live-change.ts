// The change a results write pushes to open pages, read without zod for the same reason as live-notice.ts:
// every results page listens to the stream and must not load the schema library to apply it.
import type { RaceResult, RaceSummary, ResultsBoard } from './result';

/** The SSE event name of a results change (the notice keeps LIVE_EVENT: pages that cannot apply this refetch on it). */
export const LIVE_RESULTS_EVENT = 'results';

/**
 * A ranking row that is new or changed, as a tuple (a phone receives every change: half the bytes of the
 * object): its place in the race's new ranking, then id, rank, athlete, category, club, time, status,
 * participantId of the row GET /api/results/races/{eventId} gives.
 */
export type LiveRow = [
  at: number,
  id: string,
  rank: number | null,
  athlete: string,
  category: string,
  club: string,
  time: string | null,
  status: RaceResult['status'],
  participantId: string | null,
];

/**
 * One race whose results changed: its summary as GET /api/results/races shows it, and its ranking as a
 * patch of the previous one: rows new or changed at their new place, ids gone. Rows not named keep their
 * order around them, so the page rebuilds the whole ranking without sorting.
 */
export interface LiveRaceChange {
  summary: RaceSummary;
  /** Both absent when the patch would be too long to push to every phone (a whole race published): the race page refetches its ranking. */
  rows?: LiveRow[];
  gone?: string[];
}

/**
 * Prepared once per write from the difference between the results board before and after it, and written
 * as the same bytes to every stream. Sent only when the write changed nothing but results (rankings,
 * counts, podiums, provisional/official): anything else goes out as a notice. `version` and
 * `changedMsAgo` are the notice's.
 */
export interface LiveResultsChange {
  version: number;
  changedMsAgo: number;
  races: LiveRaceChange[];
  /** Races that no longer have results (left the board). */
  removed: string[];
  /** The board's championships and key figures after the write: '' for all championships, then per championship touched. */
  championships: ResultsBoard['championships'];
  stats: Record<string, ResultsBoard['stats']>;
  /** Other public data changed in the same broadcast (writes made together): pages refetch it as on a notice. */
  others?: true;
}

const count = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The change a message's data carries, or null when it is not one (then the page treats it as a notice). */
export function readLiveResultsChange(data: unknown): LiveResultsChange | null {
  if (!isObject(data)) return null;
  const { version, changedMsAgo, races, removed, championships, stats } = data;
  if (!count(version) || !count(changedMsAgo) || !Array.isArray(races) || !Array.isArray(removed)) return null;
  if (!Array.isArray(championships) || !isObject(stats)) return null;
  const wellFormed = races.every(
    (r) =>
      isObject(r) &&
      isObject(r.summary) &&
      typeof r.summary.id === 'string' &&
      Array.isArray(r.summary.podium) &&
      (r.rows === undefined ||
        (Array.isArray(r.rows) &&
          r.rows.every((row) => Array.isArray(row) && row.length === 9 && count(row[0])) &&
          Array.isArray(r.gone))),
  );
  if (!wellFormed || !removed.every((id) => typeof id === 'string')) return null;
  return data as unknown as LiveResultsChange;
}

/** A ranking row of the patch as the race page holds it. */
export const liveRowResult = (
  [, id, rank, athlete, category, club, time, status, participantId]: LiveRow,
  eventId: string,
): RaceResult => ({
  id,
  eventId,
  rank,
  athlete,
  category,
  club,
  time,
  status,
  participantId,
});

/**
 * The race's new ranking from the one the page holds and the patch; null when they do not fit together
 * (the page missed a change, or read the race at another moment): the page then refetches it.
 */
export function patchRanking(ranking: readonly RaceResult[], change: LiveRaceChange): RaceResult[] | null {
  if (!change.rows || !change.gone) return null;
  const replaced = new Set([...change.gone, ...change.rows.map((row) => row[1])]);
  const kept = ranking.filter((row) => !replaced.has(row.id));
  const next: (RaceResult | undefined)[] = new Array(change.summary.count);
  if (kept.length + change.rows.length !== next.length) return null;
  for (const row of change.rows ?? []) {
    if (row[0] >= next.length || next[row[0]]) return null;
    next[row[0]] = liveRowResult(row, change.summary.id);
  }
  let from = 0;
  for (let i = 0; i < next.length; i++) if (!next[i]) next[i] = kept[from++];
  return next as RaceResult[];
}
