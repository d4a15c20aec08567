import { CAMPAIGN_EMPTY, CAMPAIGN_NOT_DRAFT, CAMPAIGN_TEST_SENT } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

const draft = { subjectFr: 'Nouvelles', subjectEn: 'News', bodyFr: '<p>Bonjour</p>', bodyEn: '<p>Hello</p>' };

describe('REST /api/admin/campaigns', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
  });
  afterAll(async () => app.dispose());

  // First: once a campaign is sent, the server's mail worker queues its copies, which a snapshot would see.
  it('refuses an empty body, an unknown field and an unknown id, changing nothing', async () => {
    const call = restCall(app);
    const before = await snapshotDb(app);
    expectError(
      await call('POST', '/api/admin/campaigns', { ...draft, bodyFr: '<p> </p><script>x()</script>' }, token),
      400,
      CAMPAIGN_EMPTY,
    );
    expectError(await call('POST', '/api/admin/campaigns', { ...draft, to: 'x@exemple.fr' }, token), 400);
    expectError(await call('GET', '/api/admin/campaigns/inconnue', undefined, token), 404);
    expectError(await call('POST', '/api/admin/campaigns/inconnue/send', undefined, token), 404);
    expect(await snapshotDb(app)).toBe(before);
  });

  it('creates a draft (201), edits it, tries it on the administrator, sends it once (then 409)', async () => {
    const call = restCall(app);
    const created = await call('POST', '/api/admin/campaigns', draft, token);
    expect(created.statusCode, created.body).toBe(201);
    const { id, state } = created.json() as { id: string; state: string };
    expect(state).toBe('draft');
    const edited = await call('PUT', `/api/admin/campaigns/${id}`, { subjectFr: 'Les nouvelles' }, token);
    expect(edited.json()).toMatchObject({ subjectFr: 'Les nouvelles', subjectEn: 'News' });
    expect((await call('POST', `/api/admin/campaigns/${id}/test`, undefined, token)).json()).toEqual({
      message: CAMPAIGN_TEST_SENT,
    });
    const sent = await call('POST', `/api/admin/campaigns/${id}/send`, undefined, token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'sending', startedBy: 'admin@test.fr' });
    expectError(await call('POST', `/api/admin/campaigns/${id}/send`, undefined, token), 409, CAMPAIGN_NOT_DRAFT);
    expectError(
      await call('PUT', `/api/admin/campaigns/${id}`, { subjectEn: 'Other' }, token),
      409,
      CAMPAIGN_NOT_DRAFT,
    );
    expect((await call('GET', `/api/admin/campaigns/${id}`, undefined, token)).json()).toMatchObject({
      id,
      progress: { sent: 0, done: false },
    });
  });
});
