import type { ServerResponse } from 'node:http';
import { LIVE_EVENT, LIVE_RESULTS_EVENT, type LiveNotice, type LiveResultsChange } from '@app/contract';

/** A results change without the notice's fields, as ResultsChanges (@app/api) prepares it. */
export type PreparedChange = Omit<LiveResultsChange, 'version' | 'changedMsAgo'>;

export interface LiveHubOptions {
  /** The current data version (PublicCache in @app/api). */
  version: () => number;
  /** At most one broadcast per this many ms: an import's burst of writes makes one notice. */
  throttleMs?: number;
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs?: number;
  /** A reader whose socket has not drained for this long is dropped (it reconnects when it can read). */
  stuckMs?: number;
  /** Streams the process holds at most (LIVE_STREAMS_MAX, bounded by its open-file limit). */
  maxStreams?: number;
  /** Streams one address holds at most (LIVE_STREAMS_PER_ADDRESS; an IPv6 /64 counts as one, see streamAddress). */
  maxPerAddress?: number;
  now?: () => number;
  /**
   * Works out, once per broadcast, the change pages can apply in place (ResultsChanges); undefined, or a
   * failure, sends the notice instead, on which pages refetch.
   */
  prepare?: () => Promise<PreparedChange | undefined>;
}

/** Why a stream is refused: the process is full, or this address holds its share. */
export type LiveRefusal = 'full' | 'address';

interface Stream {
  res: ServerResponse;
  address: string;
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
  /** Open streams per address; an address leaves the map with its last stream. */
  private readonly perAddress = new Map<string, number>();
  /** Event ids name the process too, so that after a restart (versions start again at 0) no id matches. */
  private readonly boot = Date.now().toString(36);
  private readonly throttleMs: number;
  private readonly stuckMs: number;
  private readonly maxStreams: number;
  private readonly maxPerAddress: number;
  private readonly now: () => number;
  private readonly heartbeat: NodeJS.Timeout;
  private lastChangeAt: number;
  private lastBroadcastAt = Number.NEGATIVE_INFINITY;
  private scheduled: NodeJS.Timeout | undefined;
  /** A broadcast is being prepared; a change meanwhile makes another one once it is out. */
  private preparing = false;
  private pending = false;
  private closed = false;
  /** Broadcasts sent so far (tests and the load script check that one write makes one). */
  broadcasts = 0;

  constructor(private readonly options: LiveHubOptions) {
    this.throttleMs = options.throttleMs ?? 200;
    this.stuckMs = options.stuckMs ?? 60_000;
    this.maxStreams = options.maxStreams ?? 20_000;
    this.maxPerAddress = options.maxPerAddress ?? Number.POSITIVE_INFINITY;
    this.now = options.now ?? Date.now;
    this.lastChangeAt = this.now();
    this.heartbeat = setInterval(() => this.writeAll(':\n\n'), options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  /** undefined when `address` may open one more stream now. */
  refusal(address: string): LiveRefusal | undefined {
    if (this.closed || this.streams.size >= this.maxStreams) return 'full';
    return (this.perAddress.get(address) ?? 0) >= this.maxPerAddress ? 'address' : undefined;
  }

  /** Starts the stream; a reader coming back with the current id gets nothing until the next change. */
  open(res: ServerResponse, lastEventId: string | undefined, address = ''): void {
    const stream: Stream = { res, address, behind: false, blockedSince: 0 };
    this.streams.add(stream);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    res.on('close', () => this.forget(stream));
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
    if (this.preparing) this.pending = true;
    if (this.scheduled || this.preparing || this.closed) return;
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
    this.perAddress.clear();
  }

  private forget(stream: Stream): void {
    if (!this.streams.delete(stream)) return;
    const left = (this.perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(stream.address, left);
    else this.perAddress.delete(stream.address);
  }

  private eventId(): string {
    return `${this.boot}-${this.options.version()}`;
  }

  private frame(): string {
    const notice: LiveNotice = {
      version: this.options.version(),
      changedMsAgo: Math.max(0, this.now() - this.lastChangeAt),
    };
    return `id: ${this.eventId()}\nevent: ${LIVE_EVENT}\ndata: ${JSON.stringify(notice)}\n\n`;
  }

  /**
   * The change (or the notice) is serialised once and the same string goes to every stream. A stream whose
   * socket is full skips it and gets the notice of the latest version when it drains: a change only holds
   * the difference from the previous broadcast, so a skipped one is made good by the page's refetch.
   */
  private broadcast(): void {
    this.lastBroadcastAt = this.now();
    this.broadcasts += 1;
    if (!this.options.prepare) {
      this.writeAll(this.frame(), true);
      return;
    }
    this.preparing = true;
    const version = this.options.version();
    this.options
      .prepare()
      .catch(() => undefined)
      .then((change) => {
        this.preparing = false;
        if (this.closed) return;
        this.writeAll(change ? this.changeFrame(version, change) : this.frame(), true);
        if (!this.pending) return;
        this.pending = false;
        this.changed();
      });
  }

  private changeFrame(version: number, change: PreparedChange): string {
    const data: LiveResultsChange = { version, changedMsAgo: Math.max(0, this.now() - this.lastChangeAt), ...change };
    return `id: ${this.boot}-${version}\nevent: ${LIVE_RESULTS_EVENT}\ndata: ${JSON.stringify(data)}\n\n`;
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
