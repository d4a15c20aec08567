import {
  LIVE_RACE_EVENT,
  type LiveBoard,
  type LiveDefinition,
  type LiveFeedBody,
  type LiveRaceView,
  type LiveStartList,
  liveRaceView,
} from '@app/contract';

// The races in progress, in this process's memory: each bridge post replaces its race's state (the
// bridge sends the whole latest state, never a delta). Changes are published at most every
// `throttleMs`, as one prepared frame. A race leaves the board when nothing came for `staleMs`.

export interface RaceBoardOptions {
  publish: (frame: string, board: LiveBoard) => void;
  throttleMs?: number;
  staleMs?: number;
  now?: () => number;
}

interface Held {
  view: LiveRaceView;
  at: number;
}

export class RaceBoard {
  private readonly races = new Map<string, Held>();
  private readonly throttleMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;
  private scheduled: NodeJS.Timeout | undefined;
  private lastAt = Number.NEGATIVE_INFINITY;
  private frameText = `event: ${LIVE_RACE_EVENT}\ndata: {"races":[]}\n\n`;

  constructor(private readonly options: RaceBoardOptions) {
    this.throttleMs = options.throttleMs ?? 100;
    this.staleMs = options.staleMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The newest state of a race, named from its start list when the programme has it. */
  ingest(body: LiveFeedBody & { race: LiveDefinition }, start: LiveStartList | null): void {
    this.races.set(body.race.name, { view: liveRaceView(body, start), at: this.now() });
    this.changed();
  }

  board(): LiveBoard {
    const limit = this.now() - this.staleMs;
    for (const [key, held] of this.races) if (held.at < limit) this.races.delete(key);
    return { races: [...this.races.values()].sort((a, b) => b.at - a.at).map((h) => h.view) };
  }

  frame(): string {
    return this.frameText;
  }

  close(): void {
    clearTimeout(this.scheduled);
  }

  private changed(): void {
    if (this.scheduled) return;
    const wait = this.lastAt + this.throttleMs - this.now();
    if (wait <= 0) {
      this.flush();
      return;
    }
    this.scheduled = setTimeout(() => {
      this.scheduled = undefined;
      this.flush();
    }, wait);
    this.scheduled.unref();
  }

  private flush(): void {
    this.lastAt = this.now();
    const board = this.board();
    this.frameText = `event: ${LIVE_RACE_EVENT}\ndata: ${JSON.stringify(board)}\n\n`;
    this.options.publish(this.frameText, board);
  }
}
