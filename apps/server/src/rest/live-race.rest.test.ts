import { liveStartListByName } from '@app/api';
import { LIVE_RACE_FEED_PATH, type LiveFeedBody } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRaceOf } from '../live-race/live-race-routes';
import { expectError, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 31: a race-computer key posts the live feed and can call nothing else, on either mount.

const body = (name: string, lanes = 2): LiveFeedBody => ({
  race: { name, eventName: 'Test', raceType: 'individual', duration: 2000, durationType: 'distance', boats: [] },
  state: 9,
  clock: 30,
  lanes: Array.from({ length: lanes }, (_, i) => ({
    lane: i + 1,
    meters: 100 + i,
    pace: 100,
    spm: 30,
    position: lanes - i,
    time: 30,
  })),
});

describe('REST: race-computer keys and the live feed', () => {
  let app: TestServer;
  let admin: string;
  let call: ReturnType<typeof restCall>;
  let key: string;
  let keyId: string;
  let race: { id: string; name: string };

  beforeAll(async () => {
    app = await createTestServer();
    admin = await app.login();
    call = restCall(app);
    const created = await call('POST', '/api/admin/race-computer-keys', { label: 'Salle A' }, admin);
    expect(created.statusCode).toBe(201);
    ({ key, id: keyId } = created.json() as { key: string; id: string });
    race = await app.handle.db
      .selectFrom('entries')
      .innerJoin('events', 'events.id', 'entries.eventId')
      .select(['events.id', 'events.name'])
      .executeTakeFirstOrThrow();
  });
  afterAll(() => app.dispose());

  it('posts the feed, and the board names the lanes from the start list', async () => {
    const start = await liveStartListByName(app.handle.db, race.name);
    const lanes = (start?.boats ?? []).map((b) => b.lane);
    expect(lanes.length).toBeGreaterThan(1);
    const posted = body(race.name);
    posted.lanes = lanes.map((lane, i) => ({
      lane,
      meters: 100 + i,
      pace: 100,
      spm: 30,
      position: lanes.length - i,
      time: 30,
    }));
    const res = await call('POST', LIVE_RACE_FEED_PATH, posted, key);
    expect(res.statusCode, res.body).toBe(204);
    await new Promise((r) => setTimeout(r, 150));
    const view = liveRaceOf(app.server)?.board.board().races[0];
    expect(view).toMatchObject({ name: race.name, eventId: race.id, state: 'running' });
    expect(view?.lanes.map((l) => l.lane)).toEqual([...lanes].reverse());
    expect(view?.lanes[0]?.name).toBe(start?.boats.at(-1)?.name);
    expect(view?.lanes[0]?.name).not.toBe('');
    const trail = await app.handle.db
      .selectFrom('auditEntries')
      .select(['action', 'entityId'])
      .where('entity', '=', 'raceComputerKeys')
      .execute();
    expect(trail).toContainEqual({ action: 'use', entityId: keyId });
  });

  it('opens no other path, on /api or /trpc', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/race-computer-keys', undefined],
      ['POST', '/api/admin/race-computer-keys', { label: 'x' }],
      ['GET', '/api/admin/events', undefined],
      ['GET', '/api/admin/audit', undefined],
      ['GET', '/trpc/raceComputerKeys.list', undefined],
      ['POST', '/trpc/raceComputerKeys.create', { label: 'x' }],
      ['POST', '/trpc/liveScreen.setPin', { kind: 'message', eventId: null, message: 'x' }],
      ['GET', '/trpc/audit.list', undefined],
    ] as const) {
      const res = await call(method, url, payload, key);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses bad bodies, other tokens, floods, and the key once revoked', async () => {
    expectError(await call('POST', LIVE_RACE_FEED_PATH, { race: 'x' }, key), 400);
    expectError(await call('POST', LIVE_RACE_FEED_PATH, body(race.name), admin), 401);
    expectError(await call('POST', LIVE_RACE_FEED_PATH, body(race.name)), 401);
    const big = { ...body('x'), race: { ...body('x').race, eventName: 'x'.repeat(200_000) } };
    expect((await call('POST', LIVE_RACE_FEED_PATH, big, key)).statusCode).toBe(413);
    const statuses = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await call('POST', LIVE_RACE_FEED_PATH, body(race.name), key)).statusCode);
    expect(statuses).toContain(429);
    expect((await call('DELETE', `/api/admin/race-computer-keys/${keyId}`, undefined, admin)).statusCode).toBe(200);
    expectError(await call('POST', LIVE_RACE_FEED_PATH, body(race.name), key), 401);
  });
});
