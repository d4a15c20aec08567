import type { ServerResponse } from 'node:http';
import type { RaceFrames } from './race-board';

// The pages' live race streams (/api/live/direct). The live-hub.ts of the change notices writes a
// notice built from the data version; this one writes the race board, prepared once per change: the
// same string to every socket. A stream is written the races' heads (names, clubs) when it opens and when
// they change, and otherwise the figures alone. A socket still full from the previous frame skips frames
// (each one replaces the previous) and gets the newest (with the heads if they changed meanwhile) when it
// drains: a slow phone never queues stale strokes.

interface Stream {
  res: ServerResponse;
  behind: boolean;
  /** The heads' generation this stream was last written. */
  heads: number;
}

export interface RaceStreamHubOptions {
  /** What the board holds when the hub starts (RaceBoard.current()). */
  initial: RaceFrames;
  maxStreams?: number;
  heartbeatMs?: number;
}

export class RaceStreamHub {
  private readonly streams = new Set<Stream>();
  private frames: RaceFrames;
  private headsGeneration = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly maxStreams: number;
  /** Changes written so far, and their bytes per stream (the bench reads them). */
  changes = 0;
  bytesPerStream = 0;

  constructor(options: RaceStreamHubOptions) {
    this.frames = options.initial;
    this.maxStreams = options.maxStreams ?? 20_000;
    this.heartbeat = setInterval(() => this.writeAll(':\n\n'), options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  get full(): boolean {
    return this.streams.size >= this.maxStreams;
  }

  open(res: ServerResponse): void {
    const stream: Stream = { res, behind: false, heads: this.headsGeneration };
    this.streams.add(stream);
    res.on('close', () => this.streams.delete(stream));
    res.on('drain', () => {
      if (!stream.behind) return;
      stream.behind = false;
      res.write(this.catchUp(stream));
    });
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 2000\n\n${this.frames.heads}${this.frames.figures}`);
  }

  /** A change, written to every stream: the heads and the figures when the heads changed, else the figures. */
  publish(frames: RaceFrames): void {
    this.frames = frames;
    if (frames.headsChanged) this.headsGeneration += 1;
    const text = frames.headsChanged ? frames.heads + frames.figures : frames.figures;
    this.changes += 1;
    this.bytesPerStream += Buffer.byteLength(text);
    this.writeAll(text, true);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const { res } of this.streams) res.end(`retry: ${2_000 + Math.floor(Math.random() * 5_000)}\n\n`);
    this.streams.clear();
  }

  private catchUp(stream: Stream): string {
    const text = stream.heads === this.headsGeneration ? this.frames.figures : this.frames.heads + this.frames.figures;
    stream.heads = this.headsGeneration;
    return text;
  }

  /**
   * A stream that is not behind has had every change so far, so the same text suits all of them; one that
   * is behind gets its catch-up when it drains.
   */
  private writeAll(text: string, change = false): void {
    for (const stream of this.streams) {
      if (stream.behind) continue;
      if (change) stream.heads = this.headsGeneration;
      if (!stream.res.write(text)) stream.behind = true;
    }
  }
}
