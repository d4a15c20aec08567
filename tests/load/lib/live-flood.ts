import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { createInterface } from 'node:readline';
import { openSse } from '../../../apps/server/src/live/sse-client';
import { repoRoot, startChild, tsxLoader } from './processes';
import { ms } from './report';
import { atMost, holds, type Target } from './targets';

/*
 * Issue 27: one address opening thousands of /api/live streams at once. The attacker (127.0.0.2, its own
 * process: live-flood-attacker.ts) opens them all together and holds whatever it gets; another visitor
 * (127.0.0.3, this process) checks /api/health and reads a page one request after the other, from just
 * before the flood until a few seconds after, then opens its own stream. Both are loopback addresses of
 * this machine (the server listens on 127.0.0.1; Linux routes all of 127/8 to it).
 */

export interface LiveFloodFigures {
  attempts: number;
  /** Streams the attacker got (200), refused with 503 (and how many of those carried Retry-After), reset. */
  accepted: number;
  refused: number;
  withRetryAfter: number;
  resets: number;
  /** ms from the first stream asked to the last answer. */
  floodMs: number;
  /** GET /api/health from the other address while the flood was being answered, and over the whole run. */
  healthDuring: Probe;
  healthAll: Probe;
  /** A server-drawn page read from the other address over the whole run. */
  page: Probe & { path: string };
  /** The other address's stream: its status and ms to its first event (NaN without one). */
  otherStream: { status: number; firstEventMs: number };
  /** The same flood against a plain node:http process that refuses every stream (live-flood-bare.ts): the machine's share. */
  bare: { floodMs: number; healthDuring: Probe } | null;
}

interface Probe {
  count: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

const ATTACKER = '127.0.0.2';
const VISITOR = '127.0.0.3';
/** The visitor reads this long before the flood, and after it is in. */
const BEFORE_MS = 1_000;
const AFTER_MS = 4_000;

const sleep = (msValue: number) => new Promise((r) => setTimeout(r, msValue));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/** One GET from `localAddress` on a new connection, as a monitoring probe makes it; status 0 for a reset. */
function timedGet(url: string, localAddress: string): Promise<{ status: number; at: number; ms: number }> {
  const at = performance.now();
  return new Promise((done) => {
    const request = get(url, { localAddress, agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, at, ms: performance.now() - at }));
      res.on('error', () => done({ status: 0, at, ms: performance.now() - at }));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => done({ status: 0, at, ms: performance.now() - at }));
  });
}

function probe(samples: { status: number; ms: number }[]): Probe {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    count: samples.length,
    failures: samples.filter((s) => s.status !== 200).length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** One visitor's requests to `url`, one after the other, until `stop()` says so. */
async function keepReading(url: string, stop: () => boolean): Promise<{ status: number; at: number; ms: number }[]> {
  const samples: { status: number; at: number; ms: number }[] = [];
  while (!stop()) samples.push(await timedGet(url, VISITOR));
  return samples;
}

/** The attacker's process, ready to flood; `flood()` resolves with what it got, `stop()` lets its streams go. */
async function startAttacker(url: string, attempts: number) {
  const child = spawn(
    process.execPath,
    ['--import', tsxLoader, 'tests/load/live-flood-attacker.ts', url, String(attempts), ATTACKER],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const line = await lines.next();
    if (line.done) throw new Error('the live-flood attacker stopped');
    return line.value;
  };
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  if ((await next()) !== 'ready') throw new Error('the live-flood attacker did not start');
  return {
    flood: async () => {
      child.stdin.write('go\n');
      return JSON.parse(await next()) as Pick<
        LiveFloodFigures,
        'floodMs' | 'accepted' | 'refused' | 'withRetryAfter' | 'resets'
      >;
    },
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

/** The flood against the server at `baseUrl`, then the same against the bare server on `barePort`. */
export async function measureLiveFlood(
  baseUrl: string,
  attempts: number,
  pagePath: string,
  barePort: number,
  log: (line: string) => void,
): Promise<LiveFloodFigures> {
  const app = await flood(baseUrl, attempts, pagePath, log);
  const bareServer = await startChild('tests/load/live-flood-bare.ts', {}, barePort, '/api/health');
  try {
    log('live flood: the same against the bare server');
    const bare = await flood(bareServer.url, attempts, pagePath, log);
    return { ...app, bare: { floodMs: bare.floodMs, healthDuring: bare.healthDuring } };
  } finally {
    await bareServer.stop();
  }
}

async function flood(
  baseUrl: string,
  attempts: number,
  pagePath: string,
  log: (line: string) => void,
): Promise<LiveFloodFigures> {
  const live = `${baseUrl}/api/live`;
  log(
    `live flood: ${attempts.toLocaleString('en-US')} streams from ${ATTACKER} at once, ${VISITOR} reading /api/health and ${pagePath} meanwhile`,
  );
  const attacker = await startAttacker(live, attempts);
  let done = false;
  try {
    const health = keepReading(`${baseUrl}/api/health`, () => done);
    const page = keepReading(`${baseUrl}${pagePath}`, () => done);
    await sleep(BEFORE_MS);
    const started = performance.now();
    const got = await attacker.flood();
    const answered = performance.now();
    log(
      `live flood: answered in ${got.floodMs.toFixed(0)} ms (${got.accepted} streams held, ${got.refused} refused, ${got.resets} reset)`,
    );
    await sleep(AFTER_MS);
    const opening = performance.now();
    const other = await openSse(live, { localAddress: VISITOR }).catch(() => undefined);
    const firstEventMs =
      other?.status === 200
        ? await other.next(undefined, 10_000).then(
            (e) => e.at - opening,
            () => Number.NaN,
          )
        : Number.NaN;
    other?.close();
    done = true;
    const healthSamples = await health;
    return {
      attempts,
      ...got,
      healthDuring: probe(healthSamples.filter((s) => s.at + s.ms >= started && s.at <= answered)),
      healthAll: probe(healthSamples),
      page: { path: pagePath, ...probe(await page) },
      otherStream: { status: other?.status ?? 0, firstEventMs },
      bare: null,
    };
  } finally {
    done = true;
    await attacker.stop();
  }
}

export function liveFloodTargets(f: LiveFloodFigures): Target[] {
  const n = f.attempts.toLocaleString('en-US');
  const during = f.healthDuring;
  return [
    atMost(
      `${n} streams from one address: \`/api/health\` p99 from another address < 100 ms`,
      during.p99,
      100,
      { digits: 0, unit: 'ms', strict: true, shown: `p99 ${ms(during.p99)}, max ${ms(during.max)}` },
      `${during.count} probes (a new connection each) while the ${n} streams were being answered (${f.floodMs.toFixed(0)} ms), ${during.failures} failed; ` +
        `over the whole run (1 s before, 4 s after): ${f.healthAll.count} probes, p50 ${ms(f.healthAll.p50)}, p99 ${ms(f.healthAll.p99)}, ${f.healthAll.failures} failed; ` +
        `\`${f.page.path}\` meanwhile: ${f.page.count} reads, p99 ${ms(f.page.p99)}, ${f.page.failures} failed; ` +
        (f.bare
          ? `the same flood against a plain node:http process refusing every stream: answered in ${f.bare.floodMs.toFixed(0)} ms, health p99 ${ms(f.bare.healthDuring.p99)}, max ${ms(f.bare.healthDuring.max)} (${f.bare.healthDuring.count} probes), what this machine allows`
          : 'no bare run'),
    ),
    holds(
      "and that other address's stream opens",
      f.otherStream.status === 200 && !Number.isNaN(f.otherStream.firstEventMs),
      f.otherStream.status === 200
        ? `200, first event in ${ms(f.otherStream.firstEventMs)}`
        : `status ${f.otherStream.status || 'reset'}`,
      `the flooding address got ${f.accepted} streams, ${f.refused} answers 503 (${f.withRetryAfter} with Retry-After), ${f.resets} resets`,
    ),
  ];
}
