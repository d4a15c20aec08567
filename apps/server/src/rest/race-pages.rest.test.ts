import { athleteKey, type AthletePage, type MedalTable, type RacePage, type Result } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicReads } from '../public-cache/cache-key';
import { expectError, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 14: the race, athlete and medal pages read these, by REST as by tRPC (demo data).
describe('REST race, athlete and medal pages', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    call = restCall(app);
  });
  afterAll(async () => app.dispose());

  const get = async <T>(url: string): Promise<T> => {
    const res = await call('GET', url);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    expect(res.headers['content-type'], url).toMatch(/application\/json/);
    return res.json() as T;
  };

  it('documents the three public paths without security', async () => {
    const doc = await get<{ paths: Record<string, { get?: { security?: unknown[] } }> }>('/api/openapi.json');
    for (const path of ['/results/races/{eventId}', '/athletes/{key}', '/results/medals']) {
      expect(doc.paths[path]?.get, path).toBeDefined();
      expect(doc.paths[path]?.get?.security ?? [], path).toEqual([]);
    }
    const reads = publicReads();
    for (const procedure of ['results.race', 'results.athlete', 'results.medals'])
      expect(reads.procedures.has(procedure), procedure).toBe(true);
  });

  it('answers one race with its ranking, and previous / next links that end with the programme', async () => {
    const programme = await get<{ id: string }[]>('/api/events');
    const first = await get<RacePage>(`/api/results/races/${programme[0]?.id}`);
    expect(first.previous).toBeNull();
    expect(first.next?.id).toBe(programme[1]?.id);
    const last = await get<RacePage>(`/api/results/races/${programme.at(-1)?.id}`);
    expect(last.next).toBeNull();
    expect(last.previous?.id).toBe(programme.at(-2)?.id);

    const results = await get<Result[]>('/api/results');
    const raced = results[0]?.eventId as string;
    const page = await get<RacePage>(`/api/results/races/${encodeURIComponent(raced)}`);
    expect(page.race.id).toBe(raced);
    expect(page.ranking.map((r) => r.id)).toEqual(results.filter((r) => r.eventId === raced).map((r) => r.id));
  });

  it('shows a new ranking at once after the administrator posts it', async () => {
    const programme = await get<{ id: string }[]>('/api/events');
    const eventId = programme[0]?.id as string;
    await get<RacePage>(`/api/results/races/${eventId}`);
    // ø and Œ are no accents: they stay in the address, percent-encoded.
    const rows = [{ rank: 1, athlete: 'Søren Œuvray', category: 'SH', club: 'Aviron Test', time: '6:40.0' }];
    const put = await call('PUT', `/api/admin/events/${eventId}/results`, { rows, resultsState: 'official' }, token);
    expect(put.statusCode, put.body).toBe(200);
    const page = await get<RacePage>(`/api/results/races/${eventId}`);
    expect(page.race.resultsState).toBe('official');
    expect(page.ranking.map((r) => [r.athlete, r.rank])).toEqual([['Søren Œuvray', 1]]);
    const athlete = await get<AthletePage>(
      `/api/athletes/${encodeURIComponent(athleteKey({ participantId: null, athlete: 'Søren Œuvray', club: 'Aviron Test' }))}`,
    );
    expect(athlete.results.map((r) => [r.eventId, r.medal])).toEqual([[eventId, 'gold']]);
  });

  it('answers an athlete by the key of any of their results, accents in the address included', async () => {
    const results = await get<Result[]>('/api/results');
    const result = results.find((r) => /[À-ÿ]/.test(r.athlete)) as Result;
    const page = await get<AthletePage>(`/api/athletes/${encodeURIComponent(athleteKey(result))}`);
    expect(page.results.map((r) => r.id)).toContain(result.id);
    // As someone would type it: the name as printed, accents and capitals kept.
    const typed = `${encodeURIComponent(result.athlete.replace(/ /g, '-'))}--${encodeURIComponent(result.club.replace(/ /g, '-'))}`;
    expect((await get<AthletePage>(`/api/athletes/${typed}`)).results.map((r) => r.id)).toContain(result.id);
  });

  it('answers the medal table, whole or for one championship', async () => {
    const all = await get<MedalTable>('/api/results/medals');
    expect(all.clubs.length).toBeGreaterThan(0);
    const elite = await get<MedalTable>('/api/results/medals?championshipId=elite');
    expect(elite.races.every((r) => r.championshipId === 'elite')).toBe(true);
    expect(elite.clubs.reduce((sum, c) => sum + c.total, 0)).toBeLessThanOrEqual(
      all.clubs.reduce((sum, c) => sum + c.total, 0),
    );
    expect(elite.championships).toEqual(all.championships);
  });

  it('answers 404 in French for an unknown race or athlete', async () => {
    expectError(await call('GET', '/api/results/races/inconnue'), 404, 'Épreuve introuvable');
    expectError(await call('GET', '/api/athletes/p-inconnu'), 404, 'Athlète introuvable');
    expectError(await call('GET', '/api/athletes/personne--nulle-part'), 404, 'Athlète introuvable');
  });
});
