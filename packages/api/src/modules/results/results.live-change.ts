import type { LiveRaceChange, LiveResultsChange, LiveRow, RaceSummary, Result, ResultsBoard } from '@app/contract';
import { board, type PublicReads, publicList } from './results.service';

/** The fields a results write moves in a race's summary; any other difference is a programme change. */
const sameRace = (a: RaceSummary, b: RaceSummary): boolean =>
  a.name === b.name &&
  a.nameEn === b.nameEn &&
  a.date === b.date &&
  a.time === b.time &&
  a.category === b.category &&
  a.championshipId === b.championshipId &&
  a.round === b.round;

const rowOf = (at: number, r: Result): LiveRow => [
  at,
  r.id,
  r.rank,
  r.athlete,
  r.category,
  r.club,
  r.time,
  r.status,
  r.participantId,
];
/** What a page shows of a row (its race aside): a row is changed when this differs. */
const shown = (r: Result): string => JSON.stringify(rowOf(0, r).slice(1));

/**
 * A ranking patch rides in the change only below this (JSON bytes): every phone receives every change, and
 * the target is 2 kB per published result with the summary. A correction or a few rows fit; a whole race
 * published (about 37 rows at the real size, 5 to 6 kB) goes as its summary, and only the pages of that
 * race refetch its ranking.
 */
const PATCH_MAX_BYTES = 700;

type Change = Omit<LiveResultsChange, 'version' | 'changedMsAgo'>;

interface Snapshot {
  board: ResultsBoard;
  /** Public results by race, in ranking order (the public list's order within a race). */
  rows: Map<string, Result[]>;
}

async function snapshot(deps: PublicReads): Promise<Snapshot> {
  const [current, results] = await Promise.all([board(deps, undefined), publicList(deps, undefined)]);
  const rows = new Map<string, Result[]>();
  for (const r of results) {
    const list = rows.get(r.eventId);
    if (list) list.push(r);
    else rows.set(r.eventId, [r]);
  }
  return { board: current, rows };
}

/** A race's ranking as a patch of the previous one: the rows new or changed at their new place, the ids gone. */
function patch(summary: RaceSummary, before: readonly Result[], after: readonly Result[]): LiveRaceChange {
  const old = new Map(before.map((r) => [r.id, shown(r)]));
  const rows = after.flatMap((r, at) => (old.get(r.id) === shown(r) ? [] : [rowOf(at, r)]));
  const present = new Set(after.map((r) => r.id));
  const gone = before.filter((r) => !present.has(r.id)).map((r) => r.id);
  return JSON.stringify(rows).length + JSON.stringify(gone).length <= PATCH_MAX_BYTES
    ? { summary, rows, gone }
    : { summary };
}

/**
 * What open pages need after a write, worked out once per broadcast (not per stream) by comparing the
 * public results board and rankings with those of the previous broadcast (both cached public reads the
 * pages would make anyway). Each process keeps its own previous snapshot and reads the new one from the
 * shared database, so a write made on another process gives the same change here. Undefined (the page
 * then refetches on a notice) when there is no previous snapshot, when the board did not change (the
 * write was about something else), or when it changed beyond results (a race renamed or moved).
 */
export class ResultsChanges {
  private previous: Snapshot | undefined;

  constructor(private readonly deps: PublicReads) {}

  /** Reads what the first change is compared to (at start, before any write). */
  async prime(): Promise<void> {
    this.previous ??= await snapshot(this.deps);
  }

  async next(): Promise<Change | undefined> {
    const before = this.previous;
    const after = await snapshot(this.deps);
    this.previous = after;
    if (!before) return undefined;
    const old = new Map(before.board.races.map((r) => [r.id, r]));
    const races: LiveRaceChange[] = [];
    for (const summary of after.board.races) {
      const was = old.get(summary.id);
      old.delete(summary.id);
      if (was && !sameRace(was, summary)) return undefined;
      const previousRows = before.rows.get(summary.id) ?? [];
      const race = patch(summary, previousRows, after.rows.get(summary.id) ?? []);
      if (
        !was ||
        !race.rows ||
        race.rows.length ||
        race.gone?.length ||
        JSON.stringify(was) !== JSON.stringify(summary)
      )
        races.push(race);
    }
    const removed = [...old.values()];
    if (races.length === 0 && removed.length === 0) return undefined;
    const stats: Change['stats'] = { '': after.board.stats };
    for (const id of new Set(
      [...races, ...removed.map((summary) => ({ summary }))].map((r) => r.summary.championshipId),
    ))
      stats[id] = (await board(this.deps, id)).stats;
    return { races, removed: removed.map((r) => r.id), championships: after.board.championships, stats };
  }
}
