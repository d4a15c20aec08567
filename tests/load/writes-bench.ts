/*
 * `npx tsx tests/load/writes-bench.ts`: GET p99 while form posts are committed, without the web build.
 * The production server on a fresh seeded database; every connection cycles through cached public reads
 * and, for the given share, a contact message and a volunteer application (each a synchronous=FULL
 * commit). Runs 0 % and 5 % posts at 200 connections in turns, and checks that every acknowledged post
 * is stored. WRITES_BENCH_BASELINE=<a copy of the repository> measures its server too, in turns.
 *
 * Env: WRITES_BENCH_PORT (3430), WRITES_BENCH_SECONDS (8 per run), WRITES_BENCH_ROUNDS (2 turns).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import type { AutocannonRun } from './lib/cannon';

const repoRoot = resolve(import.meta.dirname, '../..');
const tsxLoader = createRequire(resolve(repoRoot, 'apps/server/package.json')).resolve('tsx');
// Read here only, as tests/load/lib/env.ts does for the main bench.
const env = process.env;
const port = Number(env.WRITES_BENCH_PORT ?? 3430);
const seconds = Number(env.WRITES_BENCH_SECONDS ?? 8);
const rounds = Number(env.WRITES_BENCH_ROUNDS ?? 2);
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const READS = [
  '/api/events',
  '/trpc/results.list?input=%7B%7D',
  '/api/championships',
  '/trpc/championships.list,partners.list?batch=1&input=%7B%7D',
  '/api/results',
];

interface Server {
  name: string;
  url: string;
  dbPath: string;
  stop: () => Promise<void>;
}

const dirs: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

async function startServer(name: string, root: string, port: number): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'aviron-writes-bench-'));
  dirs.push(dir);
  const dbPath = join(dir, 'app.db');
  const child = spawn(process.execPath, ['--import', tsxLoader, 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: dbPath,
      UPLOADS_DIR: join(dir, 'uploads'),
      WEB_DIST_DIR: join(dir, 'no-web'),
      ADMIN_EMAIL: 'bench@example.org',
      ADMIN_PASSWORD: 'bench-Passw0rd!2026',
      FORM_RATE_LIMIT: '0',
      LOGIN_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} server exited`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} server did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    name,
    url,
    dbPath,
    stop,
  };
}

let n = 0;
const posts = [
  {
    method: 'POST' as const,
    path: '/api/contact',
    body: () => {
      n += 1;
      return JSON.stringify({
        name: 'Bench',
        email: `bench-${n}@example.org`,
        subject: `Sujet ${n}`,
        category: 'autre',
        message: 'Message du banc.',
        consent: true,
      });
    },
  },
  {
    method: 'POST' as const,
    path: '/api/volunteers',
    body: () => {
      n += 1;
      return JSON.stringify({
        firstName: 'Bench',
        lastName: `B ${n}`,
        email: `bench-${n}@example.org`,
        role: 'accueil',
        availability: ['friday-morning'],
        motivation: 'Aider.',
      });
    },
  },
];

function mix(share: number) {
  const reads = share === 0 ? READS.length : Math.round(posts.length / share) - posts.length;
  const requests = Array.from({ length: reads }, (_, i) => ({
    method: 'GET' as const,
    path: READS[i % READS.length] ?? '/api/events',
    headers: ACCEPT,
  }));
  if (share === 0) return requests;
  return [
    ...requests,
    ...posts.map((p) => ({
      method: p.method,
      path: p.path,
      headers: { ...ACCEPT, 'content-type': 'application/json' },
      setupRequest: (req: autocannon.Request) => ({ ...req, body: p.body() }),
    })),
  ];
}

async function run(server: Server, connections: number, share: number) {
  let acknowledged = 0;
  const instance = autocannon({
    url: server.url,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: mix(share),
  }) as unknown as AutocannonRun;
  instance.on('response', (_c: unknown, status: number) => {
    if (status === 201) acknowledged += 1;
  });
  const r = (await instance) as unknown as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    server: server.name,
    connections,
    share,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    acknowledged,
  };
}

function stored(server: Server): number {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return (
      db
        .prepare(
          "select (select count(*) from contact_messages where email like 'bench-%') + (select count(*) from volunteers where email like 'bench-%') as n",
        )
        .get() as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

// WRITES_BENCH_BASELINE=<another checkout>: its server is measured too, in turns with this one.
const servers: Server[] = [];
try {
  servers.push(await startServer('this tree', repoRoot, port));
  if (env.WRITES_BENCH_BASELINE)
    servers.push(await startServer('baseline', resolve(env.WRITES_BENCH_BASELINE), port + 1));
  for (const server of servers)
    await autocannon({ url: server.url, connections: 50, duration: 2, requests: mix(0.05) });
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  const acknowledged = new Map<string, number>();
  for (let i = 0; i < rounds; i += 1) {
    for (const share of [0, 0.05]) {
      for (const server of servers) {
        const r = await run(server, 200, share);
        acknowledged.set(server.name, (acknowledged.get(server.name) ?? 0) + r.acknowledged);
        console.log(JSON.stringify(r));
      }
    }
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  await new Promise((r) => setTimeout(r, 1000));
  for (const server of servers) {
    console.log(
      `${server.name}: posts acknowledged in measured runs ${acknowledged.get(server.name)}; bench posts stored (warm-up included) ${stored(server)}`,
    );
  }
} finally {
  for (const stop of cleanups) await stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
