import type { ServerResponse } from 'node:http';
import { LIVE_EVENT, type LiveNotice } from '@app/contract';

export interface LiveHubOptions {
  /** The current data version (PublicCache in @app/api). */
  version: () => number;
  /** At most one broadcast per this many ms: an import's burst of writes makes one notice. */
  throttleMs?: number;
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs?: number;
  /** A reader whose socket has not drained for this long is dropped (it reconnects when it can read). */
  stuckMs?: number;
  maxStreams?: number;
  now?: () => number;
}

interface Stream {
  res: ServerResponse;
  /** A notice was skipped because the socket was full: the latest one is written on drain. */
  behind: boolean;
  blockedSince: number;
}

/** How long the browser waits before reconnecting after a drop; spread on shutdown (see close). */
const RETRY_MS = 2_000;

/**
 * The open change streams of one process. A change is serialised once and the same string is written to
 * every socket: no query, no allocation and no timer per connection beyond its response object and one
 * drain listener. A slow reader never buffers more than one notice: while its socket is full, notices are
 * skipped (each one supersedes the previous) and the latest is written when it drains.
 */
export class LiveHub {
  private readonly streams = new Set<Stream>();
  /** Event ids name the process too, so that after a restart (versions start again at 0) no id matches. */
  private readonly boot = Date.now().toString(36);
  private readonly throttleMs: number;
  private readonly stuckMs: number;
  private readonly maxStreams: number;
  private readonly now: () => number;
  private readonly heartbeat: NodeJS.Timeout;
  private lastChangeAt: number;
  private lastBroadcastAt = Number.NEGATIVE_INFINITY;
  private scheduled: NodeJS.Timeout | undefined;
  private closed = false;
  /** Broadcasts sent so far (tests and the load script check that one write makes one). */
  broadcasts = 0;

  constructor(private readonly options: LiveHubOptions) {
    this.throttleMs = options.throttleMs ?? 200;
    this.stuckMs = options.stuckMs ?? 60_000;
    this.maxStreams = options.maxStreams ?? 20_000;
    this.now = options.now ?? Date.now;
    this.lastChangeAt = this.now();
    this.heartbeat = setInterval(() => this.writeAll(':\n\n'), options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  hasRoom(): boolean {
    return !this.closed && this.streams.size < this.maxStreams;
  }

  /** Starts the stream; a reader coming back with the current id gets nothing until the next change. */
  open(res: ServerResponse, lastEventId: string | undefined): void {
    const stream: Stream = { res, behind: false, blockedSince: 0 };
    this.streams.add(stream);
    res.on('close', () => this.streams.delete(stream));
    res.on('drain', () => {
      stream.blockedSince = 0;
      if (!stream.behind) return;
      stream.behind = false;
      res.write(this.frame());
    });
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx would otherwise hold the notices in its buffer.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n\n`);
    if (lastEventId !== this.eventId()) res.write(this.frame());
  }

  /** Told on every admin write; broadcasts at once, or at the end of the throttle window. */
  changed(): void {
    this.lastChangeAt = this.now();
    if (this.scheduled || this.closed) return;
    const wait = this.lastBroadcastAt + this.throttleMs - this.now();
    if (wait <= 0) {
      this.broadcast();
      return;
    }
    this.scheduled = setTimeout(() => {
      this.scheduled = undefined;
      this.broadcast();
    }, wait);
    this.scheduled.unref();
  }

  /**
   * Ends every stream (SIGTERM): an open stream is a request in flight and would hold the exit until the
   * grace period cuts it. Each browser is told a different reconnection delay so that thousands do not
   * come back at the same moment to the next process.
   */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.scheduled);
    for (const { res } of this.streams) res.end(`retry: ${RETRY_MS + Math.floor(Math.random() * 5_000)}\n\n`);
    this.streams.clear();
  }

  private eventId(): string {
    return `${this.boot}-${this.options.version()}`;
  }

  private frame(): string {
    const notice: LiveNotice = { version: this.options.version(), changedMsAgo: Math.max(0, this.now() - this.lastChangeAt) };
    return `id: ${this.eventId()}\nevent: ${LIVE_EVENT}\ndata: ${JSON.stringify(notice)}\n\n`;
  }

  private broadcast(): void {
    this.lastBroadcastAt = this.now();
    this.broadcasts += 1;
    this.writeAll(this.frame(), true);
  }

  private writeAll(text: string, notice = false): void {
    const now = this.now();
    for (const stream of this.streams) {
      if (!stream.res.writableNeedDrain) {
        stream.res.write(text);
        continue;
      }
      if (stream.blockedSince === 0) stream.blockedSince = now;
      else if (now - stream.blockedSince > this.stuckMs) stream.res.destroy();
      if (notice) stream.behind = true;
    }
  }
}
