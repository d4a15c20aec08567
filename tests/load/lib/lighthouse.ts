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
  /** Main-thread work and script evaluation during the load (ms, as Lighthouse estimates them at 4× CPU). */
  mainThread: number;
  bootup: number;
  runs: number;
  /** Why there is no figure, when there is none. */
  error?: string;
}

const CLI = join(repoRoot, 'node_modules/lighthouse/cli/index.js');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-background-networking --disable-component-update --disable-sync --disable-quic --no-first-run';

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

/** One run of the Lighthouse 12 CLI with its defaults (mobile, simulated slow 4G, 4× CPU slowdown). */
function runOnce(url: string, out: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, url, '--output=json', `--output-path=${out}`, '--quiet', '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`], {
      cwd: repoRoot,
      env: { ...process.env, ...(benchEnv.chromiumPath ? { CHROME_PATH: benchEnv.chromiumPath } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited ${code}: ${stderr.trim().split('\n').slice(0, 3).join(' ')}`);
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

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const numeric = (r: Report, audit: string) => r.audits[audit]?.numericValue ?? Number.NaN;

/** Each page audited `runs` times in turn (nothing else loading the server meanwhile); medians per figure. */
export async function auditPages(baseUrl: string, paths: string[], runs: number, dir: string, log: (line: string) => void): Promise<LighthouseFigures[]> {
  const out: LighthouseFigures[] = [];
  for (const path of paths) {
    const reports: Report[] = [];
    let error: string | undefined;
    // A failed run (a trace Chromium could not record on a busy machine) is tried once more.
    let failures = 0;
    while (reports.length < runs && failures < 2) {
      log(`lighthouse ${path} (${reports.length + 1}/${runs})`);
      try {
        reports.push(await runOnce(baseUrl + path, join(dir, 'lighthouse.json')));
      } catch (e) {
        failures += 1;
        error = e instanceof Error ? e.message : String(e);
        log(`lighthouse ${path} failed: ${error.slice(0, 200)}`);
      }
    }
    if (reports.length) error = undefined;
    const pick = (f: (r: Report) => number) => (reports.length ? median(reports.map(f)) : Number.NaN);
    out.push({
      path,
      performance: pick((r) => r.categories.performance.score ?? Number.NaN),
      tbt: pick((r) => numeric(r, 'total-blocking-time')),
      domElements: pick((r) => numeric(r, 'dom-size')),
      lcp: pick((r) => numeric(r, 'largest-contentful-paint')),
      fcp: pick((r) => numeric(r, 'first-contentful-paint')),
      mainThread: pick((r) => numeric(r, 'mainthread-work-breakdown')),
      bootup: pick((r) => numeric(r, 'bootup-time')),
      runs: reports.length,
      ...(error ? { error } : {}),
    });
  }
  return out;
}
