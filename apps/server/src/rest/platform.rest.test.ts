import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

describe('platform: health, OpenAPI, headers, login', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await createTestServer({ loginRateLimit: 3 });
  });
  afterAll(async () => app.dispose());

  it('reports health once migrated', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document with public paths unprotected', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.paths['/championships']?.get?.security ?? []).toEqual([]);
    expect(doc.paths['/admin/championships']?.post?.security?.length).toBeGreaterThan(0);
    const docs = await app.server.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBeLessThan(400);
  });

  it('sends the security headers of design.md', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/championships' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Rules may show images from http and https addresses (spec section 5).
    expect(csp).toMatch(/img-src [^;]*https: http:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives the same answer for an unknown e-mail and a wrong password, then 429', async () => {
    const unknown = await app.server.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'nobody@test.fr', password: 'x' },
    });
    const wrong = await app.server.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@test.fr', password: 'x' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    // A different path spelling does not buy more attempts.
    const third = await app.server.inject({
      method: 'POST',
      url: '/api/admin/login/',
      payload: { email: 'admin@test.fr', password: 'y' },
    });
    expect(third.statusCode).toBe(401);
    const blocked = await app.server.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@test.fr', password: 'test-Passw0rd!' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: expect.stringContaining('Trop de tentatives') });
  });

  it('compresses large REST and tRPC answers without losing the body', async () => {
    for (const url of ['/api/events', '/api/results', '/trpc/results.list']) {
      const res = await app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding'], url).toBe('gzip');
      const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as unknown;
      expect(JSON.stringify(body).length, url).toBeGreaterThan(2000);
    }
  });

  it('answers 404 in JSON for unknown API paths, never the SPA', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
