import { spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A throw-away PostgreSQL cluster for the bench, as scripts/pg-test-cluster.mjs makes one for the tests
 * (Debian's binaries, a temporary folder, 127.0.0.1 on a free port, trust authentication, owned by the
 * `postgres` user when we are root), with two differences: it never installs PostgreSQL (the bench
 * reports the section as not measured instead), and it keeps PostgreSQL's durability defaults (fsync and
 * synchronous commits on), so that a form post is acknowledged under the same promise as SQLite's
 * synchronous=FULL in the figures it is reported beside.
 */

export interface PgCluster {
  /** postgres:// address of the cluster's `postgres` database. */
  url: string;
  /** The folder of the binaries used, for the report. */
  bin: string;
  stop: () => void;
}

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** PG_BIN, or the newest /usr/lib/postgresql/<version>/bin; undefined when PostgreSQL is not installed. */
export function findPgBin(): string | undefined {
  if (process.env.PG_BIN) return executable(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => executable(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Starts a cluster with `bin`'s programs; stop() removes it (also called if the bench is interrupted). */
export async function startPgCluster(bin: string): Promise<PgCluster> {
  const isRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: then the cluster belongs to the Debian package's `postgres` user.
  const run = (program: string, args: string[]) => {
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
    return spawnSync(file, argv, { encoding: 'utf8', timeout: 120_000 });
  };
  const dir = mkdtempSync(join(tmpdir(), 'aviron-bench-pg-'));
  const data = join(dir, 'data');
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
    if (!uid) throw new Error('PostgreSQL is installed but there is no postgres user to run it');
    chownSync(dir, uid, gid);
  }
  let started = false;
  const stop = () => {
    if (started) run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-s']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  };
  // pg_ctl detaches the server from us: an interrupted bench must still take it down.
  const interrupted = (signal: NodeJS.Signals) => {
    stop();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const port = await freePort();
    // C.UTF-8: byte order for ORDER BY on text, as SQLite's default collation (README, Deployment).
    const init = run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-instructions']);
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.stdout}`);
    const settings = ['-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'];
    const start = run('pg_ctl', ['start', '-D', data, '-w', '-s', '-l', join(dir, 'server.log'), '-o', settings.join(' ')]);
    if (start.status !== 0) throw new Error(`pg_ctl start failed:\n${start.stderr || start.stdout}`);
    started = true;
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, bin, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
