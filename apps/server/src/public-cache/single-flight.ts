import type { Entry } from './response-store';

/** One answer being produced; concurrent misses of the same key and version wait for it. */
export interface Flight {
  version: number;
  answer: Promise<Entry | undefined>;
  settle: (entry: Entry | undefined) => void;
}

/**
 * Right after a write every visitor misses at once: one runs tRPC, the others take its answer. A flight
 * started under the same version is no older than any write acknowledged before the requests joining it.
 */
export class SingleFlight {
  private readonly flights = new Map<string, Flight>();
  /** Requests answered by another request's run of the same miss (tests check they are). */
  joined = 0;

  get(key: string): Flight | undefined {
    return this.flights.get(key);
  }

  start(key: string, version: number): Flight {
    let settle: (entry: Entry | undefined) => void = () => undefined;
    const answer = new Promise<Entry | undefined>((resolve) => {
      settle = resolve;
    });
    const flight: Flight = {
      version,
      answer,
      settle: (entry) => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
        settle(entry);
      },
    };
    this.flights.set(key, flight);
    return flight;
  }
}
