import type { ResultsImportAnswer } from '@app/contract';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../testing/multipart';
import { snapshotTables } from '@app/db/testing';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// The sample files of @app/race-files, one per format the race software writes.
const sample = (name: string) =>
  readFileSync(new URL(`../../../../packages/race-files/test-files/${name}`, import.meta.url));
const race = {
  id: 'elite-2000-sh',
  name: '2000 m Seniors Hommes',
  nameEn: '2000 m Senior Men',
  date: '2026-01-30',
  time: '10:30',
  category: 'SH',
  championshipId: 'elite',
};

describe('POST /api/admin/events/{id}/results/import', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
    token = await app.login();
    call = restCall(app);
    expect((await call('POST', '/api/admin/events', race, token)).statusCode).toBe(201);
  });
  afterAll(async () => app.dispose());

  const post = (
    fileName: string,
    content: Buffer | string,
    query = '',
    auth: string | null = token,
    eventId = race.id,
  ) => {
    const mp = multipartFile(fileName, content);
    return app.server.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/results/import${query}`,
      payload: mp.payload,
      headers: { ...mp.headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    });
  };
  const published = async () =>
    (await call('GET', `/api/results?eventId=${race.id}`)).json() as {
      athlete: string;
      rank: number | null;
      status: string;
      time: string | null;
    }[];

  it('previews each format with dryRun=true and stores nothing', async () => {
    const before = await snapshotDb(app);
    const cases: [string, string, number, string][] = [
      ['ergrace-results.json', 'ergrace', 7, 'Théo Moreau'],
      ['vra-Results.txt', 'vra', 5, 'Mercier A.'],
      ['results.csv', 'csv', 5, 'Élodie Lefèvre'],
    ];
    for (const [file, format, count, winner] of cases) {
      const res = await post(file, sample(file), '?dryRun=true');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const answer = res.json() as ResultsImportAnswer;
      expect(answer).toMatchObject({ format, eventId: race.id, dryRun: true, errors: [] });
      expect(answer.results).toHaveLength(count);
      expect(answer.results[0]).toMatchObject({ rank: 1, status: 'finished', athlete: winner });
    }
    expect(await snapshotDb(app)).toBe(before);
    expect(await published()).toEqual([]);
  });

  it('publishes the file, which the public list shows at once; the same file again changes nothing', async () => {
    expect(await published()).toEqual([]);
    const res = await post('2000m Seniors Hommes.json', sample('ergrace-results.json'));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as ResultsImportAnswer;
    expect(answer.dryRun).toBe(false);
    expect(answer.warnings.map((w) => w.message)).toContain('Ligne 11 : « GARNIER, Benoît » lu « Benoît Garnier »');
    const rows = await published();
    expect(rows.map((r) => [r.rank, r.athlete, r.status])).toEqual(
      answer.results.map((r) => [r.rank, r.athlete, r.status]),
    );
    expect(rows.at(-1)).toMatchObject({ athlete: 'Loïc Chevalier', status: 'dnf', rank: null, time: null });

    // The rows as they read, whatever their ids; the audit trail does record the second import (who
    // sent which file), which is not a change of the results.
    const rowsWithoutIds = async () =>
      (await snapshotTables(app.handle.db, ['admin_sessions', 'audit_entries'])).replace(
        /\\?"id\\?":\\?"[^"\\]+\\?"/g,
        '',
      );
    const before = await rowsWithoutIds();
    expect((await post('2000m Seniors Hommes.json', sample('ergrace-results.json'))).statusCode).toBe(200);
    expect(await rowsWithoutIds()).toBe(before);
    expect(await published()).toHaveLength(7);
    const races = (await call('GET', '/api/results/races')).json() as {
      races: { id: string; count: number; resultsState: string; podium: { athlete: string }[] }[];
    };
    expect(races.races.find((r) => r.id === race.id)).toMatchObject({
      count: 7,
      resultsState: 'provisional',
      podium: [{ athlete: 'Théo Moreau' }, { athlete: 'Benoît Garnier' }, { athlete: 'Jérôme Roussel' }],
    });
  });

  it('refuses a truncated file with 400 naming the line, and changes nothing', async () => {
    const before = await snapshotDb(app);
    for (const query of ['', '?dryRun=true']) {
      const body = expectError(
        await post('broken-ergrace.json', sample('broken-ergrace.json'), query),
        400,
        /ligne \d+/i,
      ) as { line?: number };
      expect(body.line).toEqual(expect.any(Number));
    }
    expectError(
      await post('results.csv', 'Place;Nom;Club;Catégorie;Temps\n1;Léa BERNARD;AC Paris;SF;6:5x.4\n'),
      400,
      /^Ligne 2 : temps illisible/,
    );
    expectError(
      await post('photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
      400,
      /Fichier non reconnu/,
    );
    expect(await snapshotDb(app)).toBe(before);
  });

  it('answers 401 without a valid token, writing nothing', async () => {
    const before = await snapshotDb(app);
    for (const auth of [null, 'forged-token']) {
      const res = await post('results.csv', sample('results.csv'), '', auth);
      expectError(res, 401, 'Authentification requise');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(await snapshotDb(app)).toBe(before);
  });

  it('answers 404 for an unknown race, 400 for a bad request and 413 for a file over 8 MB', async () => {
    expectError(await post('results.csv', sample('results.csv'), '', token, 'nope'), 404, 'Épreuve inconnue');
    expectError(await post('results.csv', sample('results.csv'), '?dryRun=peut-etre'), 400, /dryRun/);
    expectError(
      await call('POST', `/api/admin/events/${race.id}/results/import`, { file: 'x' }, token),
      400,
      /multipart/,
    );
    const other = multipartFile('results.csv', sample('results.csv'));
    const wrongField = await app.server.inject({
      method: 'POST',
      url: `/api/admin/events/${race.id}/results/import`,
      payload: Buffer.from(other.payload.toString('latin1').replace('name="file"', 'name="fichier"'), 'latin1'),
      headers: { ...other.headers, authorization: `Bearer ${token}` },
    });
    expectError(wrongField, 400, /champ file/);
    expectError(await post('results.csv', Buffer.alloc(0)), 400, /vide/);
    expectError(await post('big.csv', Buffer.alloc(8 * 1024 * 1024 + 1, 0x41)), 413, /trop volumineux/);
  });

  it('publishes a race official over REST, and the results say so', async () => {
    const res = await call('PUT', `/api/admin/events/${race.id}/results/state`, { resultsState: 'official' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: race.id, resultsState: 'official', count: 7 });
    const rows = (await call('GET', `/api/results?eventId=${race.id}`)).json() as { event: { resultsState: string } }[];
    expect(rows.every((r) => r.event.resultsState === 'official')).toBe(true);
    expectError(
      await call('PUT', `/api/admin/events/${race.id}/results/state`, { resultsState: 'final' }, token),
      400,
      /provisional ou official/,
    );
    expectError(await call('PUT', '/api/admin/events/nope/results/state', { resultsState: 'official' }, token), 404);
  });

  it('is documented in the OpenAPI document with its multipart body, dryRun and answers', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            security?: unknown[];
            parameters?: { name: string }[];
            requestBody?: { content: Record<string, unknown> };
            responses?: Record<string, unknown>;
          }
        >
      >;
    };
    const op = doc.paths['/admin/events/{id}/results/import']?.post;
    expect(op?.security?.length).toBeGreaterThan(0);
    expect(op?.parameters?.map((p) => p.name)).toEqual(['id', 'dryRun', 'resultsState']);
    expect(Object.keys(op?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '404', '413']));
    expect(JSON.stringify(op?.responses?.['200'])).toContain('warnings');
    expect(doc.paths['/admin/events/{eventId}/results/state']?.put).toBeDefined();
  });
});
