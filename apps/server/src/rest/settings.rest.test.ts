import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

describe('REST /api/admin/settings', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
  });
  afterAll(async () => app.dispose());

  it('refuses to read or write without a token (401)', async () => {
    const call = restCall(app);
    expectError(await call('GET', '/api/admin/settings'), 401);
    expectError(await call('PUT', '/api/admin/settings', { contactPhone: '01 02 03 04 05' }), 401);
  });

  it('answers the site.ts defaults, then what a PUT stored; the public read follows at once', async () => {
    const call = restCall(app);
    const before = (await call('GET', '/api/settings')).json() as {
      contactEmail: string;
      previousEditionVideo: string;
    };
    expect(before).toMatchObject({ contactEmail: 'contact@aviron-indoor-2026.fr', previousEditionVideo: '' });
    const put = await call(
      'PUT',
      '/api/admin/settings',
      { contactEmail: 'bureau@exemple.fr', previousEditionVideo: 'https://youtu.be/abcDEF12345' },
      token,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ contactEmail: 'bureau@exemple.fr', previousEditionVideo: 'abcDEF12345' });
    expect((await call('GET', '/api/admin/settings', undefined, token)).json()).toEqual(put.json());
    expect((await call('GET', '/api/settings')).json()).toEqual(put.json());
  });

  it('refuses a bad e-mail, an unknown field and a non-YouTube video with a French 400, storing nothing', async () => {
    const call = restCall(app);
    const before = await snapshotDb(app);
    expectError(
      await call('PUT', '/api/admin/settings', { contactEmail: 'pas-un-email' }, token),
      400,
      /e-mail invalide/,
    );
    expectError(
      await call('PUT', '/api/admin/settings', { contactMail: 'a@b.fr' }, token),
      400,
      /Champ inconnu : contactMail/,
    );
    expectError(
      await call('PUT', '/api/admin/settings', { previousEditionVideo: 'https://exemple.fr/video.mp4' }, token),
      400,
      /Vidéo invalide/,
    );
    expect(await snapshotDb(app)).toBe(before);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await restCall(app)('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/admin/settings'] ?? {})).toEqual(expect.arrayContaining(['get', 'put']));
    expect(Object.keys(doc.paths['/settings'] ?? {})).toContain('get');
  });
});

describe('REST pricing periods and event types', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
  });
  afterAll(async () => app.dispose());

  it('refuses an event type on a period of another championship than the product one (400, French)', async () => {
    const call = restCall(app);
    const period = {
      championshipId: 'elite',
      name: 'Tardif',
      price: 30,
      startDate: '2026-01-01',
      endDate: '2026-01-20',
    };
    expectError(
      await call('POST', '/api/admin/pricing', { ...period, eventType: '2000m' }, token),
      400,
      /type d'épreuve ne s'applique qu'aux périodes du championnat indoor/,
    );
    const ok = await call(
      'POST',
      '/api/admin/pricing',
      { ...period, championshipId: 'indoor', eventType: '2000m' },
      token,
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
