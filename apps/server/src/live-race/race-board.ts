import {
  LIVE_RACE_EVENT,
  LIVE_RACE_HEAD_EVENT,
  type LiveBoard,
  type LiveRaceView,
  splitLiveBoard,
} from '@app/contract';

// The races in progress, in this process's memory: each view (from a post to this process, or to another
// one through the signals) replaces its race's, unless an older version comes late. Changes are published
// at most every `throttleMs`, serialised once: the heads (names and clubs) only when they changed, the
// figures every time. A race leaves the board when nothing came for `staleMs`.

/** One change as the streams write it: `heads` is the current heads' event, `figures` the new figures'. */
export interface RaceFrames {
  heads: string;
  figures: string;
  /** The heads differ from the previous change's: they go out with these figures. */
  headsChanged: boolean;
}

export interface RaceBoardOptions {
  publish: (frames: RaceFrames) => void;
  throttleMs?: number;
  staleMs?: number;
  now?: () => number;
}

interface Held {
  view: LiveRaceView;
  version: number;
  at: number;
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class RaceBoard {
  private readonly races = new Map<string, Held>();
  private readonly throttleMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;
  private scheduled: NodeJS.Timeout | undefined;
  private lastAt = Number.NEGATIVE_INFINITY;
  private frames: RaceFrames = {
    heads: sse(LIVE_RACE_HEAD_EVENT, { races: [] }),
    figures: sse(LIVE_RACE_EVENT, { races: [] }),
    headsChanged: false,
  };

  constructor(private readonly options: RaceBoardOptions) {
    this.throttleMs = options.throttleMs ?? 100;
    this.staleMs = options.staleMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** A race's newest view, of `version` (LiveRaceSignal): an older one than held is dropped. */
  accept(view: LiveRaceView, version: number): void {
    const held = this.races.get(view.key);
    if (held && held.version >= version) return;
    this.races.set(view.key, { view, version, at: this.now() });
    this.changed();
  }

  board(): LiveBoard {
    const limit = this.now() - this.staleMs;
    for (const [key, held] of this.races) if (held.at < limit) this.races.delete(key);
    return { races: [...this.races.values()].sort((a, b) => b.at - a.at).map((h) => h.view) };
  }

  /** What a stream opening now is written: the heads, then the latest figures. */
  current(): RaceFrames {
    return this.frames;
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
    const { heads, figures } = splitLiveBoard(this.board());
    const headsText = sse(LIVE_RACE_HEAD_EVENT, heads);
    this.frames = {
      heads: headsText,
      figures: sse(LIVE_RACE_EVENT, figures),
      headsChanged: headsText !== this.frames.heads,
    };
    this.options.publish(this.frames);
  }
}
