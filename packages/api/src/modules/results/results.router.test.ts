import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const event = { id: 'elite-final', name: 'Finale', nameEn: 'Final', date: '2026-01-30', time: '15:00', category: 'SH', championshipId: 'elite' };
const result = { eventId: 'elite-final', rank: 1, athlete: 'Jeanne Martin', category: 'SF', club: 'AC Paris', time: '6:58.4' };

describe('results procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    await api.adminCaller.events.create(event);
  });
  afterEach(async () => api.dispose());

  it('embeds the event with its championship in every result', async () => {
    const created = await api.adminCaller.results.create(result);
    expect(created).toEqual({
      id: expect.any(String),
      ...result,
      event: { id: event.id, name: 'Finale', nameEn: 'Final', date: '2026-01-30', time: '15:00', championship: { id: 'elite', name: 'Championnat de France Élite', nameEn: 'French Elite Championship' } },
    });
    expect(await api.publicCaller.results.list()).toEqual([created]);
  });

  it('orders by event then rank and hides results of inactive events from the public', async () => {
    const second = await api.adminCaller.results.create({ ...result, rank: 2, athlete: 'B' });
    const first = await api.adminCaller.results.create(result);
    expect((await api.publicCaller.results.list()).map((r) => r.id)).toEqual([first.id, second.id]);
    await api.adminCaller.events.update({ id: event.id, active: false });
    expect(await api.publicCaller.results.list()).toEqual([]);
    expect(await api.adminCaller.results.adminList()).toHaveLength(2);
  });

  it('updates one field, then deletes', async () => {
    const created = await api.adminCaller.results.create(result);
    const updated = await api.adminCaller.results.update({ id: created.id, time: '6:57.9' });
    expect(updated).toEqual({ ...created, time: '6:57.9' });
    expect(await api.adminCaller.results.remove({ id: created.id })).toEqual({ message: expect.any(String) });
    expect(await api.adminCaller.results.adminList()).toEqual([]);
  });

  it('refuses an unknown event, a bad rank or time, and unknown ids', async () => {
    await expect(api.adminCaller.results.create({ ...result, eventId: 'nope' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Épreuve inconnue' });
    await expect(api.adminCaller.results.create({ ...result, rank: 0 })).rejects.toThrow(/supérieur ou égal à 1/);
    await expect(api.adminCaller.results.create({ ...result, time: 'vite' })).rejects.toThrow(/Temps invalide/);
    await expect(api.adminCaller.results.update({ id: 'nope', rank: 2 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.adminCaller.results.remove({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await api.adminCaller.results.adminList()).toEqual([]);
  });

  it('refuses admin procedures without a token', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.results.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.results.create(result)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
