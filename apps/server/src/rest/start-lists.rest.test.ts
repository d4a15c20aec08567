import { FUTURE_DAY, publishedHeat } from '@app/db/testing';
import type { AthletePage, StartList } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 29, items 4 and 7: the public start list, an athlete's races to come and a day's CSV, as scripts read them.
describe('REST public start lists', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    call = restCall(app);
    await publishedHeat(app.handle.db);
    await app.handle.db.insertInto('events').values({ id: 'sf-final', name: 'Finale SF', nameEn: 'SF final', date: FUTURE_DAY, time: '16:00', category: 'SF', championshipId: 'elite', active: 1, round: 'final_a', startList: 'draft' }).execute();
    // Rows written beside the API: one admin write makes the public reads see them, as any write would.
    expect((await call('PUT', '/api/admin/events/sf-heat-1', { time: '10:00' }, token)).statusCode).toBe(200);
  });
  afterAll(async () => app.dispose());

  it('answers a published start list: the race, its round, entries by lane ascending with the documented fields', async () => {
    const res = await call('GET', '/api/events/sf-heat-1/start-list');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as StartList;
    expect(list).toMatchObject({ published: true, round: 'heat', event: { id: 'sf-heat-1', date: FUTURE_DAY, time: '10:00', round: 'heat', startList: 'published' } });
    expect(list.entries.map((e) => e.lane)).toEqual([2, 4, 5]);
    expect(Object.keys(list.entries[0] ?? {}).sort()).toEqual(['category', 'club', 'crewName', 'entryId', 'firstName', 'lane', 'lastName', 'participantId', 'seedTime', 'status']);
    expect(list.entries.map((e) => e.status)).toEqual(['entered', 'entered', 'scratched']);
  });

  it('gives an unpublished round no entries, and 404 to an unknown race', async () => {
    const res = await call('GET', '/api/events/sf-final/start-list');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ published: false, round: 'final_a', entries: [] });
    expectError(await call('GET', '/api/events/nope/start-list'), 404, 'Épreuve introuvable');
  });

  it('adds the races to come, with the lane, to GET /api/athletes/{key}', async () => {
    const res = await call('GET', '/api/athletes/p-p-jeanne');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AthletePage).races).toEqual([{ eventId: 'sf-heat-1', name: '2000 m sf-heat-1', nameEn: '2000 m sf-heat-1 (en)', date: FUTURE_DAY, time: '10:00', lane: 4, round: 'heat' }]);
  });

  it("serves a day's published start lists as a CSV a French Excel opens, revalidated with its ETag", async () => {
    const res = await call('GET', `/api/start-lists/${FUTURE_DAY}.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="listes-de-depart-${FUTURE_DAY}.csv"`);
    expect(res.body.startsWith('\uFEFFDate;Heure;Épreuve;Tour;Couloir;Nom;Prénom;Club;Catégorie;Temps de référence\r\n')).toBe(true);
    expect(res.body.split('\r\n').slice(1)).toEqual(['14/03/2099;10:00;2000 m sf-heat-1;Série;2;Durand;Léa;SN Lyon;SF;7:10.0', '14/03/2099;10:00;2000 m sf-heat-1;Série;4;Martin;Jeanne;AC Paris;SF;7:05.2', '']);
    const again = await app.server.inject({ method: 'GET', url: `/api/start-lists/${FUTURE_DAY}.csv`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expectError(await call('GET', '/api/start-lists/14-03-2099.csv'), 400, /Date invalide/);
  });

  it('documents the paths in the OpenAPI document, the public ones without security', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json() as { paths: Record<string, { get?: { security?: unknown[] } }> };
    for (const path of ['/events/{eventId}/start-list', '/start-lists/{date}.csv']) {
      expect(doc.paths[path]?.get, path).toBeDefined();
      expect(doc.paths[path]?.get?.security ?? [], path).toEqual([]);
    }
  });
});
