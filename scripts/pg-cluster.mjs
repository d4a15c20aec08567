/*
 * A throw-away PostgreSQL cluster: Debian's binaries, a temporary folder, 127.0.0.1 on a free port, trust
 * authentication. PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user
 * that the Debian package creates. Used by the tests (scripts/pg-test-cluster.mjs) and the bench
 * (tests/load/lib/cluster.ts).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** PG_BIN, or the newest /usr/lib/postgresql/<version>/bin; undefined when PostgreSQL is not installed. */
export function findPgBin() {
  if (process.env.PG_BIN) return executable(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => executable(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * Starts a cluster with `bin`'s programs; stop() takes it down and removes its folder (also on SIGINT
 * or SIGTERM: pg_ctl detaches the server from us). `durable: false` turns fsync and synchronous commits
 * off, for tests on a shared machine; the bench keeps PostgreSQL's defaults, so that a post is
 * acknowledged under the same promise as SQLite's synchronous=FULL in the figures beside it.
 */
export async function startPgCluster(bin, { durable = true } = {}) {
  const isRoot = process.getuid?.() === 0;
  const run = (program, args) => {
    const [file, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    return spawnSync(file, argv, { encoding: 'utf8', timeout: 120_000 });
  };
  const dir = mkdtempSync(join(tmpdir(), 'aviron-pg-'));
  const data = join(dir, 'data');
  let started = false;
  const interrupted = (signal) => {
    stop();
    process.kill(process.pid, signal);
  };
  const stop = () => {
    if (started) run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-s']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    if (isRoot) {
      const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      if (uid.status !== 0) throw new Error('Utilisateur postgres introuvable : installez le paquet Debian postgresql');
      chownSync(dir, Number(uid.stdout), Number(gid.stdout));
    }
    const port = await freePort();
    // C.UTF-8: byte order for ORDER BY on text, as SQLite's default collation (README, Deployment).
    const init = run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-instructions',
      ...(durable ? [] : ['--no-sync']),
    ]);
    if (init.status !== 0) throw new Error(`initdb a échoué :\n${init.stderr || init.stdout}`);
    const settings = ['-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'];
    if (!durable) settings.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
    const start = run('pg_ctl', [
      'start',
      '-D',
      data,
      '-w',
      '-s',
      '-l',
      join(dir, 'server.log'),
      '-o',
      settings.join(' '),
    ]);
    if (start.status !== 0) throw new Error(`pg_ctl start a échoué :\n${start.stderr || start.stdout}`);
    started = true;
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, bin, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
