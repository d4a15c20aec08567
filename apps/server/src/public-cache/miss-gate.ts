/**
 * Bounds the public reads computed at once, and makes the waiting ones take turns by client.
 *
 * A stored answer costs almost nothing, but a miss runs the procedure, checks its output, serialises and
 * compresses it: 10 to 15 ms of main thread for a list of 3,000 rows. Query strings are the visitor's, so
 * every distinct one is a miss. Without a bound, each request that arrives starts its miss at once, and a
 * request that would be served from the cache (or a health probe) waits behind every miss started before
 * it. With the bound, at most `limit` misses hold the main thread at a time, and the others wait without
 * costing anything.
 *
 * Turns go by client, in the order clients first arrived: one client's flood of distinct URLs delays
 * another client's miss by at most one turn, not by the whole flood.
 */
export class MissGate {
  private running = 0;
  /** Waiting misses by client; a Map keeps insertion order, which gives the turns. */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly limit = 2) {}

  /** Calls `go` now if a place is free and no one waits, else in the client's turn. Each call must be followed by one leave(). */
  enter(client: string, go: () => void): void {
    if (this.running < this.limit && this.waiting.size === 0) {
      this.running += 1;
      go();
      return;
    }
    const queue = this.waiting.get(client);
    if (queue) queue.push(go);
    else this.waiting.set(client, [go]);
  }

  /** A miss is over (answered, failed or abandoned): the next client in turn goes. */
  leave(): void {
    this.running -= 1;
    const first = this.waiting.entries().next();
    if (first.done) return;
    const [client, queue] = first.value;
    const go = queue.shift() as () => void;
    // The client goes to the back of the line, with what it still has waiting.
    this.waiting.delete(client);
    if (queue.length) this.waiting.set(client, queue);
    this.running += 1;
    go();
  }

  /** Misses running and waiting (tests read it). */
  get load(): { running: number; waiting: number } {
    let waiting = 0;
    for (const queue of this.waiting.values()) waiting += queue.length;
    return { running: this.running, waiting };
  }
}
