import { join } from 'node:path';
import { TOTP_REQUIRED } from '@app/contract';
import { testsOnPostgres } from '@app/db/testing';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppServer, createServer } from '../create-server';
import { type AppConfig, loadConfig } from '../env';
import { tempDir } from '../resilience/harness';
import { run } from '../testing/run-entry';

const CHEF = { email: 'chef@example.fr', password: 'ancien-Passw0rd' };

// The command as a process on a SQLite file, between two starts of the real server: skipped by `pnpm test:pg`.
describe.skipIf(testsOnPostgres())('pnpm admin:password --totp-off', () => {
  let dir: ReturnType<typeof tempDir>;
  let config: AppConfig;
  let app: AppServer | undefined;
  beforeEach(() => {
    dir = tempDir();
    config = {
      ...loadConfig({}),
      databasePath: join(dir.dir, 'app.db'),
      uploadsDir: join(dir.dir, 'uploads'),
      webDistDir: join(dir.dir, 'no-web'),
      adminEmail: CHEF.email,
      adminPassword: CHEF.password,
      seedDemo: false,
      logLevel: 'silent',
      loginRateLimit: 0,
    };
  });
  afterEach(async () => {
    await app?.stop();
    dir.dispose();
  });

  const post = (url: string, payload: object, token?: string) =>
    app!.server.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('turns off the second factor of a locked-out administrator and sets the new password; the journal names the command', async () => {
    app = await createServer(config);
    const token = (await post('/api/admin/login', CHEF).then((r) => r.json())) as { token: string };
    const { secret } = (await post('/api/admin/account/totp/setup', {}, token.token).then((r) => r.json())) as {
      secret: string;
    };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await post('/api/admin/account/totp/enable', { code }, token.token)).statusCode).toBe(200);
    expect((await post('/api/admin/login', CHEF).then((r) => r.json())) as { message: string }).toMatchObject({
      message: TOTP_REQUIRED,
    });
    await app.stop();
    app = undefined;

    const unknown = await run(
      'src/cli/admin-password.ts',
      { DATABASE_PATH: config.databasePath, ADMIN_PASSWORD: 'nouveau-Passw0rd' },
      undefined,
      ['--sans-totp'],
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('Option inconnue : --sans-totp (seule --totp-off est comprise)');

    const result = await run(
      'src/cli/admin-password.ts',
      { DATABASE_PATH: config.databasePath, ADMIN_PASSWORD: 'nouveau-Passw0rd' },
      undefined,
      ['--totp-off'],
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      `Double authentification de ${CHEF.email} désactivée ; ses codes de secours sont effacés`,
    );

    app = await createServer(config);
    const login = await post('/api/admin/login', { email: CHEF.email, password: 'nouveau-Passw0rd' });
    expect(login.statusCode, login.body).toBe(200);
    const journal = await app.server.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=accounts',
      headers: { authorization: `Bearer ${(login.json() as { token: string }).token}` },
    });
    expect(journal.json()).toEqual([
      expect.objectContaining({
        action: 'totpOff',
        accountEmail: 'pnpm admin:password',
        changes: [{ field: 'totp', before: 'true', after: 'false' }],
      }),
      expect.objectContaining({ action: 'totpOn', accountEmail: CHEF.email }),
    ]);
  });
});
