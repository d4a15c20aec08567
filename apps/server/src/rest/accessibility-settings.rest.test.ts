import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 16: the accessibility statement's audit and the director of publication, kept in the settings.
describe('REST /api/admin/settings: accessibility statement and legal notices', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
  });
  afterAll(async () => app.dispose());

  it('answers no conformance without an audit, and the federation president as director, by default', async () => {
    const settings = (await restCall(app)('GET', '/api/settings')).json() as Record<string, Record<string, string>>;
    expect(settings.accessibility).toMatchObject({
      status: 'none',
      rate: '',
      auditDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      method: expect.stringContaining('axe-core'),
    });
    expect(settings.publicationDirector).toEqual({
      name: "Président de la Fédération Française d'Aviron",
      contact: 'contact@aviron-indoor-2026.fr',
    });
  });

  it('stores an audit and a director; the public read follows at once', async () => {
    const call = restCall(app);
    const accessibility = {
      status: 'partial',
      rate: '81,5',
      auditDate: '2026-12-02',
      method: 'Audit RGAA 4.1.2 sur 15 pages, NVDA et Firefox',
      methodEn: 'RGAA 4.1.2 audit of 15 pages, NVDA and Firefox',
    };
    const publicationDirector = { name: 'Marie Durand', contact: 'direction@exemple.fr' };
    const put = await call('PUT', '/api/admin/settings', { accessibility, publicationDirector }, token);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      accessibility: { ...accessibility, rate: '81.5' },
      publicationDirector,
      contactEmail: 'contact@aviron-indoor-2026.fr',
    });
    expect((await call('GET', '/api/settings')).json()).toEqual(put.json());
  });

  it('refuses a status the audit rate does not support, and a bad date, with a French 400, storing nothing', async () => {
    const call = restCall(app);
    const before = await snapshotDb(app);
    const audit = { status: 'full', rate: '95', auditDate: '2026-12-02', method: 'Audit', methodEn: '' };
    expectError(
      await call('PUT', '/api/admin/settings', { accessibility: audit }, token),
      400,
      /ne correspond pas au taux/,
    );
    expectError(
      await call('PUT', '/api/admin/settings', { accessibility: { ...audit, status: 'partial', rate: '' } }, token),
      400,
      /ne correspond pas au taux/,
    );
    expectError(
      await call(
        'PUT',
        '/api/admin/settings',
        { accessibility: { ...audit, rate: '100', auditDate: '2 décembre' } },
        token,
      ),
      400,
      /Date invalide/,
    );
    expectError(
      await call('PUT', '/api/admin/settings', { accessibility: { ...audit, rate: '100', level: 'AA' } }, token),
      400,
      /Champ inconnu : level/,
    );
    expectError(
      await call('PUT', '/api/admin/settings', { publicationDirector: { name: 'Marie Durand' } }, token),
      400,
      /obligatoire/,
    );
    expect(await snapshotDb(app)).toBe(before);
  });
});
