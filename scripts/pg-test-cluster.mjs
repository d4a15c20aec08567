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
import { delimiter, join } from 'node:path';
import { executable, findPgBin, startPgCluster } from './pg-cluster.mjs';

const fail = (line) => {
  console.error(line);
  process.exit(1);
};

const command = process.argv.slice(2);
if (command.length === 0)
  fail('Usage : node scripts/pg-test-cluster.mjs <commande…> (la commande reçoit TEST_DATABASE_URL)');

const isRoot = process.getuid?.() === 0;

function installPostgres() {
  const fix =
    'PostgreSQL introuvable (/usr/lib/postgresql/*/bin) : installez-le avec sudo apt-get install -y postgresql, ou indiquez le dossier de ses programmes dans PG_BIN';
  const aptGet = (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, 'apt-get'))
    .find(executable);
  if (!aptGet || !isRoot) fail(fix);
  console.log('PostgreSQL absent : installation du paquet Debian postgresql (apt-get), une minute environ…');
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync(aptGet, ['update', '-qq'], { env: aptEnv, stdio: 'inherit', timeout: 300_000 });
  if (update.status !== 0) fail(`apt-get update a échoué : ${fix}`);
  const install = spawnSync(aptGet, ['install', '-y', '-qq', 'postgresql'], {
    env: aptEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 900_000,
  });
  if (install.status !== 0) fail(`L'installation de postgresql par apt-get a échoué : ${fix}`);
  // The package starts a system cluster of its own; the tests never use it.
  return findPgBin() ?? fail(fix);
}

const bin = findPgBin() ?? installPostgres();
// A cluster that dies with the tests: durability settings off, it is faster on a shared machine.
const cluster = await startPgCluster(bin, { durable: false }).catch((error) => fail(error.message));
console.log(`PostgreSQL jetable sur ${cluster.url} (${bin})`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
child.on('error', (error) => {
  cluster.stop();
  fail(`${command[0]} : ${error.message}`);
});
