#!/usr/bin/env node
/*
 * `pnpm deps`, first step of `pnpm serve` and `pnpm test`: `pnpm install`, made to work on a machine that
 * reaches only the npm registry. There better-sqlite3 cannot download its prebuilt binary, so node-gyp
 * compiles it, and node-gyp cannot download Node's headers either: it needs npm_config_nodedir, which is
 * set here to the running Node's own prefix when its headers are installed there (/usr for Debian's and
 * NodeSource's packages, the version folder for nvm). When neither a build nor a download can work, it
 * stops before installing anything, with the fix in one line.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const env = { ...process.env };
const fail = (line) => {
  console.error(line);
  process.exit(1);
};

const onPath = (name) =>
  (env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

/** The folder holding include/node/common.gypi for the running Node, if it has one. */
function localNodeDir() {
  if (env.npm_config_nodedir) return env.npm_config_nodedir;
  const prefix = dirname(dirname(process.execPath));
  return existsSync(join(prefix, 'include', 'node', 'common.gypi')) ? prefix : undefined;
}

/** better-sqlite3's binding as a previous install left it (then nothing has to be built). */
function bindingAlreadyBuilt() {
  const store = join(root, 'node_modules', '.pnpm');
  if (!existsSync(store)) return false;
  return readdirSync(store)
    .filter((name) => name.startsWith('better-sqlite3@'))
    .some((name) =>
      existsSync(join(store, name, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node')),
    );
}

async function reachable(url) {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

const nodedir = localNodeDir();
if (nodedir) env.npm_config_nodedir = nodedir;

if (!bindingAlreadyBuilt()) {
  const tools = [['make'], ['c++', 'g++', 'clang++'], ['python3']];
  const missing = tools.filter((names) => !names.some(onPath)).map((names) => names[0]);
  if (missing.length > 0 || !nodedir) {
    // Only then is a download needed: the prebuilt binary (GitHub) or, to compile, Node's headers.
    const [github, nodejs] = await Promise.all([
      reachable('https://github.com'),
      reachable('https://nodejs.org/dist/'),
    ]);
    if (!github && missing.length > 0) {
      fail(
        `better-sqlite3 doit être compilé ici et il manque ${missing.join(', ')} : installez-les (Debian : sudo apt-get install -y build-essential python3), puis relancez la commande`,
      );
    }
    if (!github && !nodejs) {
      fail(
        `Les en-têtes de Node ${process.version} manquent pour compiler better-sqlite3 : indiquez le dossier qui contient include/node, par exemple npm_config_nodedir=/usr, puis relancez la commande`,
      );
    }
  }
}

// Under `pnpm <script>` (npx included) npm_execpath is the pnpm that runs us: install with the same one.
const execPath = env.npm_execpath && /pnpm/.test(env.npm_execpath) ? env.npm_execpath : undefined;
const [command, args] = execPath
  ? /\.[cm]?js$/.test(execPath)
    ? [process.execPath, [execPath, 'install', ...process.argv.slice(2)]]
    : [execPath, ['install', ...process.argv.slice(2)]]
  : ['pnpm', ['install', ...process.argv.slice(2)]];
const install = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
if (install.error)
  fail(`pnpm introuvable (${install.error.message}) : lancez la commande par npx --yes pnpm@10.34.0 <script>`);

// pnpm 10 exits 0 when it skipped a native build: check the binding itself, whatever pnpm said.
const probe = spawnSync(
  process.execPath,
  ['-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"],
  {
    cwd: join(root, 'packages', 'db'),
    encoding: 'utf8',
  },
);
if (install.status !== 0 || probe.status !== 0) {
  fail(
    probe.status === 0
      ? `pnpm install a échoué (code ${install.status}) : voir ses messages ci-dessus`
      : `better-sqlite3 n'a pas de module natif : installez un compilateur (sudo apt-get install -y build-essential python3) et, sans accès à nodejs.org, indiquez npm_config_nodedir=<dossier contenant include/node> ; puis relancez la commande`,
  );
}
