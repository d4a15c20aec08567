import { readFileSync } from 'node:fs';
import { openSse, type SseClient } from '../../../apps/server/src/live/sse-client';
import { type CannonRequest, cannon, type Figures } from './cannon';
import { itemsOf, postJson, raw } from './http';
import { ms } from './report';
import { atMost, reported, signed, type Target } from './targets';

export interface PushFigures {
  streams: number;
  writes: number;
  /** ms from the write's acknowledgement to the notice read, over every stream and write (a stream that got none counts as infinite). */
  p50: number;
  p95: number;
  max: number;
  /** Stream × write pairs without a notice within the wait. */
  missed: number;
  /** Notices beyond one per write and stream. */
  extra: number;
  /** Server VmRSS (KB), before and after opening the streams, each after a settle. */
  rssBefore: number;
  rssAfter: number;
  /** How far RSS moved on its own over the settle before the streams (KB): the noise of perStreamKb × streams. */
  rssDrift: number;
  perStreamKb: number;
  readConnections: number;
  readSeconds: number;
  reads: Figures;
}

const WAIT_MS = 10_000;
const SETTLE_MS = 4_000;
/** Between two writes: the hub sends at most one notice per 200 ms, so this separates them. */
const GAP_MS = 800;
const BATCH = 200;

/** The streams come from a hundred loopback addresses, as many visitors would, each within LIVE_STREAMS_PER_ADDRESS. */
const visitorAddress = (i: number) => `127.0.1.${1 + (i % 100)}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/**
 * `streams` open /api/live streams (memory per stream from the server's RSS), then `writes` admin
 * results posted one after another while `readConnections` visitors replay `visit`: the latency from each
 * write's acknowledgement to the notice read on every stream.
 */
export async function measurePush(
  baseUrl: string,
  token: string,
  pid: number,
  visit: CannonRequest[],
  options: { streams: number; writes: number; readConnections: number },
  log: (line: string) => void,
): Promise<PushFigures> {
  const { streams, writes, readConnections } = options;
  const url = `${baseUrl}/api/live`;
  // A few streams opened and closed first, so that the baseline holds the route's code and buffers.
  for (const warm of await Promise.all(
    Array.from({ length: 50 }, (_, i) => openSse(url, { localAddress: visitorAddress(i) })),
  ))
    warm.close();
  const rssSettling = rssKb(pid);
  await sleep(SETTLE_MS);
  const rssBefore = rssKb(pid);

  const clients: SseClient[] = [];
  try {
    for (let i = 0; i < streams; i += BATCH)
      clients.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(BATCH, streams - i) }, (_, j) =>
            openSse(url, { localAddress: visitorAddress(i + j) }),
          ),
        )),
      );
    const refused = clients.filter((c) => c.status !== 200).length;
    if (refused) throw new Error(`${refused} of ${streams} live streams refused`);
    // Every stream gets the current version on opening: once read, the server holds each one at rest.
    await Promise.all(clients.map((c) => c.next(undefined, WAIT_MS)));
    await sleep(SETTLE_MS);
    const rssAfter = rssKb(pid);
    log(
      `push: ${streams} streams open, server RSS ${(rssBefore / 1024).toFixed(0)} → ${(rssAfter / 1024).toFixed(0)} MB`,
    );

    const events = await raw(`${baseUrl}/api/events`);
    const eventId = itemsOf<{ id: string }>(JSON.parse(events.body.toString())).items[0]?.id;
    if (!eventId) throw new Error('no event to post results to');

    // The reads last as long as the writes should (a write, its notices, the gap), with a head start.
    const readSeconds = Math.ceil(2 + (writes * (GAP_MS + 400)) / 1000);
    const reading = cannon(baseUrl, visit, readConnections, readSeconds);
    await sleep(2_000);
    const latencies: number[] = [];
    let missed = 0;
    let extra = 0;
    for (let w = 0; w < writes; w += 1) {
      const counts = clients.map((c) => c.events.length);
      const answer = await postJson(
        `${baseUrl}/api/admin/results`,
        { eventId, rank: 900 + w, athlete: `Bench Direct ${w}`, category: 'SF', club: 'Club Bench', time: '7:01.2' },
        { authorization: `Bearer ${token}` },
      );
      const acknowledged = performance.now();
      if (answer.status !== 201)
        throw new Error(`admin result answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
      const got = await Promise.all(
        clients.map((c, i) =>
          c
            .next((_e) => c.events.length > (counts[i] ?? 0), WAIT_MS)
            .then(
              () => (c.events[counts[i] ?? 0]?.at ?? Number.NaN) - acknowledged,
              () => Number.POSITIVE_INFINITY,
            ),
        ),
      );
      missed += got.filter((l) => l === Number.POSITIVE_INFINITY).length;
      latencies.push(...got);
      await sleep(GAP_MS);
      extra += clients.reduce((n, c, i) => n + Math.max(0, c.events.length - (counts[i] ?? 0) - 1), 0);
    }
    const reads = await reading;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      streams,
      writes,
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      missed,
      extra,
      rssBefore,
      rssAfter,
      rssDrift: rssBefore - rssSettling,
      perStreamKb: (rssAfter - rssBefore) / streams,
      readConnections,
      readSeconds,
      reads,
    };
  } finally {
    for (const c of clients) c.close();
  }
}

/** Issue 14: the live push while the results-day visit runs, and what an open stream costs. */
export function pushTargets(p: PushFigures): Target[] {
  const r = p.reads;
  const failures = r.errors + r.timeouts + r.non2xx;
  return [
    atMost(
      `push latency p95 ≤ 2 s, ${p.streams.toLocaleString('en-US')} open streams, reads running`,
      p.p95,
      2000,
      {
        digits: 0,
        unit: 'ms',
        shown: `p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, max ${p.max === Number.POSITIVE_INFINITY ? 'none' : ms(p.max)}`,
      },
      `${p.writes} admin results posted one by one, from each acknowledgement to the notice read on every stream; ${p.missed} missed (10 s), ${p.extra} notice(s) beyond one per write and stream; ` +
        `meanwhile ${p.readConnections} connections replaying the results-day visit for ${p.readSeconds} s: ${Math.round(r.rps).toLocaleString('en-US')} req/s, p99 ${ms(r.p99)}, ${failures} errors, timeouts or non-2xx`,
    ),
    reported(
      'memory per open stream (reported)',
      p.perStreamKb,
      `${p.perStreamKb.toFixed(1)} KB RSS`,
      `server VmRSS ${(p.rssBefore / 1024).toFixed(0)} → ${(p.rssAfter / 1024).toFixed(0)} MB with ${p.streams.toLocaleString('en-US')} streams open, each after 4 s at rest; ` +
        `RSS moved ${signed(p.rssDrift / 1024, 1)} MB on its own over the 4 s before (the noise of this figure: ${(Math.abs(p.rssDrift) / p.streams).toFixed(1)} KB per stream)`,
    ),
  ];
}
