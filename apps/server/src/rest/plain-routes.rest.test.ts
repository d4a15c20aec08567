import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeParticipantsCsv } from '../../../../packages/race-files/test-files/make-participants-csv';
import { multipartFile } from '../testing/multipart';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

const resultsCsv = readFileSync(new URL('../../../../packages/race-files/test-files/results.csv', import.meta.url));
const race = {
  id: 'plain-2000-sh',
  name: '2000 m Seniors Hommes',
  nameEn: '2000 m Senior Men',
  date: '2026-01-30',
  time: '10:30',
  category: 'SH',
  championshipId: 'elite',
};

// The plain routes share one helper (apps/server/src/plain-routes): the imports read `dryRun` alike.
describe('the plain routes read their parameters alike', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    expect((await restCall(app)('POST', '/api/admin/events', race, token)).statusCode).toBe(201);
  });
  afterAll(async () => app.dispose());

  const post = (url: string, fileName: string, content: Buffer | string) => {
    const mp = multipartFile(fileName, content);
    return app.server.inject({
      method: 'POST',
      url,
      payload: mp.payload,
      headers: { ...mp.headers, authorization: `Bearer ${token}` },
    });
  };
  const imports = [
    { url: `/api/admin/events/${race.id}/results/import`, fileName: 'results.csv', content: resultsCsv },
    { url: '/api/admin/participants/import', fileName: 'inscrits.csv', content: makeParticipantsCsv(3) },
  ];

  it('previews with dryRun=true or 1 and stores nothing, in both imports; refuses any other value', async () => {
    const before = await snapshotDb(app);
    for (const { url, fileName, content } of imports) {
      for (const value of ['true', '1']) {
        const res = await post(`${url}?dryRun=${value}`, fileName, content);
        expect(res.statusCode, `${url} ${value}: ${res.body}`).toBe(200);
        expect((res.json() as { dryRun: boolean }).dryRun).toBe(true);
      }
      expectError(await post(`${url}?dryRun=oui`, fileName, content), 400, /dryRun/);
    }
    expect(await snapshotDb(app)).toBe(before);
  });

  it('writes with dryRun=0, in both imports', async () => {
    for (const { url, fileName, content } of imports) {
      const res = await post(`${url}?dryRun=0`, fileName, content);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect((res.json() as { dryRun: boolean }).dryRun).toBe(false);
    }
  });

  it('documents one dryRun parameter for both imports', async () => {
    const doc = (await restCall(app)('GET', '/api/openapi.json')).json() as {
      paths: Record<string, { post?: { parameters?: { name: string }[] } }>;
    };
    const dryRun = (path: string) => doc.paths[path]?.post?.parameters?.find((p) => p.name === 'dryRun');
    expect(dryRun('/admin/events/{id}/results/import')).toMatchObject({
      schema: { enum: ['true', 'false', '1', '0'] },
    });
    expect(dryRun('/admin/participants/import')).toEqual(dryRun('/admin/events/{id}/results/import'));
  });
});
