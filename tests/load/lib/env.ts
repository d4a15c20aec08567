import { existsSync } from 'node:fs';

// The only place the load tools read the environment (as env.ts is for the server).
const env = process.env;
const number = (raw: string | undefined, fallback: number) =>
  raw && Number.isFinite(Number(raw)) ? Number(raw) : fallback;

export const benchEnv = {
  /** The server under test listens here, the bare server on the next port. */
  port: number(env.BENCH_PORT, 3410),
  /** Seconds per public read, for the app and for the bare server each. */
  seconds: number(env.BENCH_SECONDS, 4),
  /** Seconds per results-day mix run. */
  mixSeconds: number(env.BENCH_MIX_SECONDS, 8),
  /** Connections for the read comparison. */
  readConnections: number(env.BENCH_CONNECTIONS, 50),
  /** Lighthouse runs per main page (the median is kept). */
  lighthouseRuns: number(env.BENCH_LIGHTHOUSE_RUNS, 3),
  /** Lighthouse runs per other public page. */
  lighthouseOtherRuns: number(env.BENCH_LIGHTHOUSE_OTHER_RUNS, 1),
  /** Audit the demo set too (SEED_DEMO=true): Lighthouse and the console on every public page. */
  demo: env.BENCH_DEMO !== '0',
  /** Seconds at most for the cache-memory hammering. */
  hammerSeconds: number(env.BENCH_HAMMER_SECONDS, 30),
  /** Distinct query strings per hammered list. */
  hammerQueries: number(env.BENCH_HAMMER_QUERIES, 5000),
  /** The seed the server starts with (the real-size event by default). */
  seed: env.BENCH_SEED || 'event',
  /** Serve another build of the web app (passed on to the server). */
  webDistDir: env.WEB_DIST_DIR || undefined,
  /** The live push: streams held open, admin writes while the results-day visit runs (BENCH_PUSH=0 skips it). */
  push: env.BENCH_PUSH !== '0',
  pushStreams: number(env.BENCH_PUSH_STREAMS, 2000),
  pushWrites: number(env.BENCH_PUSH_WRITES, 20),
  /** BENCH_ONLY=push: the push section alone on the real-size server, printed (for working on it). */
  pushOnly: env.BENCH_ONLY === 'push',
  /** BENCH_ONLY=change (issue 30 items 4 and 6): the change itself at BENCH_CHANGE_STREAMS open pages, and a phone's hour. */
  changeOnly: env.BENCH_ONLY === 'change',
  changeStreams: number(env.BENCH_CHANGE_STREAMS, 10_000),
  changeWrites: number(env.BENCH_CHANGE_WRITES, 10),
  /** Issue 27: streams opened at once from one address while another reads (BENCH_FLOOD=0 skips it, BENCH_ONLY=flood runs it alone). */
  flood: env.BENCH_FLOOD !== '0',
  floodStreams: number(env.BENCH_FLOOD_STREAMS, 3000),
  floodOnly: env.BENCH_ONLY === 'flood',
  /** BENCH_ONLY=live-race: issue 31's live race section alone (tests/load/live-race-bench.ts). */
  liveRaceOnly: env.BENCH_ONLY === 'live-race',
  /** BENCH_LIVE_RACE=0: the full run leaves out issue 31's live race section (about 2 minutes). */
  liveRace: env.BENCH_LIVE_RACE !== '0',
  /** Two processes on a throw-away PostgreSQL cluster (BENCH_CLUSTER=0 skips them). */
  cluster: env.BENCH_CLUSTER !== '0',
  /** Admin writes of the read-after-write run, alternating between the two processes. */
  clusterWrites: number(env.BENCH_CLUSTER_WRITES, 1000),
  /** BENCH_ONLY=cluster: the SQLite mix at 200 connections, then the PostgreSQL section, printed. */
  clusterOnly: env.BENCH_ONLY === 'cluster',
  /** A 330,000-row results file refused while /api/health is asked (BENCH_IMPORT=0 skips it). */
  bigImport: env.BENCH_IMPORT !== '0',
  /** BENCH_ONLY=import: that section alone on the real-size server, printed. */
  importOnly: env.BENCH_ONLY === 'import',
  /** BENCH_ONLY=lighthouse: Lighthouse alone on /programme, a race page with its start list and an entrant's page. */
  lighthouseOnly: env.BENCH_ONLY === 'lighthouse',
  /** BENCH_ONLY=first-tap: issue 30's slow phone alone (first tap obeyed, the /inscrits search), printed. */
  firstTapOnly: env.BENCH_ONLY === 'first-tap',
  /** Loads per page of that section (the median is kept). */
  firstTapRuns: number(env.BENCH_FIRST_TAP_RUNS, 3),
  /** Print only, leave BENCHMARKS.md alone. */
  noWrite: env.BENCH_NO_WRITE === '1',
  chromiumPath:
    env.CHROMIUM_PATH || env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
};

/** For bare-server.ts, started by the bench with these two. */
export const bareEnv = { records: env.BARE_RECORDS ?? '', port: number(env.PORT, 0) };
