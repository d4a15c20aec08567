// What /api/live/direct writes, in two parts so that a frame carries figures only. A race's head (its name,
// distance and the lanes' names and clubs joined from the start list) is sent when the race comes or
// changes, and to each stream on connect; every change then sends the figures alone, one array per lane.
// For 60 lanes a figures frame is about a fifth of the whole board (tests/load/live-race-bench.ts prints
// both). Zod-free like live-race-feed.ts: the pages' bundles read it.
import type { LiveBoard, LiveLaneView, LiveRaceView } from './live-race-feed';
import { FINISHED_STATES, LIVE_RACE_STATES, type LiveRaceState } from './live-race-reader';

/** The event of the heads; the figures go as LIVE_RACE_EVENT. */
export const LIVE_RACE_HEAD_EVENT = 'race-head';

/** `[lane, name, club]`. */
export type LiveHeadBoat = [number, string, string];

export interface LiveRaceHead {
  key: string;
  name: string;
  eventId: string | null;
  duration: number;
  durationType: 'distance' | 'time';
  official: boolean;
  boats: LiveHeadBoat[];
}

export interface LiveHeads {
  races: LiveRaceHead[];
}

/** `[lane, position, meters, pace, spm, progress]`, the lanes in finishing order. */
export type LiveLaneRow = [number, number, number, number | null, number | null, number];

export interface LiveRaceFigures {
  key: string;
  state: LiveRaceState | null;
  clock: number | null;
  lanes: LiveLaneRow[];
}

export interface LiveFigures {
  races: LiveRaceFigures[];
}

/** The board as its heads and its figures (the server serialises each once per change). */
export function splitLiveBoard(board: LiveBoard): { heads: LiveHeads; figures: LiveFigures } {
  return {
    // In the order of their keys: the heads' text changes only when a race comes, goes or is renamed.
    heads: {
      races: [...board.races]
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map((race) => ({
          key: race.key,
          name: race.name,
          eventId: race.eventId,
          duration: race.duration,
          durationType: race.durationType,
          official: race.official,
          boats: race.lanes.map((l): LiveHeadBoat => [l.lane, l.name, l.club]).sort((a, b) => a[0] - b[0]),
        })),
    },
    figures: {
      races: board.races.map((race) => ({
        key: race.key,
        state: race.state,
        clock: race.clock,
        lanes: race.lanes.map((l): LiveLaneRow => [l.lane, l.position, l.meters, l.pace, l.spm, l.progress]),
      })),
    },
  };
}

/** The board the pages show: each race of the figures named from its head (a race with no head yet waits). */
export function joinLiveBoard(heads: LiveHeads, figures: LiveFigures): LiveBoard {
  const byKey = new Map(heads.races.map((h) => [h.key, h]));
  const races: LiveRaceView[] = [];
  for (const race of figures.races) {
    const head = byKey.get(race.key);
    if (!head) continue;
    const boats = new Map(head.boats.map((b) => [b[0], b]));
    const lanes = race.lanes.map(
      ([lane, position, meters, pace, spm, progress]): LiveLaneView => ({
        lane,
        position,
        name: boats.get(lane)?.[1] ?? '',
        club: boats.get(lane)?.[2] ?? '',
        meters,
        pace,
        spm,
        progress,
      }),
    );
    races.push({
      key: race.key,
      name: head.name,
      eventId: head.eventId,
      state: race.state,
      clock: race.clock,
      duration: head.duration,
      durationType: head.durationType,
      finished: race.state !== null && FINISHED_STATES.includes(race.state),
      official: head.official,
      lanes,
    });
  }
  return { races };
}

const isObj = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const num = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const numOrNull = (value: unknown): value is number | null => value === null || num(value);

/** The heads a stream message carries, or null when it is not that (then the page ignores it). */
export function readLiveHeads(data: unknown): LiveHeads | null {
  if (!isObj(data) || !Array.isArray(data.races)) return null;
  const races = data.races.filter(
    (r): r is LiveRaceHead =>
      isObj(r) &&
      typeof r.key === 'string' &&
      typeof r.name === 'string' &&
      num(r.duration) &&
      Array.isArray(r.boats) &&
      r.boats.every((b) => Array.isArray(b) && num(b[0]) && typeof b[1] === 'string' && typeof b[2] === 'string'),
  );
  return { races };
}

/** The figures a stream message carries; a lane that is not six numbers is left out. */
export function readLiveFigures(data: unknown): LiveFigures | null {
  if (!isObj(data) || !Array.isArray(data.races)) return null;
  const races: LiveRaceFigures[] = [];
  for (const r of data.races) {
    if (!isObj(r) || typeof r.key !== 'string' || !Array.isArray(r.lanes)) continue;
    const state = LIVE_RACE_STATES.includes(r.state as LiveRaceState) ? (r.state as LiveRaceState) : null;
    const lanes = r.lanes.filter(
      (l): l is LiveLaneRow =>
        Array.isArray(l) && num(l[0]) && num(l[1]) && num(l[2]) && numOrNull(l[3]) && numOrNull(l[4]) && num(l[5]),
    );
    races.push({ key: r.key, state, clock: num(r.clock) ? r.clock : null, lanes });
  }
  return { races };
}
