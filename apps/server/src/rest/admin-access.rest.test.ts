import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOperationsOf, bodies, createAdminFixture } from '../testing/admin-fixtures';
import { expectError, type restCall, snapshotDb } from '../testing/rest-helpers';
import { TEST_ADMIN, type TestServer } from '../testing/test-server';

describe('REST admin paths: access', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, token, call } = await createAdminFixture(ids));
  });
  afterAll(async () => app.dispose());

  const adminOperations = () => adminOperationsOf(ids);

  it('covers every protected path of the OpenAPI document, and the document marks them protected', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const templated = (url: string) =>
      url
        .replace(/^\/api/, '')
        .replace(/\?.*$/, '')
        .replace(/\/(elite|fx-champ|fx-type)(?=\/|$)/, '/{id}')
        .replace(new RegExp(`/(${Object.values(ids).join('|')})(?=/|$)`), '/{id}')
        .replace(
          /^\/admin\/events\/\{id\}\/(results(?:\/state)?|draw|start-list|qualify|race-definition\.rac2?)$/,
          '/admin/events/{eventId}/$1',
        )
        .replace(/^\/admin\/championships\/\{id\}\/club-points$/, '/admin/championships/{championshipId}/club-points')
        .replace(/^\/admin\/race-definitions\/[\d-]+\.zip$/, '/admin/race-definitions/{date}.zip');
    const covered = new Set(adminOperations().map(([m, url]) => `${m} ${templated(url)}`));
    const protectedOps = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => (op.security ?? []).length > 0)
        .map(([m]) => `${m.toUpperCase()} ${path}`),
    );
    // The upload and import routes have their own tests (upload, results-import and participants-import .rest.test.ts).
    expect(
      protectedOps
        .filter(
          (op) => op !== 'POST /upload' && !op.endsWith('/results/import') && op !== 'POST /admin/participants/import',
        )
        .sort(),
    ).toEqual([...covered].sort());
    for (const path of Object.keys(doc.paths).filter((p) => p.startsWith('/admin/') && p !== '/admin/login')) {
      for (const op of Object.values(doc.paths[path] ?? {})) expect(op.security?.length, path).toBeGreaterThan(0);
    }
  });

  it('answers 401 without a token, with a forged one and after logout, on every admin path, writing nothing', async () => {
    const loggedOut = await app.login();
    expect((await call('POST', '/api/admin/logout', {}, loggedOut)).statusCode).toBe(200);
    const before = await snapshotDb(app);
    for (const [method, url, body] of adminOperations()) {
      for (const auth of [undefined, 'forged-token', loggedOut, `${token}x`]) {
        const res = await call(method, url, body, auth);
        expectError(res, 401, 'Authentification requise');
        expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
      }
      const lower = await app.server.inject({
        method,
        url: url.toUpperCase().replace('/API/', '/api/'),
        ...(body ? { payload: body as object } : {}),
      });
      expect(lower.statusCode, `${method} ${url} upper-cased`).not.toBe(200);
    }
    expect(await snapshotDb(app)).toBe(before);
    // The real token still works: nothing above logged it out.
    expect((await call('GET', '/api/admin/stats', undefined, token)).statusCode).toBe(200);
  });

  it('marks every admin answer Cache-Control: no-store', async () => {
    for (const url of ['/api/admin/stats', '/api/admin/participants', '/api/admin/messages']) {
      const res = await call('GET', url, undefined, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const created = await call('POST', '/api/admin/partners', bodies.partner, token);
    expect(created.headers['cache-control']).toBe('no-store');
    const login = await call('POST', '/api/admin/login', TEST_ADMIN);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  describe('login and logout', () => {
    it('answers { token, message } and 400 with issues for a bad form', async () => {
      const ok = await call('POST', '/api/admin/login', TEST_ADMIN);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ token: expect.any(String), message: expect.any(String) });
      const bad = expectError(await call('POST', '/api/admin/login', { email: 'x' }), 400, /Données invalides/);
      expect(bad.issues?.length).toBeGreaterThan(0);
      expectError(
        await call('POST', '/api/admin/login', { email: TEST_ADMIN.email, password: 'faux' }),
        401,
        'Identifiants invalides',
      );
    });

    it('logs out with 200 { message } and the token is refused afterwards', async () => {
      const own = await app.login();
      const out = await call('POST', '/api/admin/logout', undefined, own);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: expect.any(String) });
      expectError(await call('GET', '/api/admin/stats', undefined, own), 401);
    });
  });
});
