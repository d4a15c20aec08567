import { publishedHeat } from '@app/db/testing';
import type { FollowsPage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 30, item 5: « Mes suivis » as scripts read it, and its calendar file.
describe('REST followed athletes and clubs', () => {
  let app: TestServer;
  let call: ReturnType<typeof restCall>;
  beforeAll(async () => {
    app = await createTestServer();
    const token = await app.login();
    call = restCall(app);
    await publishedHeat(app.handle.db);
    // Rows written beside the API: one admin write makes the public reads see them, as any write would.
    expect((await call('PUT', '/api/admin/events/sf-heat-1', { time: '10:00' }, token)).statusCode).toBe(200);
  });
  afterAll(async () => app.dispose());

  it('answers the followed athletes and clubs with their races to come and lanes, cached like the other public reads', async () => {
    const res = await call('GET', '/api/follows?athletes=p-p-jeanne,p-nobody&clubs=sn-lyon');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).not.toMatch(/no-store|private/);
    expect(res.headers.etag).toBeTruthy();
    const page = res.json() as FollowsPage;
    expect(page.athletes.map((a) => [a.name, a.races.map((r) => [r.eventId, r.lane])])).toEqual([
      ['Jeanne Martin', [['sf-heat-1', 4]]],
    ]);
    expect(page.clubs.map((c) => [c.name, c.races.map((r) => [r.athlete, r.lane])])).toEqual([
      ['SN Lyon', [['Léa Durand', 2]]],
    ]);
    const again = await app.server.inject({
      method: 'GET',
      url: '/api/follows?athletes=p-p-jeanne,p-nobody&clubs=sn-lyon',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a malformed list with a French message', async () => {
    expectError(await call('GET', '/api/follows?athletes=a%20b'), 400, /Liste invalide/);
  });

  it("gives the followed athletes' races as a calendar file with their lane", async () => {
    const res = await call('GET', '/api/calendar.ics?athletes=p-p-jeanne,p-p-lea');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/calendar/);
    const unfolded = res.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('Jeanne Martin : couloir 4');
    expect(unfolded).toContain('Léa Durand : couloir 2');
    expectError(await call('GET', '/api/calendar.ics?athletes=a%20b'), 400, /Liste invalide/);
  });
});
