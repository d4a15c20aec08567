import type { ClubRanking } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, getJson, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 33: the clubs' ranking by REST (demo data), and its points table set by the back-office.
describe('REST clubs ranking', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    call = restCall(app);
  });
  afterAll(async () => app.dispose());

  it('is documented without security and answers the ranking, whole or for one championship', async () => {
    const doc = await getJson<{ paths: Record<string, { get?: { security?: unknown[] } }> }>(call, '/api/openapi.json');
    expect(doc.paths['/results/clubs']?.get?.security ?? []).toEqual([]);
    const all = await getJson<ClubRanking>(call, '/api/results/clubs');
    expect(all.clubs.length).toBeGreaterThan(0);
    expect(all.clubs[0]?.rank).toBe(1);
    for (let i = 1; i < all.clubs.length; i++)
      expect(all.clubs[i - 1]?.points ?? 0).toBeGreaterThanOrEqual(all.clubs[i]?.points ?? 0);
    const id = all.championships[0]?.id ?? '';
    const one = await getJson<ClubRanking>(call, `/api/results/clubs?championshipId=${id}`);
    expect(one.clubs.reduce((s, c) => s + c.points, 0)).toBeLessThanOrEqual(
      all.clubs.reduce((s, c) => s + c.points, 0),
    );
  });

  it('follows the table the back-office sets, and refuses a bad one with nothing changed', async () => {
    const id = (await getJson<ClubRanking>(call, '/api/results/clubs')).championships[0]?.id ?? '';
    const res = await call(
      'PUT',
      `/api/admin/championships/${id}/club-points`,
      { points: [1], relayPoints: [] },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const one = await getJson<ClubRanking>(call, `/api/results/clubs?championshipId=${id}`);
    // One point for a win only: every club's points are its first places.
    for (const club of one.clubs) expect(club.points).toBe(club.firsts);
    expectError(
      await call('PUT', `/api/admin/championships/${id}/club-points`, { points: [-2] }, token),
      400,
      /négatifs/,
    );
    expectError(await call('PUT', `/api/admin/championships/${id}/club-points`, { points: [3] }), 401);
    const again = await getJson<ClubRanking>(call, `/api/results/clubs?championshipId=${id}`);
    expect(again.tables.find((t) => t.championshipId === id)?.points).toEqual([1]);
  });
});
