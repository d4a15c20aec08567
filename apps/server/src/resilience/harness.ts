import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDb } from '@app/db';

/*
 * The real server as a separate process (`node --import tsx src/main.ts`, not the tsx CLI, so that a
 * signal reaches the server itself and SIGKILL kills it for real), on a temporary folder, listening on
 * a port the system picks (PORT=0) and read back from its start line.
 */

export const serverRoot = resolve(import.meta.dirname, '../..');
export const repoRoot = resolve(serverRoot, '../..');
export const tsxLoader = createRequire(resolve(serverRoot, 'package.json')).resolve('tsx');
export const ADMIN = { email: 'admin@resilience.test', password: 'resilience-Passw0rd!' };

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function tempDir(): { dir: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'aviron-resilience-'));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `openFiles`: the process's open-file limit (soft and hard, set by the shell before node starts). */
export async function startServer(
  dir: string,
  env: Record<string, string> = {},
  options: { openFiles?: number } = {},
): Promise<ServerProcess> {
  const args = ['--import', tsxLoader, 'src/main.ts'];
  const [command, commandArgs] = options.openFiles
    ? ['/bin/sh', ['-c', `ulimit -n ${options.openFiles} && exec "$0" "$@"`, process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'app.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      WEB_DIST_DIR: join(dir, 'no-web'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_RATE_LIMIT: '0',
      LOGIN_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in time:\n${output}`)), 90_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const match = /Site prêt sur (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      fail(new Error(`server exited before it was ready (${code ?? signal}):\n${output}`));
    });
  });
  return { url, child, output: () => output, exited };
}

/** Stops a server that a test left running (SIGKILL: nothing to wait for). */
export async function ensureStopped(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

export const contactBody = (marker: string) => ({
  name: 'Visiteur Résilience',
  email: `${marker}@example.org`,
  subject: `Sujet ${marker}`,
  category: 'autre',
  message: `Message ${marker}`,
  consent: true,
});

export const volunteerBody = (marker: string) => ({
  firstName: 'Bénévole',
  lastName: marker,
  email: `${marker}@example.org`,
  role: 'accueil',
  availability: ['saturday-morning'],
  motivation: `Motivation ${marker}`,
});

export interface PostOutcome {
  marker: string;
  kind: 'contact' | 'volunteer';
  status: number | null;
  id?: string;
}

/** One form post; a network failure is an outcome too (status null), never an exception. */
export async function postForm(url: string, kind: 'contact' | 'volunteer', marker: string): Promise<PostOutcome> {
  try {
    const res = await fetch(`${url}/api/${kind === 'contact' ? 'contact' : 'volunteers'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(kind === 'contact' ? contactBody(marker) : volunteerBody(marker)),
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await res.json().catch(() => ({}))) as { id?: string };
    return { marker, kind, status: res.status, ...(body.id ? { id: body.id } : {}) };
  } catch {
    return { marker, kind, status: null };
  }
}

/** How many rows carry each marker (in the e-mail), straight from the database file. */
export async function storedMarkers(databasePath: string): Promise<Map<string, number>> {
  const handle = createDb({ path: databasePath });
  try {
    const counts = new Map<string, number>();
    const messages = await handle.db.selectFrom('contactMessages').select(['email']).execute();
    const volunteers = await handle.db.selectFrom('volunteers').select(['email']).execute();
    for (const { email } of [...messages, ...volunteers]) {
      const marker = email.replace(/@example\.org$/, '');
      counts.set(marker, (counts.get(marker) ?? 0) + 1);
    }
    return counts;
  } finally {
    await handle.close();
  }
}

/** The ids of a list through the admin API (the server's own view). */
export async function adminIds(url: string, path: string): Promise<string[]> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${url}/api/admin/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { id: string }[]).map((r) => r.id);
}
