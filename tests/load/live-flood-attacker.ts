/*
 * The attacker of the bench's live-flood section (tests/load/lib/live-flood.ts), in a process of its own
 * as it would be on its own machine: opening thousands of connections keeps a Node process busy, and the
 * visitor measured beside it must not wait for that. Args: the stream URL, how many, the local address.
 * Says `ready`, floods on the first line read from stdin, prints one JSON line of what it got, holds the
 * streams it was given until stdin ends.
 */
import { openSse, type SseClient } from '../../apps/server/src/live/sse-client';

const [url = '', count = '0', localAddress = '127.0.0.2'] = process.argv.slice(2);

process.stdout.write('ready\n');
process.stdin.once('data', async () => {
  const started = performance.now();
  const streams: (SseClient | undefined)[] = await Promise.all(
    Array.from({ length: Number(count) }, () => openSse(url, { localAddress }).catch(() => undefined)),
  );
  const refused = streams.filter((s) => s?.status === 503);
  const report = {
    floodMs: performance.now() - started,
    accepted: streams.filter((s) => s?.status === 200).length,
    refused: refused.length,
    withRetryAfter: refused.filter((s) => s?.headers['retry-after'] !== undefined).length,
    resets: streams.filter((s) => s === undefined).length,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
  process.stdin.once('end', () => {
    for (const stream of streams) stream?.close();
    process.exit(0);
  });
  process.stdin.resume();
});
