/*
 * `pnpm bench`: the production server on a fresh database seeded with the real-size event
 * (SEED_DEMO=event), measured against every target of the issues: Lighthouse on every public page, the
 * console of every public page (hydration), the first view and the live refresh of /resultats, the
 * admin participants list in Chromium, public reads and server-drawn pages beside a bare Fastify process
 * serving the same bytes, a results-day mix with form posts, and the public cache under thousands of
 * distinct query strings, with the live push (thousands of open streams, admin writes) between the last two; then two server
 * processes on a throw-away PostgreSQL cluster (read after write across them, reads beside the bare server,
 * the mix over both); then Lighthouse and the console again on the demo set (SEED_DEMO=true). Prints
 * every target as met or missed with its margin and writes the figures into BENCHMARKS.md (between the
 * bench markers).
 *
 * Env (tests/load/lib/env.ts): BENCH_PORT (3410; the bare server takes the next port, the demo server
 * the one after), BENCH_SECONDS (4 per read, app and bare each), BENCH_MIX_SECONDS (8 per mixed run),
 * BENCH_CONNECTIONS (50 for the read comparison), BENCH_LIGHTHOUSE_RUNS (3 per main page),
 * BENCH_LIGHTHOUSE_OTHER_RUNS (1 per other public page), BENCH_DEMO (0 skips the demo set),
 * BENCH_HAMMER_SECONDS (30), BENCH_HAMMER_QUERIES (5000 per list), BENCH_SEED (event), WEB_DIST_DIR
 * (serve another web build; its server build is read from WEB_DIST_DIR-ssr), BENCH_NO_WRITE=1 (print only),
 * BENCH_PUSH_STREAMS (2000 open live streams), BENCH_PUSH_WRITES (20), BENCH_PUSH=0 (skip the push),
 * BENCH_ONLY=push (the push alone, printed), BENCH_ONLY=change (issue 30: the change itself at BENCH_CHANGE_STREAMS
 * (10000) open pages over BENCH_CHANGE_WRITES (10) published races, and a phone's hour of 30 results), BENCH_CLUSTER=0 (skip the two processes on PostgreSQL),
 * BENCH_ONLY=live-race (issue 31: simulator → bridge → N live race streams, printed), BENCH_LIVE_RACE=0 (skip it),
 * BENCH_CLUSTER_WRITES (1000 for their read-after-write run), BENCH_ONLY=cluster (that section alone,
 * printed, beside the SQLite server on the same reads and mix), BENCH_FLOOD_STREAMS (3000 live streams
 * from one address), BENCH_FLOOD=0 (skip that), BENCH_ONLY=flood (that section alone, printed),
 * BENCH_ONLY=lighthouse (Lighthouse alone on every public page, « Mes suivis », a start-list race and athlete
 * page, BENCH_LIGHTHOUSE_RUNS each, every run printed), BENCH_ONLY=first-tap (issue 30's slow phone alone:
 * first tap obeyed on every public page and the /inscrits search; BENCH_FIRST_TAP_RUNS, 3),
 * BENCH_IMPORT=0 (skip the 330,000-row results file refused while /api/health is asked), BENCH_ONLY=import
 * (that section alone, printed).
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { measureAdminList } from './lib/admin-participants';
import { hammerCache, hammerUrls } from './lib/cache-memory';
import { inspectorUrl } from './lib/retained-memory';
import { ACCEPT, type CannonRequest } from './lib/cannon';
import { benchEnv } from './lib/env';
import { liveRaceSection } from './lib/live-race-section';
import { raw } from './lib/http';
import { measureCluster } from './lib/cluster';
import { checkConsole } from './lib/console-check';
import { type Audit, auditPages, type LighthouseFigures } from './lib/lighthouse';
import { refreshInChromium, revalidate } from './lib/live-refresh';
import { commitLatency } from './lib/machine';
import type { Measured } from './lib/measured';
import { runMix, spreadLoad } from './lib/mix';
import { launch, measureAdmin, measurePages } from './lib/pages';
import { repoRoot } from './lib/processes';
import { measureBigImport } from './lib/big-import';
import { measureLiveFlood } from './lib/live-flood';
import { compareReads, startBare } from './lib/reads';
import { writeReport } from './lib/report';
import { MAIN_PAGES, PUBLIC_PAGES } from './lib/public-pages';
import { renderReport } from './lib/sections';
import { CLUSTER_PORT, children, dir, LIST_READS, log, pushSection, startServer, t0, unique } from './lib/bench-run';
import {
  changeOnly,
  clusterOnly,
  firstTapOnly,
  floodOnly,
  importOnly,
  lighthouseOnly,
  pushOnly,
} from './lib/bench-only';
import { startListPages } from './lib/start-list-pages';

const { port, seconds, mixSeconds, readConnections, webDistDir } = benchEnv;

const AUDITS: Audit[] = PUBLIC_PAGES.map((path) => ({
  path,
  runs: MAIN_PAGES.includes(path) ? benchEnv.lighthouseRuns : benchEnv.lighthouseOtherRuns,
}));
const HAMMERED = ['/api/results', '/api/participants'];
const MIX_RUNS = [
  [50, 0.05],
  [200, 0.05],
  [200, 0],
] as const;

/** Lighthouse alone on the machine's share (no other browser open, nothing loading the server). */
async function lighthouseSet(
  baseUrl: string,
): Promise<{ lighthouse: LighthouseFigures[]; lighthouseLoad: [number, number] }> {
  const audits = [
    ...AUDITS,
    ...(await startListPages(baseUrl, log)).map((path) => ({ path, runs: benchEnv.lighthouseRuns })),
  ];
  // Each page drawn once before, so that Lighthouse meets the cached answer, as the next visitor would.
  for (const { path } of audits) await raw(baseUrl + path, { headers: ACCEPT });
  const before = loadavg()[0] ?? Number.NaN;
  log(`lighthouse on ${audits.length} pages, load average ${before.toFixed(2)}`);
  const lighthouse = await auditPages(baseUrl, audits, dir, log);
  return { lighthouse, lighthouseLoad: [before, loadavg()[0] ?? Number.NaN] };
}

async function main(): Promise<Measured> {
  const started = new Date();
  const load0 = loadavg();
  const commits = commitLatency(join(dir, 'probe.db'));
  const { server, token, dataset } = await startServer(benchEnv.seed, 'event', port);

  // Chromium first, on an idle server: the pages (and the reads they make), the live refresh, the admin.
  log('pages in Chromium');
  const browser = await launch();
  let measuredInBrowser: Pick<
    Measured,
    'pages' | 'admin' | 'adminList' | 'revalidations' | 'browserRefresh' | 'console'
  >;
  try {
    const pages = await measurePages(browser, server.url, MAIN_PAGES, 3);
    log('live refresh of /resultats');
    const browserRefresh = await refreshInChromium(browser, server.url, '/resultats');
    // The page's data comes inside its HTML: the reads to revalidate are those its Live tab makes.
    const resultsReads = pages.find((p) => p.path === '/resultats')?.reads ?? [];
    // The page itself too: a visitor's reload revalidates its HTML.
    const revalidations = await revalidate(
      server.url,
      unique(['/resultats', ...(resultsReads.length ? resultsReads : browserRefresh.requests.map((r) => r.path))]),
    );
    log('admin');
    const adminFigures = await measureAdmin(browser, server.url, token);
    const adminList = await measureAdminList(browser, server.url, token, 3);
    log('console of every public page');
    const consoleFigures = await checkConsole(browser, server.url, PUBLIC_PAGES);
    measuredInBrowser = {
      pages,
      admin: adminFigures,
      adminList,
      revalidations,
      browserRefresh,
      console: consoleFigures,
    };
  } finally {
    await browser.close();
  }
  const { pages } = measuredInBrowser;
  const audited = await lighthouseSet(server.url);

  // Headers that the earlier targets name.
  const home = await raw(`${server.url}/`, { headers: ACCEPT });
  const fallback = await raw(`${server.url}/programme`, { headers: ACCEPT });
  // The app's entry module (named in the boot script's data-entry, or in a module script's src).
  const entry = /"(\/assets\/index-[^"]+\.js)"/.exec((await raw(`${server.url}/`)).body.toString())?.[1];
  const asset = entry ? await raw(server.url + entry, { headers: ACCEPT }) : undefined;

  // The reads, then every public page as drawn (and cached) by the server, against the same bytes replayed.
  const madeByPages = unique(pages.flatMap((p) => p.reads));
  const compared = await compareReads(
    server,
    unique([...madeByPages, ...LIST_READS, ...PUBLIC_PAGES]),
    dir,
    port + 1,
    readConnections,
    seconds,
    log,
  );
  const reads = compared.filter((r) => !PUBLIC_PAGES.includes(r.path));
  const pageReads = compared.filter((r) => PUBLIC_PAGES.includes(r.path));

  // The results-day mix: each connection is a visitor reloading the pages (the HTML and the reads each
  // page made in Chromium), again and again, with a contact message and a volunteer application every
  // few rounds.
  const visit: CannonRequest[] = pages.flatMap((p) => [{ path: p.path }, ...unique(p.reads).map((path) => ({ path }))]);
  const mixed = [];
  for (const [connections, share] of MIX_RUNS) {
    log(`results-day mix at ${connections} connections, ${(share * 100).toFixed(0)} % posts (${mixSeconds} s)`);
    mixed.push(await runMix(server.url, token, visit, connections, share, mixSeconds));
  }
  // The same visit, no posts, at 200 connections against the bare server replaying the same bytes: the
  // tail this machine gives a server that does nothing but write them.
  log(`the same visit against the bare server (200 connections, no posts, ${mixSeconds} s)`);
  const bare = await startBare(dir, port + 1);
  const bareMix = await spreadLoad([bare.url], visit, 200, mixSeconds).finally(() => bare.stop());
  const push = benchEnv.push ? await pushSection(server, token, visit) : null;
  const flood = benchEnv.flood
    ? await measureLiveFlood(server.url, benchEnv.floodStreams, '/resultats', port + 1, log)
    : null;
  const bigImport = benchEnv.bigImport ? await measureBigImport(server.url, token, log) : null;

  // Last, as it fills whatever the server keeps: distinct query strings on the public lists.
  log(
    `cache memory: up to ${benchEnv.hammerQueries} distinct query strings on ${HAMMERED.join(' and ')} (${benchEnv.hammerSeconds} s at most)`,
  );
  const pid = server.process.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  const cache = await hammerCache(
    server.url,
    pid,
    inspectorUrl(server.output()),
    hammerUrls(HAMMERED, benchEnv.hammerQueries),
    8,
    benchEnv.hammerSeconds,
  );
  await server.stop();

  // The real-size server stopped: two processes on PostgreSQL, the same visit replayed over both.
  const cluster = benchEnv.cluster ? await measureCluster(visit, dir, CLUSTER_PORT, log) : null;

  // The demo set, with its own server (the real-size one stopped): the Lighthouse and console targets.
  let demo: Measured['demo'] = null;
  if (benchEnv.demo) {
    const started = await startServer('true', 'demo', port + 2);
    try {
      const demoBrowser = await launch();
      log('demo set: console of every public page');
      const consoleFigures = await checkConsole(demoBrowser, started.server.url, PUBLIC_PAGES).finally(() =>
        demoBrowser.close(),
      );
      demo = { dataset: started.dataset, console: consoleFigures, ...(await lighthouseSet(started.server.url)) };
    } finally {
      await started.server.stop();
    }
  }

  return {
    started,
    load0,
    commits,
    seed: benchEnv.seed,
    dataset,
    ...measuredInBrowser,
    ...audited,
    lighthouseRuns: benchEnv.lighthouseRuns,
    lighthouseOtherRuns: benchEnv.lighthouseOtherRuns,
    demo,
    reads,
    pageReads,
    readConnections,
    readSeconds: seconds,
    visit,
    mixed,
    bareMix: bareMix.all,
    mixSeconds,
    push,
    flood,
    bigImport,
    cluster,
    cache,
    cacheLists: HAMMERED,
    headers: { home, fallback, asset },
  };
}

const INTRO = `# Benchmarks

Figures from \`pnpm bench\` (tests/load/bench.ts). Re-run it to refresh the generated part below.`;

const command = webDistDir
  ? `\`tsx tests/load/bench.ts\` with \`WEB_DIST_DIR=${webDistDir}\` (what \`pnpm bench\` runs after its build, here against a web build of the same tree made apart, so as not to disturb other work)`
  : '`pnpm bench` (build, then `tsx tests/load/bench.ts`)';

// BENCH_ONLY=live-race: the live race section alone (it starts its own server; no build needed).
if (benchEnv.liveRaceOnly) {
  await import('./live-race-bench');
  process.exit(0);
}

try {
  // One section alone (BENCH_ONLY): the first one asked for, in this order.
  const only = (
    [
      [benchEnv.pushOnly, pushOnly],
      [benchEnv.changeOnly, changeOnly],
      [benchEnv.clusterOnly, clusterOnly],
      [benchEnv.floodOnly, floodOnly],
      [benchEnv.importOnly, importOnly],
      [benchEnv.lighthouseOnly, lighthouseOnly],
      [benchEnv.firstTapOnly, firstTapOnly],
    ] as const
  ).find(([asked]) => asked)?.[1];
  const report = only ? await only() : renderReport(await main(), command);
  // Issue 31's chain last, on its own server (BENCH_LIVE_RACE=0 skips it; BENCH_ONLY=live-race runs it alone).
  const withLiveRace = only || !benchEnv.liveRace ? report : `${report}\n\n${await liveRaceSection()}`;
  process.stdout.write(`\n${withLiveRace}\n`);
  log(`done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  if (!benchEnv.noWrite && !only) {
    writeReport(resolve(repoRoot, 'BENCHMARKS.md'), withLiveRace, INTRO);
    log('BENCHMARKS.md updated');
  }
} catch (error) {
  for (const child of children) if (child.process.exitCode === null) process.stderr.write(child.output());
  throw error;
} finally {
  for (const child of children) await child.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
