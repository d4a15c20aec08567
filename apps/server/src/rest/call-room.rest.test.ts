import { LIVE_EVENT, LIVE_PATH, type LiveNotice } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse, type SseClient } from '../live/sse-client';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 29, item 6: the call room over REST, as a tablet at the call room or a script would use it, and
// the live push that tells the other call-room screens of a tick.

const DAY = '2027-03-13';

describe('REST /api/admin/call-room', () => {
  let app: TestServer;
  let base: string;
  let token: string;
  let call: ReturnType<typeof restCall>;
  const opened: SseClient[] = [];
  beforeAll(async () => {
    app = await createTestServer({ port: 0, host: '127.0.0.1' });
    base = await app.start();
    token = await app.login();
    call = restCall(app);
    const db = app.handle.db;
    const race = { name: 'Série 1 2000 m SH', nameEn: 'Heat 1 2000 m SM', date: DAY, category: 'SH', championshipId: 'elite', active: 1, round: 'heat', lanes: 6, startList: 'published' };
    await db.insertInto('events').values([{ ...race, id: 'cr-1', time: '14:00' }, { ...race, id: 'cr-2', time: '14:20', name: 'Série 2 2000 m SH' }]).execute();
    const person = { email: 'x@exemple.fr', phone: null, category: 'Seniors Hommes', championshipId: 'elite', personalBest: null, registrationDate: '2027-01-01T00:00:00.000Z', confirmed: 1, paid: 1 };
    await db
      .insertInto('participants')
      .values([
        { ...person, id: 'cr-p1', firstName: 'Hugo', lastName: 'Leroy', club: 'CN Sète', bib: '7101', email: 'hugo@exemple.fr' },
        { ...person, id: 'cr-p2', firstName: 'Nina', lastName: 'Blanc', club: 'AS Mantes', bib: '7102', email: 'nina@exemple.fr' },
      ])
      .execute();
    const entry = { crewName: null, crewMemberIds: '[]', status: 'entered', presence: null, seedTime: null, createdAt: '2027-01-02T00:00:00.000Z' };
    await db
      .insertInto('entries')
      .values([
        { ...entry, id: 'cr-e1', eventId: 'cr-1', participantId: 'cr-p1', lane: 4 },
        { ...entry, id: 'cr-e2', eventId: 'cr-1', participantId: 'cr-p2', lane: 3 },
      ])
      .execute();
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await app.dispose();
  });

  it('GET answers the next races of the day from the time asked, each start list by lane', async () => {
    const res = await call('GET', `/api/admin/call-room?date=${DAY}&time=13:45&limit=1`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const body = res.json() as { date: string; time: string; races: { eventId: string; round: string; counts: unknown; entries: { entryId: string; lane: number; lastName: string; club: string; bib: string }[] }[] };
    expect(body).toMatchObject({ date: DAY, time: '13:45' });
    expect(body.races).toHaveLength(1);
    expect(body.races[0]).toMatchObject({ eventId: 'cr-1', round: 'heat', counts: { present: 0, absent: 0, unmarked: 2 } });
    expect(body.races[0]?.entries.map((e) => [e.lane, e.lastName, e.club, e.bib])).toEqual([
      [3, 'Blanc', 'AS Mantes', '7102'],
      [4, 'Leroy', 'CN Sète', '7101'],
    ]);
  });

  it('PUT ticks an entrant absent; the call room counts it and the live stream tells the other screens', async () => {
    const stream = await openSse(`${base}${LIVE_PATH}`);
    opened.push(stream);
    const hello = await stream.next();
    const version = (JSON.parse(hello.data) as LiveNotice).version;

    const res = await call('PUT', '/api/admin/call-room/entries/cr-e1', { presence: 'absent' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ entryId: 'cr-e1', presence: 'absent', lastName: 'Leroy', lane: 4 });
    const pushed = await stream.next((e) => e.event === LIVE_EVENT && (JSON.parse(e.data) as LiveNotice).version > version, 2_000);
    expect(pushed.event).toBe(LIVE_EVENT);

    const room = (await call('GET', `/api/admin/call-room?date=${DAY}&time=13:45`, undefined, token)).json() as { races: { eventId: string; counts: unknown }[] };
    expect(room.races.find((r) => r.eventId === 'cr-1')?.counts).toEqual({ present: 0, absent: 1, unmarked: 1 });
    expect((await call('PUT', '/api/admin/call-room/entries/cr-e1', { presence: null }, token)).json()).toMatchObject({ presence: null });
  });

  it('refuses bad input with a French message and changes nothing; the public gets 401', async () => {
    const before = await snapshotDb(app);
    expectError(await call('PUT', '/api/admin/call-room/entries/cr-e2', { presence: 'late' }, token), 400, /Présence invalide/);
    expectError(await call('PUT', '/api/admin/call-room/entries/nope', { presence: 'present' }, token), 404, 'Inscription introuvable');
    expectError(await call('GET', '/api/admin/call-room?date=2027-13-01', undefined, token), 400, /Date invalide/);
    expectError(await call('GET', `/api/admin/call-room?date=${DAY}&time=25:00`, undefined, token), 400, /Heure invalide/);
    expectError(await call('GET', '/api/admin/call-room?limit=0', undefined, token), 400, /limit/);
    expectError(await call('GET', '/api/admin/call-room'), 401);
    expectError(await call('PUT', '/api/admin/call-room/entries/cr-e2', { presence: 'present' }), 401);
    expect(await snapshotDb(app)).toBe(before);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/admin/call-room'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/admin/call-room/entries/{id}'] ?? {})).toContain('put');
  });
});
