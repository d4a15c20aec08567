#!/usr/bin/env node
/*
 * Run before Playwright by `pnpm test` and `pnpm test:e2e`: without a browser every end-to-end test fails
 * at launch, minutes later and a hundred times over. Installs Debian's chromium when it can (root with
 * apt-get), else stops at once with the fix in one line.
 * CHROMIUM_DEFAULT_PATH only lets the test of this script pretend that /usr/bin/chromium is absent.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
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
const runs = (path) => spawnSync(path, ['--version'], { timeout: 15_000, stdio: 'ignore' }).status === 0;

const explicit = process.env.CHROMIUM_PATH;
if (explicit) {
  if (executable(explicit) && runs(explicit)) process.exit(0);
  fail(
    `CHROMIUM_PATH=${explicit} ne lance pas de navigateur : corrigez ce chemin, ou retirez CHROMIUM_PATH pour utiliser /usr/bin/chromium`,
  );
}

const debianPath = process.env.CHROMIUM_DEFAULT_PATH || '/usr/bin/chromium';
if (executable(debianPath) && runs(debianPath)) process.exit(0);

// Playwright's own download (`npx playwright install chromium`), which the configuration falls back to.
const playwrightBrowsers = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
if (existsSync(playwrightBrowsers) && readdirSync(playwrightBrowsers).some((name) => name.startsWith('chromium')))
  process.exit(0);

const aptGet = (process.env.PATH ?? '')
  .split(delimiter)
  .map((dir) => join(dir, 'apt-get'))
  .find(executable);
const fix = `Chromium introuvable (${debianPath}) : installez-le avec sudo apt-get install -y chromium, ou indiquez son chemin dans CHROMIUM_PATH`;
if (!aptGet || process.getuid?.() !== 0) fail(fix);

console.log('Chromium absent : installation du paquet Debian chromium (apt-get), une minute environ…');
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const update = spawnSync(aptGet, ['update', '-qq'], { env: aptEnv, stdio: 'inherit', timeout: 300_000 });
if (update.status !== 0) fail(`apt-get update a échoué : ${fix}`);
const install = spawnSync(aptGet, ['install', '-y', '-qq', 'chromium'], {
  env: aptEnv,
  stdio: ['ignore', 'ignore', 'inherit'],
  timeout: 900_000,
});
if (install.status !== 0 || !runs(debianPath)) fail(`L'installation de chromium par apt-get a échoué : ${fix}`);
