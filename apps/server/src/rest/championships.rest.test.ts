import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

const body = {
  id: 'coupe-test',
  name: 'Coupe test',
  nameEn: 'Test cup',
  dates: '31 janvier 2026',
  description: 'Une coupe',
  descriptionEn: 'A cup',
  categories: ['A'],
  requirements: [],
};

describe('REST /api/championships', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
  });
  afterAll(async () => app.dispose());
  const auth = () => ({ authorization: `Bearer ${token}` });

  it('serves the public list as a JSON array', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/championships' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((c) => c.id)).toContain('elite');
  });

  it('creates (201), updates (200), deletes (200 with message)', async () => {
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/admin/championships',
      headers: auth(),
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'coupe-test', active: true, order: 0 });
    expect(created.headers['cache-control']).toBe('no-store');
    const updated = await app.server.inject({
      method: 'PUT',
      url: '/api/admin/championships/coupe-test',
      headers: auth(),
      payload: { name: 'Coupe renommée' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: 'coupe-test', name: 'Coupe renommée' });
    const removed = await app.server.inject({
      method: 'DELETE',
      url: '/api/admin/championships/coupe-test',
      headers: auth(),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 400 with a French message and issues, and stores nothing', async () => {
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/admin/championships',
      headers: auth(),
      payload: { ...body, id: 'Pas Bon' },
    });
    expect(res.statusCode).toBe(400);
    const err = res.json() as { message: string; issues: unknown[] };
    expect(err.message).toMatch(/lettres minuscules/);
    expect(err.issues.length).toBeGreaterThan(0);
    expect(JSON.stringify(err)).not.toMatch(/stack|at \w+ \(/);
    const all = await app.server.inject({ method: 'GET', url: '/api/admin/championships', headers: auth() });
    expect((all.json() as { id: string }[]).some((c) => c.id === 'pas bon')).toBe(false);
  });

  it('answers 409 on a duplicate id and 404 on an unknown one', async () => {
    const dup = await app.server.inject({
      method: 'POST',
      url: '/api/admin/championships',
      headers: auth(),
      payload: { ...body, id: 'elite' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: expect.stringContaining('existe déjà') });
    const missing = await app.server.inject({
      method: 'PUT',
      url: '/api/admin/championships/nope',
      headers: auth(),
      payload: { name: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses admin paths without a token, with a forged one, and after logout', async () => {
    for (const headers of [{}, { authorization: 'Bearer forged' }]) {
      const res = await app.server.inject({ method: 'GET', url: '/api/admin/championships', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
    const own = await app.login();
    const out = await app.server.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${own}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await app.server.inject({
      method: 'GET',
      url: '/api/admin/championships',
      headers: { authorization: `Bearer ${own}` },
    });
    expect(after.statusCode).toBe(401);
  });
});
