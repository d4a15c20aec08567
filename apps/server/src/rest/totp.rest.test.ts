import { INVALID_CREDENTIALS, INVALID_TOTP_CODE, TOTP_REQUIRED, WRONG_CURRENT_PASSWORD } from '@app/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server';

const SECOND = { email: 'second@test.fr', password: 'Deuxieme-Compte-2026' };
/** What the authenticator app shows, `steps` periods of 30 s from now. */
const appCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe('REST second factor (TOTP) of the back-office', () => {
  let app: TestServer;
  let call: ReturnType<typeof restCall>;
  let admin: string;

  const login = (body: Record<string, unknown>) => call('POST', '/api/admin/login', body);
  const sessions = async () => (await app.handle.db.selectFrom('adminSessions').select('tokenHash').execute()).length;

  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
    call = restCall(app);
    admin = await app.login();
    expect((await call('POST', '/api/admin/accounts', SECOND, admin)).statusCode).toBe(201);
  });
  afterAll(() => app.dispose());

  it('turns on for one account; its login then takes the password and a code, the others log in as before', async () => {
    const token = (await login(SECOND).then((r) => r.json())) as { token: string };
    const setup = await call('POST', '/api/admin/account/totp/setup', undefined, token.token);
    expect(setup.statusCode, setup.body).toBe(200);
    // The key and, below, the recovery codes are never kept by a browser or a proxy.
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, qrCode, otpauthUri } = setup.json() as { secret: string; qrCode: string; otpauthUri: string };
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expectError(await call('POST', '/api/admin/account/totp/enable', { code: '12' }, token.token), 400, /6 chiffres/);
    const enabled = await call('POST', '/api/admin/account/totp/enable', { code: appCode(secret) }, token.token);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.headers['cache-control']).toBe('no-store');
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);

    const accounts = (await call('GET', '/api/admin/accounts', undefined, admin)).json() as {
      email: string;
      totp: boolean;
    }[];
    expect(accounts.map((a) => [a.email, a.totp])).toEqual([
      [TEST_ADMIN.email, false],
      [SECOND.email, true],
    ]);

    // The password step alone: 401 naming the code, nothing written, no session.
    const before = await snapshotDb(app);
    const count = await sessions();
    expectError(await login(SECOND), 401, TOTP_REQUIRED);
    expectError(await login({ ...SECOND, password: 'mauvais-mot-de-passe' }), 401, INVALID_CREDENTIALS);
    expectError(
      await login({ ...SECOND, code: '000000' === appCode(secret, 1) ? '111111' : '000000' }),
      401,
      INVALID_TOTP_CODE,
    );
    expect(await snapshotDb(app)).toBe(before);
    expect(await sessions()).toBe(count);

    // Password and the app's code (the enabling one used this step, the next is taken): a session; the same code again, none.
    const code = appCode(secret, 1);
    const ok = await login({ ...SECOND, code });
    expect(ok.statusCode, ok.body).toBe(200);
    const opened = (ok.json() as { token: string }).token;
    expect((await call('GET', '/api/admin/stats', undefined, opened)).statusCode).toBe(200);
    expectError(await login({ ...SECOND, code }), 401, INVALID_TOTP_CODE);

    // A recovery code, once.
    expect((await login({ ...SECOND, code: recoveryCodes[3] })).statusCode).toBe(200);
    expectError(await login({ ...SECOND, code: recoveryCodes[3] }), 401, INVALID_TOTP_CODE);

    // An account without TOTP logs in with its password alone, as scripts always have.
    expect((await login(TEST_ADMIN)).statusCode).toBe(200);

    // Off with the account's password; the journal has both changes.
    expectError(
      await call('POST', '/api/admin/account/totp/disable', { password: 'mauvais' }, opened),
      400,
      WRONG_CURRENT_PASSWORD,
    );
    const off = await call('POST', '/api/admin/account/totp/disable', { password: SECOND.password }, opened);
    expect(off.statusCode, off.body).toBe(200);
    expect((await login(SECOND)).statusCode).toBe(200);
    const journal = (
      await call('GET', `/api/admin/audit?entity=accounts&account=${SECOND.email}`, undefined, admin)
    ).json() as { action: string }[];
    expect(journal.map((e) => e.action)).toEqual(['totpOff', 'totpOn']);
  });

  it('documents the login code and the three paths in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    for (const path of ['/admin/account/totp/setup', '/admin/account/totp/enable', '/admin/account/totp/disable'])
      expect(doc.paths[path]?.post).toBeDefined();
    expect(JSON.stringify(doc.paths['/admin/login']?.post?.requestBody)).toContain('"code"');
  });
});
