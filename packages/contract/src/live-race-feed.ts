// The bridge → site feed and the view the pages read, without zod (the bridge's single file and the
// pages' bundles read them; live-race.ts holds the schemas the ingest validates with).
import {
  type ErgRaceMessage,
  FINISHED_STATES,
  type LiveBoat,
  type LiveDefinition,
  type LiveLaneFigures,
  type LiveRaceState,
  stateName,
} from './live-race-reader';

/** Where the bridge posts, and the stream the pages open. */
export const LIVE_RACE_FEED_PATH = '/api/live/feed';
export const LIVE_RACE_STREAM_PATH = '/api/live/direct';
export const LIVE_RACE_EVENT = 'race';

/** What the bridge sends: the race's latest state only, each lane once, never a backlog of strokes. */
export interface LiveFeedBody {
  race: LiveDefinition | null;
  state: number | null;
  clock: number | null;
  lanes: LiveLaneFigures[];
}

/**
 * The latest state of ErgRace's feed: a new race definition starts afresh, each `race_data` overwrites
 * its lanes' figures. `changed` says whether something new came since the last `take()`.
 */
export class LiveFeedState {
  private race: LiveDefinition | null = null;
  private state: number | null = null;
  private clock: number | null = null;
  private readonly lanes = new Map<number, LiveLaneFigures>();
  changed = false;

  /** The state's number when this message changed it (the bridge prints one line then). */
  apply(message: ErgRaceMessage): { newRace: boolean; newState: number | null } {
    let newRace = false;
    let newState: number | null = null;
    if (message.definition && message.definition.name !== this.race?.name) {
      this.lanes.clear();
      this.state = null;
      this.clock = null;
      newRace = true;
    }
    if (message.definition) this.race = message.definition;
    if (message.state !== undefined && message.state !== this.state) {
      this.state = message.state;
      newState = message.state;
      // A false start or a new start: the figures of the aborted attempt are not the race's.
      if (stateName(message.state) === 'row') this.lanes.clear();
    }
    if (message.clock !== undefined) this.clock = message.clock;
    for (const lane of message.lanes ?? []) this.lanes.set(lane.lane, lane);
    this.changed ||= newRace || newState !== null || message.clock !== undefined || Boolean(message.lanes);
    return { newRace, newState };
  }

  take(): LiveFeedBody {
    this.changed = false;
    return {
      race: this.race,
      state: this.state,
      clock: this.clock,
      lanes: [...this.lanes.values()].sort((a, b) => a.lane - b.lane),
    };
  }
}

export interface LiveLaneView {
  lane: number;
  position: number;
  name: string;
  club: string;
  meters: number;
  pace: number | null;
  spm: number | null;
  /** 0 to 1: meters of the distance, or time of the time cap. */
  progress: number;
}

export interface LiveRaceView {
  /** The race definition's name: one race in progress per name. */
  key: string;
  name: string;
  /** The programme event the name matched, for the race page's link; null when none did. */
  eventId: string | null;
  state: LiveRaceState | null;
  clock: number | null;
  duration: number;
  durationType: 'distance' | 'time';
  finished: boolean;
  /** Official results imported for the event: the provisional order links to them. */
  official: boolean;
  lanes: LiveLaneView[];
}

export interface LiveBoard {
  races: LiveRaceView[];
}

/** What the site knows of a race's start list, by lane (the programme wins over the race computer's typing). */
export interface LiveStartList {
  eventId: string;
  boats: LiveBoat[];
  official: boolean;
}

const progressOf = (body: LiveFeedBody, lane: LiveLaneFigures): number => {
  const duration = body.race?.duration ?? 0;
  if (duration <= 0) return 0;
  const done = body.race?.durationType === 'time' ? (lane.time ?? body.clock ?? 0) : lane.meters;
  return Math.min(1, Math.max(0, done / duration));
};

/** The page's view of a race: lanes named from the start list, ordered by position, then metres. */
export function liveRaceView(body: LiveFeedBody & { race: LiveDefinition }, start: LiveStartList | null): LiveRaceView {
  const boats = new Map((start?.boats ?? body.race.boats).map((b) => [b.lane, b]));
  const fallback = new Map(body.race.boats.map((b) => [b.lane, b]));
  const state = stateName(body.state);
  const lanes = body.lanes
    .filter((l) => boats.has(l.lane) || fallback.has(l.lane))
    .map((figures) => {
      const boat = boats.get(figures.lane) ?? fallback.get(figures.lane);
      return {
        lane: figures.lane,
        position: figures.position ?? 0,
        name: boat?.name ?? '',
        club: boat?.club ?? '',
        meters: Math.round(figures.meters),
        pace: figures.pace === null ? null : Math.round(figures.pace * 10) / 10,
        spm: figures.spm === null ? null : Math.round(figures.spm),
        progress: Math.round(progressOf(body, figures) * 1000) / 1000,
      };
    })
    .sort((a, b) => (a.position || 999) - (b.position || 999) || b.meters - a.meters || a.lane - b.lane)
    .map((lane, i) => ({ ...lane, position: i + 1 }));
  return {
    key: body.race.name,
    name: body.race.name,
    eventId: start?.eventId ?? null,
    state,
    clock: body.clock,
    duration: body.race.duration,
    durationType: body.race.durationType,
    finished: state !== null && FINISHED_STATES.includes(state),
    official: start?.official ?? false,
    lanes,
  };
}

/** `1:45.3` from seconds per 500 m. */
export function formatPace(seconds: number | null): string {
  if (seconds === null || seconds <= 0) return '–';
  const tenths = Math.round(seconds * 10);
  const m = Math.floor(tenths / 600);
  const s = (tenths % 600) / 10;
  return `${m}:${s < 10 ? '0' : ''}${s.toFixed(1)}`;
}
