import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { ACCEPT } from './cannon';
import { raw } from './http';
import { retainedMb } from './retained-memory';

export interface CacheMemoryFigures {
  /** Distinct URLs sent, per list, and in all. */
  sent: number;
  planned: number;
  statuses: Record<string, number>;
  /** Sum of the distinct answers' bodies as sent (compressed): what a cache keeping them all would hold at least. */
  answeredBytes: number;
  /** Server RSS (MB): before, highest while hammering, after a few idle seconds. */
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  /** What the server holds after a garbage collection (MB, live heap + Buffers): before, after. */
  retainedBefore: number;
  retainedAfter: number;
  /** A cheap GET (/api/health) sent in a loop while hammering: its latencies (ms). */
  probe: { count: number; p50: number; p99: number; max: number };
  seconds: number;
}

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
const IDLE_MS = 6000;
const COMMON = ['a', 'e', 'i', 'o', 'u', 'ar', 'er', 'on', 'ma', 'an', 'le', 'in'];

/**
 * Distinct query strings on each public list: nine in ten searches that match nothing (small answers,
 * cheap to compute), one in ten a common search made distinct by a parameter the API ignores (large
 * answers, each its own URL). Whatever keeps answers by URL sees `queries` new keys per list.
 */
export function hammerUrls(lists: string[], queries: number): string[] {
  const urls: string[] = [];
  for (let i = 0; i < queries; i += 1) {
    for (const list of lists) {
      urls.push(
        i % 10 !== 9 ? `${list}?search=zq${i.toString(36)}` : `${list}?search=${COMMON[i % COMMON.length]}&v=${i}`,
      );
    }
  }
  return urls;
}

/**
 * Sends `urls` with `concurrency` keep-alive connections for at most `seconds`, probing /api/health
 * meanwhile; the server's retained memory is read through its inspector (`inspector`) before and after.
 */
export async function hammerCache(
  baseUrl: string,
  pid: number,
  inspector: string,
  urls: string[],
  concurrency: number,
  seconds: number,
): Promise<CacheMemoryFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  // V8 collects once allocation has stopped for a few seconds: the baseline leaves the earlier runs'
  // garbage behind, as the final reading does the hammering's.
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const retainedBefore = await retainedMb(inspector);
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(pid));
  }, 200);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const statuses: Record<string, number> = {};
  let next = 0;
  let sent = 0;
  let answeredBytes = 0;
  const worker = async () => {
    while (next < urls.length && performance.now() < deadline) {
      const url = urls[next] as string;
      next += 1;
      const answer = await raw(baseUrl + url, { headers: ACCEPT, agent }).catch(() => null);
      sent += 1;
      const code = String(answer?.status ?? 'error');
      statuses[code] = (statuses[code] ?? 0) + 1;
      answeredBytes += answer?.body.length ?? 0;
    }
  };
  let hammering = true;
  const latencies: number[] = [];
  const probe = async () => {
    const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (hammering) {
      const t = performance.now();
      await raw(`${baseUrl}/api/health`, { agent: probeAgent }).catch(() => null);
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
    probeAgent.destroy();
  };
  const probing = probe();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  hammering = false;
  await probing;
  agent.destroy();
  await new Promise((r) => setTimeout(r, IDLE_MS));
  clearInterval(sampler);
  const rssAfter = rssMb(pid);
  const retainedAfter = await retainedMb(inspector);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    sent,
    planned: urls.length,
    statuses,
    answeredBytes,
    rssBefore,
    rssPeak,
    rssAfter,
    retainedBefore,
    retainedAfter,
    probe: {
      count: sorted.length,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    },
    seconds: elapsed,
  };
}
