import { addParticipant } from '@app/db/testing';
import { randomUUID } from 'node:crypto';
import type { ResultsImportAnswer } from '@app/contract';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ergRaceResultsFor } from '../../../../packages/race-files/test-files/ergrace-fill';
import { multipartFile } from '../testing/multipart';
import { expectError, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 29, item 5 through the real app, as a script at the venue would: the race definition is
// downloaded, rowed (filled in as ErgRace fills it), and its results imported back, every row linked to
// its entrant by the boat id with no warning.

const heat = {
  name: '2000 m Seniors Hommes — Série 1',
  nameEn: '2000 m Senior Men — Heat 1',
  date: '2026-01-30',
  time: '10:30',
  category: 'Seniors Hommes',
  championshipId: 'elite',
  round: 'heat',
  raceGroup: 'sh-2000',
  lanes: 6,
};
const final = {
  ...heat,
  name: 'Relais 4 × 500 m Relais mixte — Finale A',
  nameEn: 'Relay 4 × 500 m Mixed Relay — A Final',
  time: '16:00',
  round: 'final_a',
  raceGroup: 'relay',
};
const otherDay = {
  ...heat,
  name: '500 m Seniors Hommes — Finale',
  nameEn: '500 m Senior Men — Final',
  date: '2026-01-31',
  raceGroup: null,
};
const people = [
  ['Jean-Noël', 'Le Gall', 'Aviron Brestois', '12'],
  ['Théo', 'Moreau', 'CN Vichy', '7'],
  ['Anaël', 'Faure', 'SN Lyon', null],
  ['Loïc', 'Chevalier', 'AC Paris', '31'],
] as const;

describe('race definitions for the race computer', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  let heatId: string;
  const entryOfLane: Record<number, string> = {};

  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
    token = await app.login();
    call = restCall(app);
    const ids: string[] = [];
    for (const event of [heat, final, otherDay]) {
      const res = await call('POST', '/api/admin/events', event, token);
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as { id: string }).id);
    }
    heatId = ids[0] as string;
    const db = app.handle.db;
    const participantIds = people.map(() => randomUUID());
    for (const [i, [firstName, lastName, club, bib]] of people.entries()) {
      await addParticipant(db, participantIds[i] as string, firstName, lastName, {
        club,
        bib,
        category: 'Seniors Hommes',
      });
    }
    // Drawn from the centre out: lanes 2 to 5 of 6.
    for (const lane of [3, 4, 2, 5]) entryOfLane[lane] = randomUUID();
    await db
      .insertInto('entries')
      .values(
        [3, 4, 2, 5].map((lane, i) => ({
          id: entryOfLane[lane] as string,
          eventId: heatId,
          participantId: participantIds[i] as string,
          crewName: null,
          seedTime: null,
          lane,
          createdAt: '2025-12-01T10:00:00.000Z',
        })),
      )
      .execute();
  });
  afterAll(async () => app.dispose());

  const get = (url: string, auth: string | null = token) =>
    app.server.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${auth}` } : {} });

  it('downloads a race’s .rac2, rowed as ErgRace would, imports back with every row linked and no warning', async () => {
    const res = await get(`/api/admin/events/${heatId}/race-definition.rac2`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="2000-m-Seniors-Hommes---Serie-1.rac2"');
    expect(res.headers['cache-control']).toBe('no-store');
    const boats = (res.json() as { race_definition: { boats: { lane_number: number; id: string }[] } }).race_definition
      .boats;
    expect(boats.map((b) => b.id)).toEqual([
      'Lane 1',
      entryOfLane[2],
      entryOfLane[3],
      entryOfLane[4],
      entryOfLane[5],
      'Lane 6',
    ]);

    const results = ergRaceResultsFor(res.body, { 2: '6:31.7', 3: '6:05.3', 4: '6:12.8', 5: '6:24.1' });
    const mp = multipartFile('race-1 Results.json', results);
    const imported = await app.server.inject({
      method: 'POST',
      url: `/api/admin/events/${heatId}/results/import?dryRun=false`,
      payload: mp.payload,
      headers: { ...mp.headers, authorization: `Bearer ${token}` },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const answer = imported.json() as ResultsImportAnswer;
    expect(answer.errors).toEqual([]);
    expect(answer.warnings).toEqual([]);
    expect(answer.results.map((r) => [r.rank, r.athlete, r.entryId, r.entrant?.linkedBy])).toEqual([
      [1, 'Jean-Noël Le Gall', entryOfLane[3], 'entry'],
      [2, 'Théo Moreau', entryOfLane[4], 'entry'],
      [3, 'Loïc Chevalier', entryOfLane[5], 'entry'],
      [4, 'Anaël Faure', entryOfLane[2], 'entry'],
    ]);
    const stored = await app.handle.db
      .selectFrom('results')
      .select(['entryId'])
      .where('eventId', '=', heatId)
      .orderBy('rank')
      .execute();
    expect(stored.map((r) => r.entryId)).toEqual([entryOfLane[3], entryOfLane[4], entryOfLane[5], entryOfLane[2]]);
  });

  it('downloads the Venue Racing .rac in Windows-1252 with CRLF', async () => {
    const res = await get(`/api/admin/events/${heatId}/race-definition.rac`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe('attachment; filename="2000-m-Seniors-Hommes---Serie-1.rac"');
    const text = res.rawPayload.toString('latin1');
    expect(text.startsWith('RACE\r\n108\r\n0\r\n2000m SH S1\r\n2000\r\n')).toBe(true);
    expect(text).toContain('\r\nJean-No\u00ebl Le Gall\r\n12\r\nSeniors Hommes\r\nFRA\r\n');
  });

  it('zips every race of a day, and only that day', async () => {
    const res = await get('/api/admin/race-definitions/2026-01-30.zip');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/filename="courses-2026-01-30\.zip"/);
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload)))).toEqual([
      '1030 2000 m Seniors Hommes - Serie 1.rac2',
      '1030 2000 m Seniors Hommes - Serie 1.rac',
      '1600 Relais 4 x 500 m Relais mixte - Finale A.rac2',
      '1600 Relais 4 x 500 m Relais mixte - Finale A.rac',
    ]);
    expectError(await get('/api/admin/race-definitions/2026-02-01.zip'), 404, 'Aucune épreuve ce jour-là');
    expectError(await get('/api/admin/race-definitions/30-01-2026.zip'), 400, /Date invalide/);
  });

  it('answers 401 without an administrator and 404 for an unknown race', async () => {
    for (const url of [
      `/api/admin/events/${heatId}/race-definition.rac2`,
      `/api/admin/events/${heatId}/race-definition.rac`,
      '/api/admin/race-definitions/2026-01-30.zip',
    ]) {
      expectError(await get(url, null), 401);
      expectError(await get(url, 'not-a-token'), 401);
    }
    expectError(await get('/api/admin/events/no-such-race/race-definition.rac2'), 404, 'Épreuve inconnue');
    expectError(await get('/api/admin/events/no-such-race/race-definition.rac'), 404, 'Épreuve inconnue');
  });

  it('documents the three paths in the OpenAPI document', async () => {
    const paths = (
      (await call('GET', '/api/openapi.json')).json() as {
        paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
      }
    ).paths;
    for (const path of [
      '/admin/events/{eventId}/race-definition.rac2',
      '/admin/events/{eventId}/race-definition.rac',
      '/admin/race-definitions/{date}.zip',
    ]) {
      expect(Object.keys(paths[path]?.get?.responses ?? {}), path).toEqual(
        expect.arrayContaining(['200', '401', '404']),
      );
    }
  });
});
