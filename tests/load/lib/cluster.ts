import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CannonRequest, Figures } from './cannon';
import { countDataset, type Dataset } from './dataset';
import { BENCH_ADMIN as ADMIN } from './admin';
import { benchEnv } from './env';
import { postJson } from './http';
import { mixWith, spreadLoad, storedPosts } from './mix';
import { findPgBin, type PgCluster, startPgCluster } from './pg-cluster';
import { type Child, repoRoot, startChild } from './processes';
import { compareReads, type ReadComparison } from './reads';

/*
 * Issue 15: two production server processes on one PostgreSQL database, measured as one site. A
 * throw-away cluster, the built server (apps/server/dist/main.js, as `pnpm start` runs it) started twice
 * on it with the real-size event, the second once the first has migrated and seeded.
 */

export interface ReadAfterWrite {
  writes: number;
  /** "write number: status" of every read that did not show the write just acknowledged by the other process. */
  stale: string[];
  /** Reads sent with the reader's previous ETag in If-None-Match (a 304 there would be stale). */
  revalidated: number;
  writeP50: number;
  readP50: number;
  seconds: number;
  /** Reads made meanwhile by one reader per process looping on the same list. */
  backgroundReads: number;
}

export interface ClusterMix {
  connections: number;
  share: number;
  /** Every connection, then those of each process (half each, at the same time). */
  all: Figures;
  perProcess: Figures[];
  acknowledged: number;
  stored: number;
}

export interface ClusterFigures {
  pgBin: string;
  dataset: Dataset;
  /** Seconds until each process answered its health check. */
  startSeconds: [number, number];
  readAfterWrite: ReadAfterWrite;
  /** The comparison against the bare server, on each process in turn. */
  reads: { process: string; comparisons: ReadComparison[] }[];
  mix: ClusterMix;
}

export type ClusterOutcome = { measured: ClusterFigures } | { notMeasured: string };

/** Main public reads: the two big lists and a server-drawn page. */
export const CLUSTER_READS = ['/api/results', '/api/participants', '/resultats'];
export const CLUSTER_MIX = { connections: 200, share: 0.05 } as const;
const NAMES = ['A', 'B'];

const json = { 'content-type': 'application/json' };
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The section: `firstPort` and the next one for the two processes, the one after for the bare server.
 * Whatever goes wrong is reported as not measured (with the processes' output on stderr), so that the
 * rest of the bench keeps its figures.
 */
export async function measureCluster(
  visit: CannonRequest[],
  dir: string,
  firstPort: number,
  log: (line: string) => void,
): Promise<ClusterOutcome> {
  const bin = findPgBin();
  if (!bin)
    return {
      notMeasured:
        'PostgreSQL not installed (no /usr/lib/postgresql/*/bin/initdb, nor PG_BIN): the bench installs nothing',
    };
  const entry = 'apps/server/dist/main.js';
  if (!existsSync(resolve(repoRoot, entry))) return { notMeasured: `${entry} missing: build first (pnpm bench does)` };
  let pg: PgCluster;
  try {
    pg = await startPgCluster(bin);
  } catch (error) {
    return { notMeasured: `PostgreSQL did not start: ${firstLine(error)}` };
  }
  log(`PostgreSQL cluster on ${pg.url} (${bin}), durability defaults`);
  const servers: Child[] = [];
  try {
    const startSeconds: number[] = [];
    for (const [i, name] of NAMES.entries()) {
      log(`process ${name}: ${entry} on PostgreSQL${i === 0 ? ', migrating and seeding SEED_DEMO=event' : ''}`);
      mkdirSync(join(dir, `cluster-${name}`));
      const t = performance.now();
      servers.push(
        await startChild(
          entry,
          {
            NODE_ENV: 'production',
            DATABASE_URL: pg.url,
            CLUSTER: 'true',
            // Unused on PostgreSQL; kept inside the bench's folder all the same.
            DATABASE_PATH: join(dir, `cluster-${name}`, 'app.db'),
            UPLOADS_DIR: join(dir, `cluster-${name}`, 'uploads'),
            SEED_DEMO: 'event',
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
            FORM_RATE_LIMIT: '0',
            LOGIN_RATE_LIMIT: '0',
            LOG_LEVEL: 'warn',
            WEB_DIST_DIR: benchEnv.webDistDir ?? '',
          },
          firstPort + i,
          '/api/health',
        ),
      );
      startSeconds.push((performance.now() - t) / 1000);
    }
    const [a, b] = servers as [Child, Child];
    const login = await postJson(`${a.url}/api/admin/login`, ADMIN);
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const { token } = JSON.parse(login.body.toString()) as { token: string };
    const dataset = await countDataset(b.url, token);

    log(
      `read after write: ${benchEnv.clusterWrites} admin writes alternating between A and B, each read at once on the other`,
    );
    const readAfterWrite = await readsAfterWrites(a.url, b.url, token, benchEnv.clusterWrites);
    log(`read after write: ${readAfterWrite.stale.length} stale in ${readAfterWrite.seconds.toFixed(0)} s`);

    const reads = [];
    for (const [i, server] of servers.entries()) {
      log(`public reads on process ${NAMES[i]} against the bare server (the other process idle)`);
      reads.push({
        process: NAMES[i] ?? '',
        comparisons: await compareReads(
          server,
          CLUSTER_READS,
          dir,
          firstPort + 2,
          benchEnv.readConnections,
          benchEnv.seconds,
          log,
        ),
      });
    }

    log(
      `results-day mix at ${CLUSTER_MIX.connections} connections over A and B, ${CLUSTER_MIX.share * 100} % posts (${benchEnv.mixSeconds} s)`,
    );
    const mix = await mixOverBoth(servers, token, visit);
    return {
      measured: { pgBin: bin, dataset, startSeconds: startSeconds as [number, number], readAfterWrite, reads, mix },
    };
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    for (const [i, server] of servers.entries()) process.stderr.write(`--- process ${NAMES[i]}:\n${server.output()}\n`);
    log(`PostgreSQL section failed: ${firstLine(error)}`);
    return { notMeasured: `failed: ${firstLine(error)}` };
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
    pg.stop();
  }
}

/**
 * As apps/server/src/resilience/multi-process.test.ts does: one partner renamed again and again, two
 * writes on A each read on B, then two on B each read on A, so that a reader's cached answer is dropped
 * by nothing but the other process's write; one read in three revalidates the ETag that reader gave
 * before. Background readers on both processes make the checked reads often arrive while a version check
 * is already running.
 */
async function readsAfterWrites(a: string, b: string, token: string, writes: number): Promise<ReadAfterWrite> {
  const auth = { ...json, authorization: `Bearer ${token}` };
  const created = await fetch(`${a}/api/admin/partners`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: 'Partenaire banc 0', logo: '/logo.svg', level: 'OFFICIAL' }),
  });
  if (created.status !== 201) throw new Error(`creating the partner answered ${created.status}`);
  const { id } = (await created.json()) as { id: string };
  const etags = new Map<string, string>();
  const stale: string[] = [];
  const writeTimes: number[] = [];
  const readTimes: number[] = [];
  let revalidated = 0;
  let writing = true;
  const background = [a, b].map(async (url) => {
    let count = 0;
    // A failed background read ends that reader; the checked reads below say whether the site answers.
    while (
      writing &&
      (await fetch(`${url}/api/partners`).then(
        (res) => res.arrayBuffer().then(() => res.ok),
        () => false,
      ))
    )
      count += 1;
    return count;
  });
  const t0 = performance.now();
  try {
    for (let i = 1; i <= writes; i += 1) {
      const [writer, reader] = Math.floor(i / 2) % 2 === 0 ? [a, b] : [b, a];
      const name = `Partenaire banc ${i}`;
      const w = performance.now();
      const put = await fetch(`${writer}/api/admin/partners/${id}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ name }),
      });
      await put.arrayBuffer();
      if (put.status !== 200) throw new Error(`write ${i} answered ${put.status}`);
      const r = performance.now();
      writeTimes.push(r - w);
      const previous = i % 3 === 0 ? etags.get(reader) : undefined;
      if (previous) revalidated += 1;
      const read = await fetch(`${reader}/api/partners`, { headers: previous ? { 'if-none-match': previous } : {} });
      const body = await read.text();
      readTimes.push(performance.now() - r);
      if (read.status !== 200 || !body.includes(`"${name}"`)) stale.push(`${i}: ${read.status}`);
      etags.set(reader, read.headers.get('etag') ?? '');
    }
  } finally {
    writing = false;
  }
  const backgroundReads = (await Promise.all(background)).reduce((n, c) => n + c, 0);
  return {
    writes,
    stale,
    revalidated,
    writeP50: median(writeTimes),
    readP50: median(readTimes),
    seconds: (performance.now() - t0) / 1000,
    backgroundReads,
  };
}

/** The results-day mix, half the connections on each process at the same time; posts counted through A. */
async function mixOverBoth(servers: Child[], token: string, visit: CannonRequest[]): Promise<ClusterMix> {
  const { mix, share } = mixWith(visit, CLUSTER_MIX.share);
  const [first] = servers as [Child];
  const before = await storedPosts(first.url, token);
  const { all, each: perProcess } = await spreadLoad(
    servers.map((s) => s.url),
    mix,
    CLUSTER_MIX.connections,
    benchEnv.mixSeconds,
  );
  // Posts still in flight when the runs stop are answered after them: let them land before counting.
  await new Promise((r) => setTimeout(r, 1000));
  const stored = (await storedPosts(first.url, token)) - before;
  const acknowledged = perProcess.reduce((n, f) => n + (f.statuses['201'] ?? 0), 0);
  return { connections: CLUSTER_MIX.connections, share, all, perProcess, acknowledged, stored };
}
