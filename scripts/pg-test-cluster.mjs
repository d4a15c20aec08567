#!/usr/bin/env node
/*
 * `node scripts/pg-test-cluster.mjs <command…>`: runs the command against a throw-away PostgreSQL cluster,
 * then removes it. The cluster lives in a temporary folder, listens on 127.0.0.1 on a free port with
 * trust authentication, and is never a system service: `pnpm test:pg` needs no database set up beforehand.
 * The command gets TEST_DATABASE_URL (the test helpers give each test a database of its own on it).
 * Debian's binaries (/usr/lib/postgresql/<version>/bin) are used, installed with apt-get when missing and
 * run as root (CI), as PG_BIN says otherwise. PostgreSQL refuses to run as root: as root, the cluster
 * belongs to the `postgres` user that the Debian package creates.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const fail = (line) => {
  console.error(line);
  process.exit(1);
};
const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const command = process.argv.slice(2);
if (command.length === 0) fail('Usage : node scripts/pg-test-cluster.mjs <commande…> (la commande reçoit TEST_DATABASE_URL)');

const isRoot = process.getuid?.() === 0;

function findBin() {
  if (process.env.PG_BIN) return executable(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => executable(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

function installPostgres() {
  const fix = 'PostgreSQL introuvable (/usr/lib/postgresql/*/bin) : installez-le avec sudo apt-get install -y postgresql, ou indiquez le dossier de ses programmes dans PG_BIN';
  const aptGet = (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, 'apt-get'))
    .find(executable);
  if (!aptGet || !isRoot) fail(fix);
  console.log('PostgreSQL absent : installation du paquet Debian postgresql (apt-get), une minute environ…');
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync(aptGet, ['update', '-qq'], { env: aptEnv, stdio: 'inherit', timeout: 300_000 });
  if (update.status !== 0) fail(`apt-get update a échoué : ${fix}`);
  const install = spawnSync(aptGet, ['install', '-y', '-qq', 'postgresql'], { env: aptEnv, stdio: ['ignore', 'ignore', 'inherit'], timeout: 900_000 });
  if (install.status !== 0) fail(`L'installation de postgresql par apt-get a échoué : ${fix}`);
  // The package starts a system cluster of its own; the tests never use it.
  return findBin() ?? fail(fix);
}

const bin = findBin() ?? installPostgres();

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A PostgreSQL program, as the `postgres` user when we are root. */
function pgRun(program, args) {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
  return spawnSync(file, argv, { encoding: 'utf8', timeout: 120_000 });
}

const dir = mkdtempSync(join(tmpdir(), 'aviron-pg-'));
const data = join(dir, 'data');
if (isRoot) {
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (ids.status !== 0) fail('Utilisateur postgres introuvable : installez le paquet Debian postgresql');
  chownSync(dir, Number(ids.stdout), Number(gids.stdout));
}

let started = false;
function cleanUp() {
  if (started) pgRun('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-s']);
  started = false;
  rmSync(dir, { recursive: true, force: true });
}

const port = await freePort();
// C.UTF-8: byte order for ORDER BY on text, as SQLite's default collation.
const init = pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync', '--no-instructions']);
if (init.status !== 0) {
  cleanUp();
  fail(`initdb a échoué :\n${init.stderr || init.stdout}`);
}
// A cluster that dies with the tests: durability settings off, it is faster on a shared machine.
const settings = ['-p', port, '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'];
const start = pgRun('pg_ctl', ['start', '-D', data, '-w', '-s', '-l', join(dir, 'server.log'), '-o', settings.join(' ')]);
if (start.status !== 0) {
  cleanUp();
  fail(`pg_ctl start a échoué :\n${start.stderr || start.stdout}`);
}
started = true;

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL jetable sur ${url} (${bin})`);
const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
child.on('error', (error) => {
  cleanUp();
  fail(`${command[0]} : ${error.message}`);
});
