import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchEnv } from './env';
import { repoRoot } from './processes';

export interface LighthouseFigures {
  path: string;
  /** Medians over the runs; NaN when Lighthouse could not run. */
  performance: number;
  tbt: number;
  domElements: number;
  lcp: number;
  fcp: number;
  cls: number;
  /** Main-thread work and script evaluation during the load (ms, as Lighthouse estimates them at 4× CPU). */
  mainThread: number;
  bootup: number;
  runs: number;
  /**
   * Each run's performance score and TBT, in order (issue 30: the target holds in every run, not only the
   * median), with Lighthouse's benchmark index of the machine as that run began: the same page's TBT moves
   * with it from one run to the next on a shared 2-core machine.
   */
  each: { performance: number; tbt: number; benchmarkIndex: number }[];
  /** What the run with the median LCP says about it, to tell why a page misses. */
  why: LighthouseWhy;
  /** Why there is no figure, when there is none. */
  error?: string;
}

export interface LighthouseWhy {
  /** The LCP element's tag as Lighthouse quotes it, cut short. */
  lcpElement: string;
  /** The LCP's phases (TTFB, load delay, load time, render delay), ms. */
  lcpPhases: Record<string, number>;
  /** Render-blocking requests and the time Lighthouse says they cost. */
  renderBlocking: { url: string; wastedMs: number }[];
  /** Elements that moved, with their shift scores. */
  shifts: { node: string; score: number }[];
  /** Bytes of the document and of the scripts, as transferred (the simulation downloads both before the paint). */
  documentBytes: number;
  scriptBytes: number;
}

const CLI = join(repoRoot, 'node_modules/lighthouse/cli/index.js');
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-background-networking --disable-component-update --disable-sync --disable-quic --no-first-run';

interface Item {
  url?: string;
  wastedMs?: number;
  score?: number;
  phase?: string;
  timing?: number;
  resourceType?: string;
  transferSize?: number;
  node?: { snippet?: string };
  items?: Item[];
}

interface Report {
  categories: { performance: { score: number | null } };
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number; details?: { items?: Item[] } } | undefined>;
  runtimeError?: { code: string; message: string };
}

/** One run of the Lighthouse 12 CLI with its defaults (mobile, simulated slow 4G, 4× CPU slowdown). */
function runOnce(url: string, out: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        url,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--only-categories=performance',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, ...(benchEnv.chromiumPath ? { CHROME_PATH: benchEnv.chromiumPath } : {}) },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        if (code !== 0)
          throw new Error(`lighthouse exited ${code}: ${stderr.trim().split('\n').slice(0, 3).join(' ')}`);
        const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
        if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
        resolve(report);
      } catch (error) {
        reject(error);
      } finally {
        rmSync(out, { force: true });
      }
    });
  });
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const numeric = (r: Report, audit: string) => r.audits[audit]?.numericValue ?? Number.NaN;
const items = (r: Report, audit: string): Item[] => r.audits[audit]?.details?.items ?? [];
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

function whyOf(r: Report): LighthouseWhy {
  // The LCP element audit holds two tables: the element, then the phases.
  const [element, phases] = items(r, 'largest-contentful-paint-element');
  const requests = items(r, 'network-requests');
  const bytes = (type: string) =>
    requests.filter((q) => q.resourceType === type).reduce((n, q) => n + (q.transferSize ?? 0), 0);
  return {
    lcpElement: (element?.items?.[0]?.node?.snippet ?? '').slice(0, 70),
    lcpPhases: Object.fromEntries((phases?.items ?? []).map((p) => [p.phase ?? '?', Math.round(p.timing ?? 0)])),
    renderBlocking: items(r, 'render-blocking-resources').map((i) => ({
      url: path(i.url ?? ''),
      wastedMs: Math.round(i.wastedMs ?? 0),
    })),
    shifts: items(r, 'layout-shifts').map((i) => ({ node: (i.node?.snippet ?? '').slice(0, 70), score: i.score ?? 0 })),
    documentBytes: bytes('Document'),
    scriptBytes: bytes('Script'),
  };
}

const NO_WHY: LighthouseWhy = {
  lcpElement: '',
  lcpPhases: {},
  renderBlocking: [],
  shifts: [],
  documentBytes: 0,
  scriptBytes: 0,
};

/** A page and how many Lighthouse runs it gets (the median of them is kept). */
export interface Audit {
  path: string;
  runs: number;
}

/** Each page audited its number of runs in turn (nothing else loading the server meanwhile); medians per figure. */
export async function auditPages(
  baseUrl: string,
  audits: Audit[],
  dir: string,
  log: (line: string) => void,
): Promise<LighthouseFigures[]> {
  const out: LighthouseFigures[] = [];
  for (const { path: page, runs } of audits) {
    const reports: Report[] = [];
    let error: string | undefined;
    // A failed run (Lighthouse 12's NO_NAVSTART: a trace it could not read, one run in 20 here) is tried
    // again, up to three times per page, so each page keeps its number of runs.
    let failures = 0;
    while (reports.length < runs && failures < 4) {
      log(`lighthouse ${page} (${reports.length + 1}/${runs})`);
      try {
        reports.push(await runOnce(baseUrl + page, join(dir, 'lighthouse.json')));
      } catch (e) {
        failures += 1;
        error = e instanceof Error ? e.message : String(e);
        log(`lighthouse ${page} failed: ${error.slice(0, 200)}`);
      }
    }
    if (reports.length) error = undefined;
    const pick = (f: (r: Report) => number) => (reports.length ? median(reports.map(f)) : Number.NaN);
    const lcp = pick((r) => numeric(r, 'largest-contentful-paint'));
    const typical = reports.find((r) => numeric(r, 'largest-contentful-paint') === lcp);
    out.push({
      path: page,
      performance: pick((r) => r.categories.performance.score ?? Number.NaN),
      tbt: pick((r) => numeric(r, 'total-blocking-time')),
      domElements: pick((r) => numeric(r, 'dom-size')),
      lcp,
      fcp: pick((r) => numeric(r, 'first-contentful-paint')),
      cls: pick((r) => numeric(r, 'cumulative-layout-shift')),
      mainThread: pick((r) => numeric(r, 'mainthread-work-breakdown')),
      bootup: pick((r) => numeric(r, 'bootup-time')),
      runs: reports.length,
      each: reports.map((r) => ({
        performance: r.categories.performance.score ?? Number.NaN,
        tbt: numeric(r, 'total-blocking-time'),
        benchmarkIndex: r.environment?.benchmarkIndex ?? Number.NaN,
      })),
      why: typical ? whyOf(typical) : NO_WHY,
      ...(error ? { error } : {}),
    });
  }
  return out;
}
