import type { PublicParticipant, PublicParticipantsPage, Result, ResultsBoard } from '@app/contract';
import { queryRows } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

describe('REST lists at size', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    call = restCall(app);
  });
  afterAll(async () => app.dispose());

  const get = async <T>(url: string, auth?: string) => {
    const res = await call('GET', url, undefined, auth);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return { body: res.json() as T, total: res.headers['x-total-count'] };
  };
  const ids = async (query: string): Promise<string[]> =>
    (await queryRows<{ id: string }>(app.handle.db, query)).map((r) => r.id);

  it('answers GET /api/results without parameters with the full list, in the order it always had', async () => {
    const { body, total } = await get<Result[]>('/api/results');
    const expected = await ids(
      `select r.id from results r join events e on e.id = r.event_id join championships c on c.id = e.championship_id
       where e.active = 1 and c.active = 1
       order by e.date, e.time, r.event_id, case r.status when 'finished' then 0 when 'dnf' then 1 when 'dns' then 2 else 3 end, r.rank, r.athlete`,
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(body.map((r) => r.id)).toEqual(expected);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual([
      'athlete',
      'category',
      'club',
      'event',
      'eventId',
      'id',
      'participantId',
      'rank',
      'status',
      'time',
    ]);
    expect(total).toBeUndefined();
  });

  it('filters GET /api/results by race, championship and an accent-insensitive search', async () => {
    const all = (await get<Result[]>('/api/results')).body;
    const sample = all[0] as Result;
    const byEvent = (await get<Result[]>(`/api/results?eventId=${encodeURIComponent(sample.eventId)}`)).body;
    expect(byEvent.length).toBeGreaterThan(0);
    expect(byEvent.every((r) => r.eventId === sample.eventId)).toBe(true);
    const champ = sample.event.championship.id;
    expect((await get<Result[]>(`/api/results?championshipId=${champ}`)).body).toEqual(
      all.filter((r) => r.event.championship.id === champ),
    );
    const club = sample.club.toUpperCase();
    const found = (await get<Result[]>(`/api/results?search=${encodeURIComponent(club)}`)).body;
    expect(found.map((r) => r.id)).toContain(sample.id);
    expect((await get<Result[]>('/api/results?championshipId=all&search=')).body).toEqual(all);
  });

  it('answers GET /api/participants without parameters with the full public list, as before', async () => {
    const { body, total } = await get<PublicParticipant[]>('/api/participants');
    const expected = await ids(
      `select p.id from participants p join championships c on c.id = p.championship_id where c.active = 1 order by p.last_name, p.first_name`,
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(body.map((p) => p.id)).toEqual(expected);
    for (const p of body) for (const key of ['email', 'phone', 'paid', 'confirmed']) expect(p).not.toHaveProperty(key);
    expect(total).toBeUndefined();
  });

  it('filters, sorts and windows GET /api/participants, with X-Total-Count, also when answered from the cache', async () => {
    const all = (await get<PublicParticipant[]>('/api/participants')).body;
    const elite = all.filter((p) => p.championshipId === 'elite');
    for (let i = 0; i < 2; i++) {
      const { body, total } = await get<PublicParticipant[]>(
        '/api/participants?championshipId=elite&sort=name&order=desc&limit=3&offset=1',
      );
      expect(total).toBe(String(elite.length));
      expect(body).toHaveLength(3);
      expect(body.every((p) => p.championshipId === 'elite')).toBe(true);
    }
    const first = all[0] as PublicParticipant;
    const folded = first.lastName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const { body, total } = await get<PublicParticipant[]>(`/api/participants?search=${encodeURIComponent(folded)}`);
    expect(body.map((p) => p.id)).toContain(first.id);
    expect(total).toBe(String(body.length));
  });

  it('refuses ?limit=abc and an unknown sort with a French 400 naming the parameter', async () => {
    const limit = expectError(await call('GET', '/api/participants?limit=abc'), 400, /limit/);
    expect(limit.message).toMatch(/limit doit être un nombre/);
    expectError(await call('GET', '/api/participants?sort=email'), 400, /sort.*Tri invalide/);
    expectError(await call('GET', `/api/results?search=${'x'.repeat(101)}`), 400, /search.*100 caractères/);
  });

  it('answers GET /api/results/races: races with results in date order, their podium and the stats', async () => {
    const { body } = await get<ResultsBoard>('/api/results/races');
    const results = (await get<Result[]>('/api/results')).body;
    expect(body.races.map((r) => r.id)).toEqual([...new Set(results.map((r) => r.eventId))]);
    expect(body.stats).toEqual({
      athletes: new Set(results.map((r) => r.athlete)).size,
      clubs: new Set(results.map((r) => r.club)).size,
      events: body.races.length,
      results: results.length,
    });
    const race = body.races[0];
    expect(race?.count).toBe(results.filter((r) => r.eventId === race?.id).length);
    expect(race?.podium.map((r) => r.rank)).toEqual(
      results
        .filter((r) => r.eventId === race?.id)
        .slice(0, 3)
        .map((r) => r.rank),
    );
    expect(race?.podium[0]).not.toHaveProperty('event');
    const champ = body.championships[0]?.id ?? '';
    const filtered = (await get<ResultsBoard>(`/api/results/races?championshipId=${champ}`)).body;
    expect(filtered.races.every((r) => r.championshipId === champ)).toBe(true);
    expect(filtered.championships).toEqual(body.championships);
  });

  it('answers GET /api/participants/page with the window, the total, the counts and the categories', async () => {
    const all = (await get<PublicParticipant[]>('/api/participants')).body;
    const { body } = await get<PublicParticipantsPage>('/api/participants/page?championshipId=elite&limit=2&sort=bib');
    const elite = all.filter((p) => p.championshipId === 'elite');
    expect(body.items).toHaveLength(2);
    expect(body.total).toBe(elite.length);
    expect(body.counts.find((c) => c.championshipId === 'elite')?.count).toBe(elite.length);
    expect(body.counts.reduce((n, c) => n + c.count, 0)).toBe(all.length);
    expect(body.categories).toEqual(
      [...new Set(elite.map((p) => p.category))].sort((a, b) => a.localeCompare(b, 'fr')),
    );
  });

  it('sends X-Total-Count on the admin lists and over /trpc', async () => {
    const { body, total } = await get<unknown[]>('/api/admin/participants?status=paid&limit=1', token);
    expect(body).toHaveLength(1);
    expect(Number(total)).toBeGreaterThanOrEqual(1);
    const input = encodeURIComponent(JSON.stringify({ championshipId: 'elite', limit: 1 }));
    const res = await app.server.inject({ method: 'GET', url: `/trpc/participants.list?input=${input}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(
      String((await get<PublicParticipant[]>('/api/participants?championshipId=elite')).body.length),
    );
  });

  it('replaces a race’s ranking with PUT /api/admin/events/{eventId}/results', async () => {
    const results = (await get<Result[]>('/api/results')).body;
    const eventId = (results[0] as Result).eventId;
    const rows = [
      { rank: 2, athlete: 'Nina Morel', category: 'SF', club: 'AC Paris', time: '7:01.2' },
      { rank: 1, athlete: 'Éloïse Lefèvre', category: 'SF', club: 'Aviron Bayonnais', time: '6:59.0' },
    ];
    expectError(await call('PUT', `/api/admin/events/${eventId}/results`, { rows }), 401);
    const res = await call('PUT', `/api/admin/events/${eventId}/results`, { rows }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Result[]).map((r) => [r.rank, r.athlete])).toEqual([
      [1, 'Éloïse Lefèvre'],
      [2, 'Nina Morel'],
    ]);
    expect((await get<Result[]>(`/api/results?eventId=${eventId}&search=eloise`)).body.map((r) => r.athlete)).toEqual([
      'Éloïse Lefèvre',
    ]);
    expectError(await call('PUT', '/api/admin/events/nope/results', { rows }, token), 400, 'Épreuve inconnue');
    expectError(
      await call('PUT', `/api/admin/events/${eventId}/results`, { rows: [{ ...rows[0], time: 'vite' }] }, token),
      400,
      /Temps invalide/,
    );
    expect((await get<Result[]>(`/api/results?eventId=${eventId}`)).body).toHaveLength(2);
  });

  it('documents the new query parameters and paths in /api/openapi.json', async () => {
    type Operation = { parameters?: { name: string; in: string }[] };
    const { body: doc } = await get<{ paths: Record<string, Record<string, Operation>> }>('/api/openapi.json');
    const params = (path: string, method = 'get') =>
      (doc.paths[path]?.[method]?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(params('/results')).toEqual(
      expect.arrayContaining(['query:eventId', 'query:championshipId', 'query:search']),
    );
    expect(params('/results/races')).toEqual(['query:championshipId']);
    const participantParams = ['championshipId', 'category', 'search', 'sort', 'order', 'limit', 'offset'].map(
      (n) => `query:${n}`,
    );
    expect(params('/participants')).toEqual(expect.arrayContaining(participantParams));
    expect(params('/participants/page')).toEqual(expect.arrayContaining(participantParams));
    expect(params('/admin/participants')).toEqual(expect.arrayContaining([...participantParams, 'query:status']));
    expect(params('/admin/volunteers')).toEqual(
      expect.arrayContaining(['query:status', 'query:role', 'query:search', 'query:limit']),
    );
    expect(params('/admin/messages')).toEqual(expect.arrayContaining(['query:status', 'query:category']));
    expect(params('/admin/press-accreditations')).toEqual(expect.arrayContaining(['query:status', 'query:type']));
    expect(params('/admin/newsletter')).toEqual(expect.arrayContaining(['query:search', 'query:offset']));
    expect(params('/admin/events/{eventId}/results', 'put')).toEqual(['path:eventId']);
    expect(Object.keys(doc.paths).filter((p) => p.endsWith('/page'))).toEqual(['/participants/page']);
  });
});
