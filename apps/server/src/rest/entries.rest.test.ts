import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOk, expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

type Entry = { id: string; eventId: string; participantId: string; lastName: string; status: string; lane: number | null; seedTime: string | null };

describe('REST /api/admin/entries (issue 29, item 7): what a script or the race computer does', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  let participantId: string;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    call = restCall(app);
    await createOk(app, '/api/admin/events', { id: 'rest-heat-1', name: 'Série 1 500 m', nameEn: '500 m heat 1', date: '2026-01-30', time: '10:00', category: 'SF', championshipId: 'elite', round: 'heat', raceGroup: 'rest-sf-500' }, token);
    await createOk(app, '/api/admin/events', { id: 'rest-heat-2', name: 'Série 2 500 m', nameEn: '500 m heat 2', date: '2026-01-30', time: '10:10', category: 'SF', championshipId: 'elite', round: 'heat', raceGroup: 'rest-sf-500' }, token);
    participantId = await createOk(app, '/api/admin/participants', { firstName: 'Inès', lastName: 'Rest', email: 'ines.rest@exemple.fr', club: 'SN Lyon', category: 'SF', championshipId: 'elite' }, token);
  });
  afterAll(async () => app.dispose());

  it('enters (201), lists by event with X-Total-Count, reads, scratches with a PUT, deletes (200)', async () => {
    const created = await call('POST', '/api/admin/entries', { eventId: 'rest-heat-1', participantId, seedTime: '1:41.5' }, token);
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as Entry;
    expect(entry).toMatchObject({ eventId: 'rest-heat-1', participantId, lastName: 'Rest', status: 'entered', seedTime: '1:41.5', lane: null });

    const listed = await call('GET', '/api/admin/entries?eventId=rest-heat-1', undefined, token);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Entry[]).map((e) => e.id)).toEqual([entry.id]);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(((await call('GET', `/api/admin/entries?participantId=${participantId}`, undefined, token)).json() as Entry[]).map((e) => e.id)).toEqual([entry.id]);

    // GET → change one field → PUT the whole object back, as a generated client does.
    const got = (await call('GET', `/api/admin/entries/${entry.id}`, undefined, token)).json() as Entry;
    const put = await call('PUT', `/api/admin/entries/${entry.id}`, { ...got, status: 'scratched', lane: 4 }, token);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ status: 'scratched', lane: 4, seedTime: '1:41.5' });

    const removed = await call('DELETE', `/api/admin/entries/${entry.id}`, undefined, token);
    expect(removed.json()).toEqual({ message: 'Inscription supprimée' });
    expectError(await call('GET', `/api/admin/entries/${entry.id}`, undefined, token), 404, /Inscription introuvable/);
  });

  it('refuses a second entry in the same round of the race (409) and bad input (400), writing nothing', async () => {
    await createOk(app, '/api/admin/entries', { eventId: 'rest-heat-1', participantId }, token);
    const before = await snapshotDb(app);
    expectError(await call('POST', '/api/admin/entries', { eventId: 'rest-heat-2', participantId }, token), 409, /déjà inscrit/);
    expectError(await call('POST', '/api/admin/entries', { eventId: 'rest-heat-2', participantId, lane: '3' }, token), 400);
    expectError(await call('POST', '/api/admin/entries', { eventId: 'nope', participantId }, token), 400, /Épreuve introuvable/);
    expectError(await call('POST', '/api/admin/entries', { eventId: 'rest-heat-2', participantId, bibNumber: 3 }, token), 400, /Champ inconnu : bibNumber/);
    expect(await snapshotDb(app)).toBe(before);
  });

  it('answers 401 without a token, and documents the paths in the OpenAPI document', async () => {
    expect((await call('GET', '/api/admin/entries')).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/entries', { eventId: 'rest-heat-1', participantId })).statusCode).toBe(401);
    const doc = (await call('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/admin/entries'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/admin/entries/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
  });
});
