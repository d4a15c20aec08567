// ErgRace's live feed as the bridge reads it, without zod: the bridge is bundled into one file run by a
// bare `node` on the race computer, and the pages read the same names. The feed is not documented
// officially (shared/race-files.md): numbers may come as strings, `{}` means nothing, unknown keys are
// ignored, and a message may carry several keys at once. What cannot be read is dropped, never guessed.

/** ErgRace's 14 race states, by their number in `race_status.state`. */
export const ERGRACE_STATES = {
  1: 'warmup',
  2: 'stop_rowing',
  3: 'ready',
  4: 'sit_ready',
  5: 'attention',
  6: 'row',
  7: 'false_start',
  8: 'technical_hold',
  9: 'running',
  10: 'aborted',
  11: 'complete',
  12: 'final_results',
  13: 'inactive',
  14: 'exchange',
} as const;

export type LiveRaceState = (typeof ERGRACE_STATES)[keyof typeof ERGRACE_STATES];

export const LIVE_RACE_STATES = Object.values(ERGRACE_STATES) as LiveRaceState[];

/** The states after which the finish order stands (provisional until the results file is imported). */
export const FINISHED_STATES: readonly LiveRaceState[] = ['complete', 'final_results'];

export interface LiveBoat {
  lane: number;
  name: string;
  club: string;
}

export interface LiveDefinition {
  /** `name_long`: the programme's race name, as the site's `.rac2` wrote it. */
  name: string;
  eventName: string;
  raceType: 'individual' | 'relay' | 'team';
  /** Metres for a distance race, seconds for a time race. */
  duration: number;
  durationType: 'distance' | 'time';
  boats: LiveBoat[];
}

/** One lane's latest figures. `pace` is seconds per 500 m; `time` the lane's seconds rowed. */
export interface LiveLaneFigures {
  lane: number;
  meters: number;
  pace: number | null;
  spm: number | null;
  position: number | null;
  time: number | null;
}

export interface ErgRaceMessage {
  definition?: LiveDefinition;
  state?: number;
  /** The race clock, seconds. */
  clock?: number;
  lanes?: LiveLaneFigures[];
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number, from a number or a numeric string (`"1234.5"`, `" 12 "`); null otherwise. */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const EMPTY = /^(empty|lane \d+)?$/i;

/**
 * Seconds per 500 m. The unit is not documented: a pace over 10 minutes per 500 m is not rowing, so a
 * value above 600 is read as tenths (as in the results file's splits).
 */
export function readPace(value: unknown): number | null {
  const n = readNumber(value);
  if (n === null || n <= 0) return null;
  return n > 600 ? n / 10 : n;
}

function readDefinition(raw: unknown): LiveDefinition | undefined {
  if (!isObj(raw)) return undefined;
  const name = text(raw.name_long) || text(raw.name_short);
  if (!name) return undefined;
  const boats: LiveBoat[] = [];
  for (const boat of Array.isArray(raw.boats) ? raw.boats : []) {
    if (!isObj(boat)) continue;
    const lane = readNumber(boat.lane_number);
    const boatName = text(boat.name);
    if (lane === null || !Number.isInteger(lane) || lane < 1 || EMPTY.test(boatName)) continue;
    boats.push({ lane, name: boatName, club: text(boat.affiliation) });
  }
  const type = text(raw.race_type);
  const durationType = text(raw.duration_type);
  return {
    name,
    eventName: text(raw.event_name),
    raceType: type === 'relay' || type === 'team' ? type : 'individual',
    duration: readNumber(raw.duration) ?? 0,
    durationType: durationType === 'time' ? 'time' : 'distance',
    boats,
  };
}

function readLane(raw: unknown): LiveLaneFigures | undefined {
  if (!isObj(raw)) return undefined;
  const lane = readNumber(raw.lane);
  const meters = readNumber(raw.meters);
  if (lane === null || !Number.isInteger(lane) || lane < 1 || meters === null || meters < 0) return undefined;
  const position = readNumber(raw.position);
  const spm = readNumber(raw.spm);
  return {
    lane,
    meters,
    pace: readPace(raw.pace),
    spm: spm !== null && spm >= 0 ? spm : null,
    position: position !== null && position >= 1 ? Math.round(position) : null,
    time: readNumber(raw.time),
  };
}

/** What a message says, or null when it says nothing we read (`{}`, a `race_results`, garbage). */
export function readErgRaceMessage(raw: unknown): ErgRaceMessage | null {
  if (!isObj(raw)) return null;
  const message: ErgRaceMessage = {};
  const definition = readDefinition(raw.race_definition);
  if (definition) message.definition = definition;
  if (isObj(raw.race_status)) {
    const state = readNumber(raw.race_status.state);
    if (state !== null && state in ERGRACE_STATES) message.state = state;
  }
  if (isObj(raw.race_data)) {
    const clock = readNumber(raw.race_data.time);
    if (clock !== null) message.clock = clock;
    const lanes = (Array.isArray(raw.race_data.data) ? raw.race_data.data : []).flatMap((l) => readLane(l) ?? []);
    if (lanes.length > 0) message.lanes = lanes;
  }
  return Object.keys(message).length > 0 ? message : null;
}

/** The state's name, or null for a number ErgRace does not use. */
export const stateName = (state: number | null | undefined): LiveRaceState | null =>
  state != null && state in ERGRACE_STATES ? ERGRACE_STATES[state as keyof typeof ERGRACE_STATES] : null;
