import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN as admin } from './admin';
import type { CannonRequest } from './cannon';
import { countDataset, type Dataset, describeDataset } from './dataset';
import { benchEnv } from './env';
import { postJson } from './http';
import type { Measured } from './measured';
import { measurePush } from './push';
import { type Child, startChild } from './processes';
import { INSPECT_ARG } from './retained-memory';

// What every section of `pnpm bench` (tests/load/bench.ts) shares: the run's log, its folder and server
// processes, and the server it starts on a fresh database.

const { port } = benchEnv;

// The list reads over both mounts, beside those the pages make (recorded from Chromium).
export const LIST_READS = [
  '/api/events',
  '/trpc/events.list?input=%7B%7D',
  '/api/results',
  '/trpc/results.list?input=%7B%7D',
  '/api/championships',
  '/trpc/championships.list?input=%7B%7D',
];
/** The two PostgreSQL processes take these ports and the next one, their bare server the one after. */
export const CLUSTER_PORT = port + 3;
/** Visitors replaying the results-day visit while the push is measured. */
const PUSH_READ_CONNECTIONS = 50;

export const t0 = performance.now();
export const log = (line: string) =>
  process.stderr.write(`[bench +${((performance.now() - t0) / 1000).toFixed(0)} s] ${line}\n`);
export const dir = mkdtempSync(join(tmpdir(), 'aviron-bench-'));
export const children: Child[] = [];
export const unique = (values: string[]) => [...new Set(values)];

/** The production server on a fresh database of its own, signed in as the bench's admin. */
export async function startServer(
  seed: string,
  name: string,
  serverPort: number,
): Promise<{ server: Child; token: string; dataset: Dataset }> {
  log(`fresh database in ${join(dir, name)}, SEED_DEMO=${seed}`);
  mkdirSync(join(dir, name));
  const server = await startChild(
    'apps/server/src/main.ts',
    {
      NODE_ENV: 'production',
      DATABASE_PATH: join(dir, name, 'app.db'),
      UPLOADS_DIR: join(dir, name, 'uploads'),
      SEED_DEMO: seed,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      FORM_RATE_LIMIT: '0',
      LOGIN_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: benchEnv.webDistDir ?? '',
    },
    serverPort,
    '/api/health',
    // The inspector, on loopback, lets the cache-memory run read what the server retains after a collection.
    [INSPECT_ARG],
  );
  children.push(server);
  const login = await postJson(`${server.url}/api/admin/login`, admin);
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const { token } = JSON.parse(login.body.toString()) as { token: string };
  const dataset = await countDataset(server.url, token);
  log(`data set: ${describeDataset(dataset)}`);
  return { server, token, dataset };
}

/** The live push on `server`: streams held open, admin writes, the visit replayed meanwhile. */
export async function pushSection(
  server: Child,
  token: string,
  visit: CannonRequest[],
): Promise<NonNullable<Measured['push']>> {
  const pid = server.process.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  log(
    `live push: ${benchEnv.pushStreams} open streams, ${benchEnv.pushWrites} admin writes, the results-day visit at ${PUSH_READ_CONNECTIONS} connections`,
  );
  return measurePush(
    server.url,
    token,
    pid,
    visit,
    { streams: benchEnv.pushStreams, writes: benchEnv.pushWrites, readConnections: PUSH_READ_CONNECTIONS },
    log,
  );
}
