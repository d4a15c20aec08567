import { ACCOUNT_EMAIL_TAKEN, CANNOT_DELETE_LAST, CANNOT_DELETE_SELF, WRONG_CURRENT_PASSWORD } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall } from '../testing/rest-helpers';
import { createTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server';

const SECOND = { email: 'second@test.fr', password: 'Deuxieme-Compte-2026' };

describe('REST administrator accounts', () => {
  let app: TestServer;
  let call: ReturnType<typeof restCall>;
  let admin: string;

  const loginAs = async (account: { email: string; password: string }) => {
    const res = await call('POST', '/api/admin/login', account);
    return res.statusCode === 200 ? (res.json() as { token: string }).token : null;
  };
  const accounts = async (token: string) =>
    (await call('GET', '/api/admin/accounts', undefined, token)).json() as {
      id: string;
      email: string;
      current: boolean;
    }[];

  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
    call = restCall(app);
    admin = await app.login();
  });
  afterAll(() => app.dispose());

  it('creates an account that logs in and whose writes the audit names', async () => {
    const created = await call('POST', '/api/admin/accounts', SECOND, admin);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      email: SECOND.email,
      createdAt: expect.any(String),
      lastLoginAt: null,
      totp: false,
      notifySubmissions: true,
      current: false,
    });

    const list = await call('GET', '/api/admin/accounts', undefined, admin);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toMatch(/argon2|passwordHash|password/i);
    expect(list.json()).toEqual([
      expect.objectContaining({ email: TEST_ADMIN.email, current: true, lastLoginAt: expect.any(String) }),
      expect.objectContaining({ email: SECOND.email, current: false }),
    ]);

    const token = await loginAs(SECOND);
    expect(token).toBeTruthy();
    const partner = await call(
      'POST',
      '/api/admin/partners',
      { name: 'Club du second', logo: 'https://exemple.fr/logo.png' },
      token ?? '',
    );
    expect(partner.statusCode).toBe(201);
    const audit = await call('GET', `/api/admin/audit?entity=partners&account=${SECOND.email}`, undefined, admin);
    expect(audit.json()).toEqual([
      expect.objectContaining({
        accountEmail: SECOND.email,
        entity: 'partners',
        action: 'create',
        entityId: (partner.json() as { id: string }).id,
      }),
    ]);
  });

  it('refuses a duplicate e-mail (409) and a weak initial password (400), in French', async () => {
    expectError(
      await call('POST', '/api/admin/accounts', { ...SECOND, email: ' SECOND@test.fr ' }, admin),
      409,
      ACCOUNT_EMAIL_TAKEN,
    );
    expectError(
      await call('POST', '/api/admin/accounts', { email: 'court@test.fr', password: 'Court-1' }, admin),
      400,
      /au moins 12 caractères/,
    );
    expectError(
      await call('POST', '/api/admin/accounts', { email: 'courant@test.fr', password: 'Azerty-2026-Azerty' }, admin),
      400,
      /trop courant/,
    );
    expectError(
      await call('POST', '/api/admin/accounts', { email: 'simple@test.fr', password: 'toutenminuscules' }, admin),
      400,
      /trois sortes/,
    );
    expectError(await call('POST', '/api/admin/accounts', SECOND), 401);
    expect((await accounts(admin)).map((a) => a.email)).toEqual([TEST_ADMIN.email, SECOND.email]);
  });

  it('changes its own password: current one checked, strength required, other sessions closed, this one kept', async () => {
    const kept = (await loginAs(SECOND)) ?? '';
    const other = (await loginAs(SECOND)) ?? '';
    const path = '/api/admin/account/password';
    expectError(
      await call('PUT', path, { currentPassword: 'pas-le-bon', newPassword: 'Nouveau-Secret-2027' }, kept),
      400,
      WRONG_CURRENT_PASSWORD,
    );
    expectError(
      await call('PUT', path, { currentPassword: SECOND.password, newPassword: 'faible' }, kept),
      400,
      /au moins 12 caractères/,
    );
    // Refused attempts changed nothing: both sessions still open.
    expect((await call('GET', '/api/admin/accounts', undefined, other)).statusCode).toBe(200);

    const changed = await call(
      'PUT',
      path,
      { currentPassword: SECOND.password, newPassword: 'Nouveau-Secret-2027' },
      kept,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/api/admin/accounts', undefined, kept)).statusCode).toBe(200);
    expectError(await call('GET', '/api/admin/accounts', undefined, other), 401);
    // Another account's sessions are not touched.
    expect((await call('GET', '/api/admin/accounts', undefined, admin)).statusCode).toBe(200);
    expect(await loginAs(SECOND)).toBeNull();
    expect(await loginAs({ email: SECOND.email, password: 'Nouveau-Secret-2027' })).toBeTruthy();
    SECOND.password = 'Nouveau-Secret-2027';

    const audit = (await call('GET', '/api/admin/audit?entity=accounts', undefined, admin)).json() as {
      action: string;
      accountEmail: string;
    }[];
    expect(audit).toContainEqual(expect.objectContaining({ action: 'password', accountEmail: SECOND.email }));
  });

  it('counts wrong current passwords in the login limits', async () => {
    const limited = await createTestServer({ seedDemo: false, loginRateLimit: 3 });
    try {
      const token = await limited.login();
      const put = () =>
        restCall(limited)(
          'PUT',
          '/api/admin/account/password',
          { currentPassword: 'devine', newPassword: 'Nouveau-Secret-2027' },
          token,
        );
      for (let i = 0; i < 3; i++) expectError(await put(), 400, WRONG_CURRENT_PASSWORD);
      expectError(await put(), 429);
    } finally {
      await limited.dispose();
    }
  });

  it('deletes another account and ends its sessions, never its own nor the last one', async () => {
    const list = await accounts(admin);
    const self = list.find((a) => a.current);
    const second = list.find((a) => a.email === SECOND.email);
    expectError(await call('DELETE', `/api/admin/accounts/${self?.id}`, undefined, admin), 409, CANNOT_DELETE_SELF);
    expectError(await call('DELETE', '/api/admin/accounts/inconnu', undefined, admin), 404);

    const secondToken = (await loginAs(SECOND)) ?? '';
    const removed = await call('DELETE', `/api/admin/accounts/${second?.id}`, undefined, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expectError(await call('GET', '/api/admin/accounts', undefined, secondToken), 401);
    expect(await loginAs(SECOND)).toBeNull();

    expectError(await call('DELETE', `/api/admin/accounts/${self?.id}`, undefined, admin), 409, CANNOT_DELETE_LAST);
    expect(await accounts(admin)).toHaveLength(1);
  });

  it('documents the paths in the OpenAPI document', async () => {
    const paths = (
      (await call('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> }
    ).paths;
    expect(Object.keys(paths['/admin/accounts'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/admin/accounts/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(paths['/admin/account/password'] ?? {})).toEqual(['put']);
    expect(Object.keys(paths['/admin/audit'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/admin/audit.csv'] ?? {})).toEqual(['get']);
  });
});
