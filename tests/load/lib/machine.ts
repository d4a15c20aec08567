import { execSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { repoRoot } from './processes';

/**
 * What one committed write costs on this disk (WAL, synchronous=FULL, as the server runs it): every
 * form post waits for it, so its tail shows in the mixed runs' p99.
 */
export function commitLatency(path: string): { p50: number; p99: number; max: number } {
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('create table probe (id integer primary key, body text)');
    const insert = db.prepare('insert into probe (body) values (?)');
    const times: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const t = performance.now();
      insert.run('x'.repeat(400));
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { p50: times[100] ?? Number.NaN, p99: times[198] ?? Number.NaN, max: times[199] ?? Number.NaN };
  } finally {
    db.close();
  }
}

export function gitHead(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty =
      execSync('git status --porcelain --untracked-files=no', { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

export function osName(): string {
  try {
    return execSync('uname -sr', { encoding: 'utf8' }).trim();
  } catch {
    return process.platform;
  }
}
