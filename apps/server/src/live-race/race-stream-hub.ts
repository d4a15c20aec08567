import type { ServerResponse } from 'node:http';

// The pages' live race streams (/api/live/direct). The live-hub.ts of the change notices writes a
// notice built from the data version; this one writes the race board, prepared once per change: the
// same string to every socket. A socket still full from the previous frame skips frames (each one
// replaces the previous) and gets the newest when it drains: a slow phone never queues stale strokes.

interface Stream {
  res: ServerResponse;
  behind: boolean;
}

export interface RaceStreamHubOptions {
  maxStreams?: number;
  heartbeatMs?: number;
}

export class RaceStreamHub {
  private readonly streams = new Set<Stream>();
  private frame = '';
  private readonly heartbeat: NodeJS.Timeout;
  private readonly maxStreams: number;
  /** Frames written so far, and their bytes per stream (the bench reads them). */
  frames = 0;
  bytesPerStream = 0;

  constructor(options: RaceStreamHubOptions = {}) {
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
    const stream: Stream = { res, behind: false };
    this.streams.add(stream);
    res.on('close', () => this.streams.delete(stream));
    res.on('drain', () => {
      if (!stream.behind) return;
      stream.behind = false;
      res.write(this.frame);
    });
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 2000\n\n${this.frame}`);
  }

  /** The new board, as one SSE frame written to every stream. */
  publish(frame: string): void {
    this.frame = frame;
    this.frames += 1;
    this.bytesPerStream += Buffer.byteLength(frame);
    this.writeAll(frame);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const { res } of this.streams) res.end(`retry: ${2_000 + Math.floor(Math.random() * 5_000)}\n\n`);
    this.streams.clear();
  }

  private writeAll(text: string): void {
    for (const stream of this.streams) {
      if (stream.behind) continue;
      if (!stream.res.write(text)) stream.behind = true;
    }
  }
}
