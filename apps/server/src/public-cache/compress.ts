import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '../plugins/accept-encoding';

export type Compress = (body: Buffer, encoding: Encoding) => Promise<Buffer>;

/*
 * Brotli quality by size, measured on the real-size results list (1.2 MB, 3,000 rows): quality 5 gives
 * 57.9 KB in 10 ms, 6 gives 57.2 KB in 39 ms, 8 gives 55.4 KB in 250 ms and 11 close to a second. Small
 * answers can afford the slow qualities; they are compressed once per data version, on the thread pool.
 * The public pages drawn by the server weigh 100 to 256 KB: on /programme (164 KB) quality 8 gives
 * 20.1 KB in 9 ms and 10 gives 18.6 KB in 110 ms, 7 % less for every phone on a stadium's network.
 * The real-size /resultats page (340 KB) stays at 5: quality 10 gives 27.9 KB instead of 31.6 KB, but in
 * 166 ms instead of 8, which every reader arriving after a write waits for: with a write every 0.8 s, the
 * results-day visit fell from about 830 to 360–450 requests a second (BENCHMARKS.md).
 */
export function brotliQuality(size: number): number {
  if (size <= 32 * 1024) return 11;
  if (size <= 256 * 1024) return 10;
  return 5;
}

/** The callback forms run on libuv's thread pool: a 1 MB answer never holds the event loop. */
export const compressBody: Compress = (body, encoding) =>
  new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (encoding === 'br') {
      brotliCompress(
        body,
        {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length),
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        done,
      );
    } else {
      gzip(body, { level: body.length > 256 * 1024 ? 6 : 9 }, done);
    }
  });

/**
 * Concurrent requests for the same answer and encoding share one compression: right after an admin
 * write, every visitor of the results page misses at once.
 */
export class SingleFlightCompressor {
  private readonly flights = new Map<string, { body: Buffer; done: Promise<Buffer> }>();
  /** Compressions actually started (the others waited for one of these). */
  started = 0;

  constructor(private readonly compress: Compress = compressBody) {}

  run(key: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
    const id = `${encoding} ${key}`;
    const running = this.flights.get(id);
    // Same key is not enough: an answer produced after a write differs, and must not get the old bytes.
    if (running && (running.body === body || running.body.equals(body))) return running.done;
    this.started += 1;
    const flight = { body, done: this.compress(body, encoding) };
    this.flights.set(id, flight);
    const settle = () => {
      if (this.flights.get(id) === flight) this.flights.delete(id);
    };
    flight.done.then(settle, settle);
    return flight.done;
  }
}
