import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer as createNetServer, type Server } from 'node:net';
import { join } from 'node:path';
import { testsOnPostgres } from '@app/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from '../create-server';
import { loadConfig } from '../env';
import { tempDir } from '../resilience/harness';
import { run } from '../testing/run-entry';

// The real entry points as separate processes, as a newcomer runs them: src/main.ts and the
// admin:password command, each on a temporary database.

const occupy = (): Promise<Server> =>
  new Promise((done) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => done(server));
  });
const portOf = (server: Server) => (server.address() as { port: number }).port;
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** Logs in through the real server on that database: the password an administrator would type. */
async function canLogIn(databasePath: string, dir: string, email: string, password: string): Promise<boolean> {
  const app = await createServer({
    ...loadConfig({}),
    databasePath,
    uploadsDir: join(dir, 'uploads'),
    webDistDir: join(dir, 'no-web'),
    logLevel: 'silent',
    loginRateLimit: 0,
  });
  try {
    const res = await app.server.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
    return res.statusCode === 200;
  } finally {
    await app.stop();
  }
}

// Runs the server and `pnpm admin:password` as processes on a SQLite file (its creation, the password file beside it): skipped by `pnpm test:pg`.
describe.skipIf(testsOnPostgres())('first start', () => {
  let dir: string;
  let dispose: () => void;
  let taken: Server;
  beforeEach(async () => {
    ({ dir, dispose } = tempDir());
    taken = await occupy();
  });
  afterEach(() => {
    taken.close();
    dispose();
  });

  it('keeps the generated password and answers a taken port with one line naming PORT', async () => {
    const databasePath = join(dir, 'data', 'app.db');
    const port = portOf(taken);
    const result = await run('src/main.ts', {
      PORT: String(port),
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: join(dir, 'uploads'),
      WEB_DIST_DIR: join(dir, 'no-web'),
      ADMIN_EMAIL: 'chef@example.fr',
      ADMIN_PASSWORD: '',
      SEED_DEMO: 'false',
    });

    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([expect.stringContaining(`Le port ${port} est déjà utilisé`)]);
    expect(result.stderr).toContain(`PORT=${port + 1} pnpm start`);
    expect(result.stderr).not.toMatch(/EADDRINUSE|at .*\(/);

    const file = join(dir, 'data', 'admin-password.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = /ADMIN_PASSWORD=(\S+)/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(password).toBeTruthy();
    expect(result.stdout).toContain(`mot de passe généré : ${password}`);
    expect(result.stdout).toContain(file);
    expect(await canLogIn(databasePath, dir, 'chef@example.fr', password!)).toBe(true);
  });

  it('pnpm admin:password sets a new password on that database, from ADMIN_PASSWORD or stdin', async () => {
    const databasePath = join(dir, 'data', 'app.db');
    await run('src/main.ts', {
      PORT: String(portOf(taken)),
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: join(dir, 'uploads'),
      WEB_DIST_DIR: join(dir, 'no-web'),
      ADMIN_EMAIL: 'chef@example.fr',
      ADMIN_PASSWORD: '',
      SEED_DEMO: 'false',
    });
    const file = join(dir, 'data', 'admin-password.txt');
    const generated = /ADMIN_PASSWORD=(\S+)/.exec(readFileSync(file, 'utf8'))?.[1];

    const fromEnv = await run('src/cli/admin-password.ts', {
      DATABASE_PATH: databasePath,
      ADMIN_PASSWORD: 'nouveau-Passw0rd',
    });
    expect(fromEnv.code).toBe(0);
    expect(fromEnv.stdout).toContain("Mot de passe de l'administrateur chef@example.fr changé");
    expect(existsSync(file)).toBe(false);
    expect(await canLogIn(databasePath, dir, 'chef@example.fr', 'nouveau-Passw0rd')).toBe(true);
    expect(await canLogIn(databasePath, dir, 'chef@example.fr', generated!)).toBe(false);

    const fromStdin = await run(
      'src/cli/admin-password.ts',
      { DATABASE_PATH: databasePath, ADMIN_PASSWORD: '' },
      'depuis-stdin-42\n',
    );
    expect(fromStdin.code).toBe(0);
    expect(await canLogIn(databasePath, dir, 'chef@example.fr', 'depuis-stdin-42')).toBe(true);

    const tooShort = await run('src/cli/admin-password.ts', { DATABASE_PATH: databasePath, ADMIN_PASSWORD: 'court' });
    expect(tooShort.code).toBe(1);
    expect(lines(tooShort.stderr)).toEqual(['Le mot de passe doit compter au moins 8 caractères']);
    expect(await canLogIn(databasePath, dir, 'chef@example.fr', 'depuis-stdin-42')).toBe(true);
  });

  it('pnpm admin:password refuses a database that does not exist, in one line', async () => {
    const result = await run('src/cli/admin-password.ts', {
      DATABASE_PATH: join(dir, 'absent.db'),
      ADMIN_PASSWORD: 'nouveau-Passw0rd',
    });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([expect.stringContaining(`Aucune base à ${join(dir, 'absent.db')}`)]);
    expect(existsSync(join(dir, 'absent.db'))).toBe(false);
  });
});
