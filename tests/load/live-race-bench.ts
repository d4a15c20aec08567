/*
 * `pnpm exec tsx tests/load/live-race-bench.ts` (or BENCH_ONLY=live-race): issue 31, item 6. The site in
 * a process of its own, the ErgRace simulator playing a 60-lane race at 4 race_data a second, the bridge,
 * and N open /api/live/direct streams (LIVE_BENCH_STREAMS, 2000,10000). For every frame each stream
 * receives: the time since the simulator sent the race_data whose race clock it shows. Prints p50/p95/max
 * per stream count, the bytes per phone per minute, the server's CPU and the load average.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRace, startBridge, startSimulator } from '../../packages/ergrace-bridge/src/index';

const env = process.env;
const counts = (env.LIVE_BENCH_STREAMS ?? '2000,10000').split(',').map(Number);
const SECONDS = Number(env.LIVE_BENCH_SECONDS ?? 20);
const port = Number(env.LIVE_BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench@live.test', password: 'bench-Passw0rd!' };
const dir = mkdtempSync(join(tmpdir(), 'aviron-live-bench-'));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
/** CPU ticks of `root` and its descendants (`pnpm exec tsx` runs the server two levels down). */
function cpuTicks(root: number): number {
  const procs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const pid of procs) {
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

const server: ChildProcess = spawn('pnpm', ['exec', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: join(dir, 'app.db'),
    UPLOADS_DIR: join(dir, 'uploads'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: 'true',
    LIVE_STREAMS_MAX: '16000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: env.WEB_DIST_DIR ?? '',
    FORM_RATE_LIMIT: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const { token } = await post('/api/admin/login', admin);
  const { key } = await post('/api/admin/race-computer-keys', { label: 'bench' }, token);
  const sentAt = new Map<number, number>();
  const sim = await startSimulator({
    port: 0,
    rate: 4,
    speed: 1,
    stepMs: 200,
    loop: true,
    falseStart: false,
    races: [demoRace('Bench 60 couloirs', 60, 100_000)],
    onData: (at, clock) => sentAt.set(clock, at),
  });
  const bridge = startBridge({
    ergraceUrl: `ws://127.0.0.1:${sim.port}`,
    siteUrl: base,
    key: key ?? '',
    log: () => {},
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const lines: string[] = [];
  for (const count of counts) {
    const latencies: number[] = [];
    let bytes = 0;
    const parsed = new Map<string, number | null>();
    const requests: http.ClientRequest[] = [];
    let opened = 0;
    for (let i = 0; i < count; i++) {
      const req = http.get(`${base}/api/live/direct`, { agent }, (res) => {
        opened++;
        let pending = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const now = Date.now();
          bytes += Buffer.byteLength(chunk);
          pending += chunk;
          let end = pending.indexOf('\n\n');
          while (end >= 0) {
            const frame = pending.slice(0, end);
            pending = pending.slice(end + 2);
            end = pending.indexOf('\n\n');
            const data = frame.split('\ndata: ')[1];
            if (!data) continue;
            let clock = parsed.get(data);
            if (clock === undefined) {
              clock = (JSON.parse(data) as { races: { clock: number | null }[] }).races[0]?.clock ?? null;
              parsed.set(data, clock);
            }
            const at = clock === null ? undefined : sentAt.get(Number(clock.toFixed(1)));
            if (at) latencies.push(now - at);
          }
        });
      });
      req.on('error', () => {});
      requests.push(req);
      if (i % 500 === 499) await new Promise((r) => setTimeout(r, 50));
    }
    while (opened < count) await new Promise((r) => setTimeout(r, 100));
    latencies.length = 0;
    bytes = 0;
    const ticks0 = cpuTicks(server.pid ?? 0);
    const start = Date.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const elapsed = (Date.now() - start) / 1000;
    const cpu = ((cpuTicks(server.pid ?? 0) - ticks0) / 100 / elapsed) * 100;
    for (const req of requests) req.destroy();
    latencies.sort((a, b) => a - b);
    lines.push(
      `${count} streams: p50 ${percentile(latencies, 0.5)} ms, p95 ${percentile(latencies, 0.95)} ms, max ${latencies.at(-1)} ms` +
        ` (${latencies.length} frames); ${Math.round(((bytes / count / elapsed) * 60) / 1024)} kB per phone per minute; server CPU ${cpu.toFixed(0)} % of one core; load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    console.log(lines.at(-1));
    await new Promise((r) => setTimeout(r, 1000));
  }
  bridge.stop();
  await sim.close();
} finally {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {}
  rmSync(dir, { recursive: true, force: true });
}
