import { readFileSync, writeFileSync } from 'node:fs';
import type { Figures } from './cannon';

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value: number | null): string =>
  value === null || Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`;
export const num = (value: number): string => Math.round(value).toLocaleString('en-US');
/** Milliseconds shown as seconds, one decimal. */
export const s = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;
/** Errors, timeouts and non-2xx answers of a run. */
export const failures = (f: Figures): number => f.errors + f.timeouts + f.non2xx;
/** The cells of a read compared with the bare server: req/s, p50, p99 of each, and their ratio. */
export const speedCells = (app: Figures, bare: Figures): string[] => [
  num(app.rps),
  ms(app.p50),
  ms(app.p99),
  num(bare.rps),
  ms(bare.p50),
  ms(bare.p99),
  (app.rps / bare.rps).toFixed(2),
];

/** A Markdown table, readable as is in a terminal. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

const START = '<!-- bench:start (written by `pnpm bench`; text outside these markers is kept) -->';
const END = '<!-- bench:end -->';

/** Replaces the generated part of BENCHMARKS.md, keeping what people wrote around it. */
export function writeReport(file: string, generated: string, intro: string): void {
  let before = `${intro}\n\n`;
  let after = '\n';
  try {
    const current = readFileSync(file, 'utf8');
    const s = current.indexOf(START);
    const e = current.indexOf(END);
    if (s !== -1 && e > s) {
      before = current.slice(0, s);
      after = current.slice(e + END.length);
    }
  } catch {
    // first run: the intro is written once, then kept
  }
  writeFileSync(file, `${before}${START}\n\n${generated.trim()}\n\n${END}${after}`);
}
