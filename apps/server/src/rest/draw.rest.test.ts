import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// The draw over REST as a script would call it (issue 29, items 3 and 7). Entries are written in the
// database here: their REST paths (/api/admin/entries) come with the entries module.

const race = (id: string, round: string, time: string, extra: object = {}) => ({
  id,
  name: `2000 m SF ${id}`,
  nameEn: `2000 m SW ${id}`,
  date: '2026-01-30',
  time,
  category: 'SF',
  championshipId: 'elite',
  round,
  raceGroup: 'rest-2000-sf',
  lanes: 3,
  ...extra,
});
type Board = { events: { event: { id: string; startList: string }; entries: { entryId: string; firstName: string; lane: number | null; seedTime: string | null }[] }[] };

describe('REST /api/admin/events/{eventId}/draw, /start-list, /qualify', () => {
  let app: TestServer;
  let token: string;
  const entrants: { participantId: string; name: string }[] = [];
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    const call = restCall(app);
    for (const body of [race('rest-heat-1', 'heat', '09:00'), race('rest-heat-2', 'heat', '09:10'), race('rest-final', 'final_a', '15:00', { progression: { from: 'heat', places: 1, times: 1 } })]) {
      const res = await call('POST', '/api/admin/events', body, token);
      expect(res.statusCode, res.body).toBe(201);
    }
    const bests = ['6:50.0', '6:40.0', '6:30.0', '6:20.0', '7:00.0'];
    for (const [i, best] of bests.entries()) {
      const name = `Rameuse${i + 1}`;
      const res = await call('POST', '/api/admin/participants', { firstName: name, lastName: 'Rest', email: `r${i}@exemple.fr`, club: 'AC Rest', category: 'SF', championshipId: 'elite', personalBest: best }, token);
      expect(res.statusCode, res.body).toBe(201);
      const participantId = (res.json() as { id: string }).id;
      entrants.push({ participantId, name });
      await app.handle.db
        .insertInto('entries')
        .values({ id: randomUUID(), eventId: 'rest-heat-1', participantId, crewName: null, seedTime: null, lane: null, createdAt: new Date().toISOString() })
        .execute();
    }
  });
  afterAll(async () => app.dispose());

  const board = async () => (await restCall(app)('GET', '/api/admin/events/rest-heat-1/draw', undefined, token)).json() as Board;
  const lanes = (b: Board, eventId: string) => b.events.find((e) => e.event.id === eventId)?.entries.map((e) => [e.firstName, e.lane]);

  it('is for the administrator only, and documented in the OpenAPI document', async () => {
    const call = restCall(app);
    expectError(await call('POST', '/api/admin/events/rest-heat-1/draw'), 401);
    const paths = ((await call('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(paths['/admin/events/{eventId}/draw']).toHaveProperty('post');
    expect(paths['/admin/events/{eventId}/start-list']).toHaveProperty('put');
    expect(paths['/admin/events/{eventId}/qualify']).toHaveProperty('post');
  });

  it('draws the heats by seed time from the centre, refuses a lane twice with nothing changed, publishes', async () => {
    const call = restCall(app);
    const drawn = await call('POST', '/api/admin/events/rest-final/draw', undefined, token);
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json()).toMatchObject({ seeded: 5, events: [{ eventId: 'rest-heat-1', entrants: 3 }, { eventId: 'rest-heat-2', entrants: 2 }] });
    // Seeds 4 (6:20), 3 (6:30), 2 (6:40), 1 (6:50), 5 (7:00); 3 lanes from the centre: 2, 3, 1.
    const b = await board();
    expect(lanes(b, 'rest-heat-1')).toEqual([
      ['Rameuse5', 1],
      ['Rameuse4', 2],
      ['Rameuse1', 3],
    ]);
    expect(lanes(b, 'rest-heat-2')).toEqual([
      ['Rameuse3', 2],
      ['Rameuse2', 3],
    ]);
    const id = (name: string) => b.events.flatMap((e) => e.entries).find((e) => e.firstName === name)?.entryId;
    const before = await snapshotDb(app);
    const twice = await call('PUT', '/api/admin/events/rest-heat-1/start-list', { lanes: [{ entryId: id('Rameuse5'), lane: 2 }] }, token);
    expectError(twice, 400, 'Couloir 2 attribué deux fois dans « 2000 m SF rest-heat-1 » : Rameuse5 Rest et Rameuse4 Rest');
    expect(await snapshotDb(app)).toBe(before);
    const moved = await call('PUT', '/api/admin/events/rest-heat-1/start-list', { lanes: [{ entryId: id('Rameuse5'), eventId: 'rest-heat-2', lane: 1 }] }, token);
    expect(moved.statusCode, moved.body).toBe(200);
    const published = await call('PUT', '/api/admin/events/rest-heat-1/start-list', { published: true }, token);
    expect(published.json()).toEqual({ message: 'Liste de départ publiée', startList: 'published', moved: 0 });
    expectError(await call('POST', '/api/admin/events/rest-heat-1/draw', undefined, token), 409, /Liste de départ verrouillée/);
  });

  it('qualifies the final from the heats’ results', async () => {
    const call = restCall(app);
    const rows = (names: string[], times: string[]) =>
      names.map((name, i) => ({ rank: i + 1, time: times[i], athlete: `${name} Rest`, category: 'SF', club: 'AC Rest', participantId: entrants.find((e) => e.name === name)?.participantId }));
    expect((await call('PUT', '/api/admin/events/rest-heat-1/results', { rows: rows(['Rameuse4', 'Rameuse1'], ['6:25.0', '6:52.0']) }, token)).statusCode).toBe(200);
    expect((await call('PUT', '/api/admin/events/rest-heat-2/results', { rows: rows(['Rameuse3', 'Rameuse2', 'Rameuse5'], ['6:28.0', '6:41.0', '7:05.0']) }, token)).statusCode).toBe(200);
    const res = await call('POST', '/api/admin/events/rest-final/qualify', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '3 qualifié(s) pour « 2000 m SF rest-final »', qualified: 3, notes: [] });
    expect(lanes(await board(), 'rest-final')).toEqual([
      ['Rameuse2', 1],
      ['Rameuse4', 2],
      ['Rameuse3', 3],
    ]);
  });
});
