import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The process's limit on open files, sockets included: every open live stream holds one until the
 * visitor leaves. Node raises its soft limit to the hard one at start, so this is what the process
 * really has. Read from /proc on Linux, else from a shell (which inherits it); undefined when neither
 * answers, Infinity when unlimited.
 */
export function openFileLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
    if (line) return line === 'unlimited' ? Number.POSITIVE_INFINITY : Number(line);
  } catch {
    // not Linux
  }
  try {
    const out = execFileSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2_000 }).trim();
    return out === 'unlimited' ? Number.POSITIVE_INFINITY : Number(out) || undefined;
  } catch {
    return undefined;
  }
}

/** A few KB of memory each (BENCHMARKS.md): beyond this the memory, not the files, is what runs out. */
export const MEMORY_STREAM_CEILING = 20_000;

/**
 * The most live streams the process may hold: its open-file limit less what the rest needs (ordinary
 * requests, the database files, uploads being written, static files read): a fifth of the limit, and at
 * least 256. With 1,024 files that is 768 streams; with 20,000, 16,000. Unknown limit: read as 1,024.
 */
export function streamCeiling(limit: number | undefined): number {
  const files = limit ?? 1_024;
  if (files === Number.POSITIVE_INFINITY) return Number.MAX_SAFE_INTEGER;
  return Math.max(0, files - Math.max(256, Math.ceil(files / 5)));
}
