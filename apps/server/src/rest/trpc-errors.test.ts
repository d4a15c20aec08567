import { queryRows } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// The /trpc mount answers the web app; its refusals are French too and never quote library text.
describe('tRPC error answers', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
  });
  afterAll(async () => app.dispose());

  const cases: [string, 'GET' | 'POST', string, string | undefined, number, RegExp][] = [
    ['unparsable body', 'POST', '/trpc/contact.submit', '{"name":', 400, /JSON/],
    ['unparsable input parameter', 'GET', '/trpc/events.list?input=notjson', undefined, 400, /Requête invalide/],
    ['unknown procedure', 'GET', '/trpc/nope.list', undefined, 404, /^Élément introuvable$/],
    ['query through POST', 'POST', '/trpc/championships.list', '{}', 405, /Méthode HTTP non autorisée/],
    ['mutation through GET', 'GET', '/trpc/contact.submit', undefined, 405, /Méthode HTTP non autorisée/],
    ['admin procedure without token', 'GET', '/trpc/stats.get', undefined, 401, /^Authentification requise$/],
    [
      'invalid input',
      'POST',
      '/trpc/newsletter.subscribe',
      '{"email":"x"}',
      400,
      /^Données invalides : email — Adresse e-mail invalide$/,
    ],
    [
      'body over 1 MB',
      'POST',
      '/trpc/contact.submit',
      JSON.stringify({ message: 'x'.repeat(1_100_000) }),
      413,
      /^Le corps de la requête est trop volumineux/,
    ],
  ];
  for (const [name, method, url, payload, status, message] of cases) {
    it(name, async () => {
      const res = await app.server.inject({
        method,
        url,
        ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(res.statusCode).toBe(status);
      const body = res.json() as { error: { message: string; data: { httpStatus: number } } };
      expect(body.error.message).toMatch(message);
      expect(body.error.data.httpStatus).toBe(status);
      expect(res.body).not.toMatch(/Unexpected|No procedure|Unsupported|is not valid JSON|too large|"stack"/);
    });
  }

  it('a login answer, which carries a token, is never stored by a browser or a proxy', async () => {
    const res = await app.server.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email: 'nobody@example.fr', password: 'wrong-password' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('server faults', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
  });
  afterAll(async () => app.dispose());

  it('answer 500 with the generic French message, never the SQL or a stack, on both mounts', async () => {
    const token = await app.login();
    // A broken database: every query on this table now fails inside the driver.
    await queryRows(app.handle.db, 'drop table partners');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const [url, auth] of [
        ['/api/partners', false],
        ['/api/admin/partners', true],
      ] as const) {
        const res = await app.server.inject({
          method: 'GET',
          url,
          headers: auth ? { authorization: `Bearer ${token}` } : {},
        });
        expectError(res, 500, 'Une erreur est survenue');
        expect(res.body).not.toMatch(/partners|no such table/i);
      }
      const trpc = await app.server.inject({ method: 'GET', url: '/trpc/partners.list' });
      expect(trpc.statusCode).toBe(500);
      expect((trpc.json() as { error: { message: string } }).error.message).toBe('Une erreur est survenue');
      expect(trpc.body).not.toMatch(/no such table|"stack"|at \w+ \(/i);
    } finally {
      logged.mockRestore();
    }
  });
});
