import { CLUSTER_READS, measureCluster } from './cluster';
import { clusterTables, clusterTargets } from './cluster-report';
import { bigImportTargets, measureBigImport } from './big-import';
import { benchEnv } from './env';
import { ACCEPT } from './cannon';
import { raw } from './http';
import { firstTapTable, measureFirstTaps } from './first-tap';
import { auditPages } from './lighthouse';
import { launch } from './pages';
import { startListPages } from './start-list-pages';
import { liveFloodTargets, measureLiveFlood } from './live-flood';
import { runMix } from './mix';
import { MAIN_PAGES, PUBLIC_PAGES } from './public-pages';
import { compareReads } from './reads';
import { targetTable } from './targets';
import { pushTargets } from './push';
import { changeTargets, measureChange } from './push-change';
import { CLUSTER_PORT, dir, LIST_READS, log, pushSection, startServer, unique } from './bench-run';

// The sections `BENCH_ONLY=<section>` runs alone on a quiet machine, each printing its targets.

const { port, seconds, mixSeconds, readConnections } = benchEnv;

/** BENCH_ONLY=push: the real-size server and the push section alone, the visit made of the main pages and the list reads (no Chromium to record theirs). */
export async function pushOnly(): Promise<string> {
  const { server, token } = await startServer(benchEnv.seed, 'event', port);
  const visit = unique([...MAIN_PAGES, ...LIST_READS]).map((path) => ({ path }));
  const push = await pushSection(server, token, visit);
  await server.stop();
  return targetTable(pushTargets(push));
}

/** BENCH_ONLY=change: the real-size server, a phone's hour of results, then the change itself at 10,000 open pages while the visit runs. */
export async function changeOnly(): Promise<string> {
  const { server, token } = await startServer(benchEnv.seed, 'event', port);
  const visit = unique([...MAIN_PAGES, ...LIST_READS]).map((path) => ({ path }));
  const options = {
    streams: benchEnv.changeStreams,
    writes: benchEnv.changeWrites,
    readConnections: 50,
    phonePublishes: 30,
  };
  const figures = await measureChange(server.url, token, visit, options, log);
  await server.stop();
  return targetTable(changeTargets(figures));
}

/** BENCH_ONLY=flood: the real-size server and the live flood alone. */
export async function floodOnly(): Promise<string> {
  const { server } = await startServer(benchEnv.seed, 'event', port);
  const flood = await measureLiveFlood(server.url, benchEnv.floodStreams, '/resultats', port + 1, log);
  await server.stop();
  return targetTable(liveFloodTargets(flood));
}

/** BENCH_ONLY=import: the real-size server and the big results file alone. */
export async function importOnly(): Promise<string> {
  const { server, token } = await startServer(benchEnv.seed, 'event', port);
  const figures = await measureBigImport(server.url, token, log);
  await server.stop();
  return targetTable(bigImportTargets(figures));
}

/** BENCH_ONLY=cluster: the PostgreSQL section with, beside it, the SQLite server on the same reads and mix (the visit as pushOnly's). */
export async function clusterOnly(): Promise<string> {
  const visit = unique([...MAIN_PAGES, ...LIST_READS]).map((path) => ({ path }));
  const { server, token } = await startServer(benchEnv.seed, 'event', port);
  const reads = await compareReads(server, CLUSTER_READS, dir, port + 1, readConnections, seconds, log);
  log(`SQLite: results-day mix at 200 connections, 5 % posts (${mixSeconds} s)`);
  const sqlite = { mix: await runMix(server.url, token, visit, 200, 0.05, mixSeconds), reads };
  await server.stop();
  const cluster = await measureCluster(visit, dir, CLUSTER_PORT, log);
  return [targetTable(clusterTargets(cluster, sqlite)), ...clusterTables(cluster, sqlite)].join('\n\n');
}

/** BENCH_ONLY=lighthouse: Lighthouse (mobile) alone on a quiet machine, on /programme and issue 29's pages (a race page with its start list, an entrant's athlete page). */
export async function lighthouseOnly(): Promise<string> {
  const { server } = await startServer(benchEnv.seed, 'event', port);
  // Every public page, each its runs (issue 30 item 2: the target holds in each run), then issue 29's race
  // page with its start list and one of its entrants' pages.
  const paths = [...PUBLIC_PAGES, '/mes-suivis', ...(await startListPages(server.url, log))];
  for (const path of paths) await raw(server.url + path, { headers: ACCEPT });
  const figures = await auditPages(
    server.url,
    paths.map((path) => ({ path, runs: benchEnv.lighthouseRuns })),
    dir,
    log,
  );
  await server.stop();
  const rows = figures.map(
    (f) =>
      `| \`${f.path}\` | ${f.performance.toFixed(2)} | ${Math.round(f.tbt)} ms | ${Math.round(f.lcp)} ms | ${f.each.map((r) => `${r.performance.toFixed(2)} / ${Math.round(r.tbt)} ms (${Math.round(r.benchmarkIndex)})`).join(', ')} |`,
  );
  return [
    '| page | performance (median) | TBT | LCP | each run (performance / TBT (benchmark index)) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** BENCH_ONLY=first-tap: issue 30's slow phone on the real-size server: the first tap obeyed per page, the /inscrits search. */
export async function firstTapOnly(): Promise<string> {
  const { server } = await startServer(benchEnv.seed, 'event', port);
  // Every public page (issue 30 item 1), « Mes suivis », and a race page with its start list and one of its
  // entrants' pages (issue 29).
  const paths = [...PUBLIC_PAGES, '/mes-suivis', ...(await startListPages(server.url, log))];
  // Each page drawn once before (and its English twin), as the public cache holds them for the next visitor.
  for (const path of paths) {
    await raw(server.url + path, { headers: ACCEPT });
    await raw(`${server.url + path}${path.includes('?') ? '&' : '?'}lang=en`, { headers: ACCEPT });
  }
  const browser = await launch();
  try {
    return firstTapTable(await measureFirstTaps(browser, server.url, paths, benchEnv.firstTapRuns, log));
  } finally {
    await browser.close();
    await server.stop();
  }
}
