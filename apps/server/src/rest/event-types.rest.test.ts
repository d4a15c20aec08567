import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

describe('REST /api/admin/event-types deletion', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
  });
  afterAll(async () => app.dispose());

  it('refuses (409) to delete a type that pricing periods use: prices and /inscriptions stay as they were', async () => {
    const call = restCall(app);
    const pricingBefore = (await call('GET', '/api/championships')).body;
    expect(pricingBefore).toContain('relais');
    const used = (
      (await call('GET', '/api/admin/pricing', undefined, token)).json() as { eventType: string | null }[]
    ).find((p) => p.eventType === 'relais');
    expect(used).toBeDefined();
    const before = await snapshotDb(app);
    const res = await call('DELETE', '/api/admin/event-types/relais', undefined, token);
    expectError(res, 409, /période\(s\) tarifaire\(s\)/);
    expect(await snapshotDb(app)).toBe(before);
    expect((await call('GET', '/api/championships')).body).toBe(pricingBefore);
  });

  it('deletes a type nothing uses (200 with message)', async () => {
    const call = restCall(app);
    const created = await call(
      'POST',
      '/api/admin/event-types',
      { id: 'relais-mixte', name: 'Relais mixte', nameEn: 'Mixed relay', description: 'd', descriptionEn: 'd' },
      token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const removed = await call('DELETE', '/api/admin/event-types/relais-mixte', undefined, token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: expect.any(String) });
  });
});
