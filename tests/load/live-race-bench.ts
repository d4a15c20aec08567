/*
 * `pnpm exec tsx tests/load/live-race-bench.ts` (or BENCH_ONLY=live-race): issue 31, item 6. The site in
 * a process of its own (on a free port, checked to be the one this script started), the ErgRace simulator
 * playing a 60-lane race at 4 race_data a second and the bridge in this process, and N open
 * /api/live/direct streams (LIVE_BENCH_STREAMS, 2000,10000) read by worker threads (LIVE_BENCH_THREADS, 2),
 * so that reading them never delays the simulator's clock. For every figures frame each stream receives:
 * the time since the simulator sent the race_data whose race clock it shows. Prints p50/p95/max per stream
 * count against the targets, the bytes of a 60-lane frame (the whole board as before, the figures now),
 * the bytes per phone per minute, the server's CPU and the load average. About 2 minutes.
 * LIVE_BENCH_CLUSTER=1: two server processes on one database (CLUSTER), the bridge posting to the first and
 * every stream on the second, so the figures cross the signals (live_races) on their way; CPU of both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_RACE_EVENT, LIVE_RACE_STREAM_PATH } from '../../packages/contract/src/live-race-feed';
import {
  joinLiveBoard,
  LIVE_RACE_HEAD_EVENT,
  type LiveHeads,
  readLiveFigures,
  readLiveHeads,
} from '../../packages/contract/src/live-race-frames';
import { openSse } from '../../apps/server/src/live/sse-client';
import { demoRace, startBridge, startSimulator } from '../../packages/ergrace-bridge/src/index';
import { openReaders } from './lib/live-race-readers';

const env = process.env;
const counts = (env.LIVE_BENCH_STREAMS ?? '2000,10000').split(',').map(Number);
const SECONDS = Number(env.LIVE_BENCH_SECONDS ?? 20);
const THREADS = Number(env.LIVE_BENCH_THREADS ?? 2);
const TARGETS: Record<number, number> = { 2000: 500, 10000: 1000 };
const CLUSTER = env.LIVE_BENCH_CLUSTER === '1';
const admin = { email: 'bench@live.test', password: 'bench-Passw0rd!' };
const dir = mkdtempSync(join(tmpdir(), 'aviron-live-bench-'));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** A port nobody listens on now: a fixed one may be held by another run, whose server we would measure. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const port = Number(env.LIVE_BENCH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
/** Where the phones' streams are: the same process, or with LIVE_BENCH_CLUSTER=1 another one. */
const streamPort = CLUSTER ? await freePort() : port;
const streamBase = `http://127.0.0.1:${streamPort}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
/** CPU ticks of `root` and its descendants (`pnpm exec tsx` runs the server two levels down). */
function cpuTicks(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      stats.set(Number(pid), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {}
  }
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && inTree(stats.get(pid)?.ppid ?? 0));
  let total = 0;
  for (const [pid, s] of stats) if (inTree(pid)) total += s.ticks;
  return total;
}

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, string>;
}

console.log(
  `Live race bench${CLUSTER ? ' (two processes on one database: the bridge posts to one, the streams read the other)' : ''}: ${cpus().length} cores, load average ${load()} at the start`,
);
const servers: ChildProcess[] = [];
/** A server process of this run, answering /api/health (it fails if its port was taken). */
async function startServer(serverPort: number): Promise<ChildProcess> {
  const child = spawn('pnpm', ['exec', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'app.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'true',
      CLUSTER: CLUSTER ? 'true' : 'false',
      LIVE_STREAMS_MAX: '16000',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: env.WEB_DIST_DIR ?? '',
      FORM_RATE_LIMIT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  servers.push(child);
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): is port ${serverPort} taken?`);
    const up = await fetch(`http://127.0.0.1:${serverPort}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}
const serverTicks = () => servers.reduce((sum, child) => sum + cpuTicks(child.pid ?? 0), 0);

try {
  await startServer(port);
  // The second one after the first has migrated and seeded the database.
  if (CLUSTER) await startServer(streamPort);
  // The administrator is this run's own: a server of another run would refuse it.
  const { token } = await post('/api/admin/login', admin);
  if (!token) throw new Error(`the server on port ${port} is not this run's`);
  const { key } = await post('/api/admin/race-computer-keys', { label: 'bench' }, token);
  const sentAt = new Map<string, number>();
  const sim = await startSimulator({
    port: 0,
    rate: 4,
    speed: 1,
    stepMs: 200,
    loop: true,
    falseStart: false,
    races: [demoRace('Bench 60 couloirs', 60, 100_000)],
    onData: (at, clock) => sentAt.set(clock.toFixed(1), at),
  });
  const bridge = startBridge({
    ergraceUrl: `ws://127.0.0.1:${sim.port}`,
    siteUrl: base,
    key: key ?? '',
    log: () => {},
  });

  // One probe stream: the heads and figures as written, and the whole board as it was sent before.
  const probe = await openSse(`${streamBase}${LIVE_RACE_STREAM_PATH}`);
  const figures = await probe.next(
    (e) => e.event === LIVE_RACE_EVENT && readLiveFigures(JSON.parse(e.data))?.races[0]?.lanes.length === 60,
    30_000,
  );
  probe.close();
  const head = probe.events.filter((e) => e.event === LIVE_RACE_HEAD_EVENT && e.at <= figures.at).at(-1) ?? figures;
  const whole = joinLiveBoard(
    readLiveHeads(JSON.parse(head.data)) as LiveHeads,
    readLiveFigures(JSON.parse(figures.data)) ?? { races: [] },
  );
  const sse = (event: string, data: string) => Buffer.byteLength(`event: ${event}\ndata: ${data}\n\n`);
  const before = sse(LIVE_RACE_EVENT, JSON.stringify(whole));
  const after = sse(LIVE_RACE_EVENT, figures.data);
  console.log(
    `60-lane frame: ${before} B for the whole board (before), ${after} B of figures (now, ${Math.round((after / before) * 100)} %); ` +
      `names and clubs ${sse(LIVE_RACE_HEAD_EVENT, head.data)} B once per race and per connection`,
  );

  let failed = false;
  for (const count of counts) {
    const readers = await openReaders(`${streamBase}${LIVE_RACE_STREAM_PATH}`, count, THREADS);
    await new Promise((r) => setTimeout(r, 2_000));
    readers.measure();
    const ticks0 = serverTicks();
    const start = Date.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const elapsed = (Date.now() - start) / 1000;
    const cpu = ((serverTicks() - ticks0) / 100 / elapsed) * 100;
    const loadNow = load();
    const { opened, bytes, latencies } = await readers.stop(sentAt);
    latencies.sort((a, b) => a - b);
    const p95 = percentile(latencies, 0.95);
    const target = TARGETS[count];
    const verdict = target === undefined ? '' : p95 <= target ? ` ✓ PASS (≤ ${target} ms)` : ` ✗ FAIL (> ${target} ms)`;
    if (target !== undefined && p95 > target) failed = true;
    console.log(
      `${count} streams${CLUSTER ? ' on the other process' : ''} (${opened} open): p50 ${percentile(latencies, 0.5)} ms, p95 ${p95} ms, max ${latencies.at(-1)} ms` +
        ` (${latencies.length} frames read)${verdict}; ${Math.round(((bytes / count / elapsed) * 60) / 1024)} kB per phone per minute;` +
        ` server CPU ${cpu.toFixed(0)} % of one core${CLUSTER ? ' (both processes)' : ''}; load average ${loadNow}`,
    );
    await new Promise((r) => setTimeout(r, 1_000));
  }
  console.log(failed ? 'Live race: a target is missed (see ✗ above).' : 'Live race: every target met.');
  bridge.stop();
  await sim.close();
} finally {
  for (const child of servers)
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {}
  rmSync(dir, { recursive: true, force: true });
}
