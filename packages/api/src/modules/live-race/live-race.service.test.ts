import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import * as service from './live-race.service';

describe('race-computer keys', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ demo: true });
  });
  afterAll(() => api.dispose());

  it('are shown once, kept hashed, accepted until revoked, and journaled', async () => {
    const created = await api.adminCaller.raceComputerKeys.create({ label: 'Ordinateur salle A' });
    expect(created.key).toMatch(/^rck_/);
    const stored = await api.db.selectFrom('raceComputerKeys').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect(await service.checkKey(api.db, created.key)).toMatchObject({ id: created.id });
    expect(await service.checkKey(api.db, `${created.key}x`)).toBeNull();
    // Not an administrator's token: the admin procedures refuse it.
    await expect((await api.callerFor(`Bearer ${created.key}`)).raceComputerKeys.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await service.journalUse(api.db, await service.checkKey(api.db, created.key), 'use', '2000 m Test');
    await api.adminCaller.raceComputerKeys.revoke({ id: created.id });
    expect(await service.checkKey(api.db, created.key)).toBeNull();
    const trail = await api.db
      .selectFrom('auditEntries')
      .select(['action', 'accountEmail'])
      .where('entity', '=', 'raceComputerKeys')
      .orderBy('at')
      .execute();
    expect(trail.map((e) => e.action)).toEqual(['create', 'use', 'revoke']);
    expect(trail[1]?.accountEmail).toBe('ordinateur de course : Ordinateur salle A');
  });

  it('name the lanes from the start list of the round the race definition names', async () => {
    const round = await api.db
      .selectFrom('entries')
      .innerJoin('events', 'events.id', 'entries.eventId')
      .select(['events.id', 'events.name'])
      .executeTakeFirstOrThrow();
    const start = await service.startListByName(api.db, round.name);
    expect(start?.eventId).toBe(round.id);
    expect(start?.boats.length).toBeGreaterThan(0);
    expect(start?.boats[0]?.name).toMatch(/\p{L}+ \p{L}+/u);
    expect(await service.startListByName(api.db, 'Course inconnue')).toBeNull();
  });
});
