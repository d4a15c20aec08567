import { athleteKey } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { addEntry, addParticipant, addRace, FUTURE_DAY, publishedHeat } from '@app/db/testing';

const jeanne = athleteKey({ id: 'p-jeanne', firstName: 'Jeanne', lastName: 'Martin', club: 'AC Paris' } as never);

describe('public start lists (issue 29, item 4)', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('gives a published round its entrants by lane ascending, scratched ones included, seeded by the declared time else the personal best', async () => {
    await publishedHeat(api.db);
    const list = await api.publicCaller.startLists.event({ eventId: 'sf-heat-1' });
    expect(list).toMatchObject({ published: true, round: 'heat', event: { id: 'sf-heat-1', date: FUTURE_DAY, time: '10:00' } });
    expect(list.entries.map((e) => [e.lane, e.lastName, e.status, e.seedTime])).toEqual([
      [2, 'Durand', 'entered', '7:10.0'],
      [4, 'Martin', 'entered', '7:05.2'],
      [5, 'Petit', 'scratched', null],
    ]);
  });

  it('shows no entrant before publication, and refuses an unknown or hidden race', async () => {
    await publishedHeat(api.db);
    await api.db.updateTable('events').set({ startList: 'locked' }).where('id', '=', 'sf-heat-1').execute();
    api.deps.publicCache.clear();
    expect(await api.publicCaller.startLists.event({ eventId: 'sf-heat-1' })).toMatchObject({ published: false, entries: [] });
    await expect(api.publicCaller.startLists.event({ eventId: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Épreuve introuvable' });
    await api.adminCaller.events.update({ id: 'sf-heat-1', active: false });
    await expect(api.publicCaller.startLists.event({ eventId: 'sf-heat-1' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('follows an admin write at once: publishing through the events procedures shows the entrants', async () => {
    await publishedHeat(api.db);
    await api.db.updateTable('events').set({ startList: 'draft' }).where('id', '=', 'sf-heat-1').execute();
    api.deps.publicCache.clear();
    expect((await api.publicCaller.startLists.event({ eventId: 'sf-heat-1' })).entries).toEqual([]);
    // Any admin write drops the public cache; here the race's time moves.
    await api.db.updateTable('events').set({ startList: 'published' }).where('id', '=', 'sf-heat-1').execute();
    await api.adminCaller.events.update({ id: 'sf-heat-1', time: '11:30' });
    const list = await api.publicCaller.startLists.event({ eventId: 'sf-heat-1' });
    expect(list.entries).toHaveLength(3);
    expect(list.event.time).toBe('11:30');
  });

  it("lists an athlete's races to come in published start lists, in time order, with the lane; not past, unpublished or scratched ones", async () => {
    await publishedHeat(api.db, 'sf-heat-1', { time: '15:00' });
    await addRace(api.db, 'sf-500', { time: '09:00', round: 'final_a' });
    await addEntry(api.db, 'e-jeanne-500', 'sf-500', 'p-jeanne', { lane: 3 });
    await addRace(api.db, 'sf-past', { date: '2000-01-01' });
    await addEntry(api.db, 'e-jeanne-past', 'sf-past', 'p-jeanne', { lane: 1 });
    await addRace(api.db, 'sf-draft', { startList: 'draft' });
    await addEntry(api.db, 'e-jeanne-draft', 'sf-draft', 'p-jeanne', { lane: 1 });
    await addRace(api.db, 'relay', { time: '17:00', round: 'final_a' });
    await addParticipant(api.db, 'p-mia', 'Mia', 'Roux');
    await addEntry(api.db, 'e-relay', 'relay', 'p-mia', { lane: 6, crewName: 'AC Paris 1', crewMemberIds: ['p-jeanne'] });
    api.deps.publicCache.clear();
    const page = await api.publicCaller.results.athlete({ key: jeanne });
    expect(page.races.map((r) => [r.eventId, r.date, r.time, r.lane, r.round])).toEqual([
      ['sf-500', FUTURE_DAY, '09:00', 3, 'final_a'],
      ['sf-heat-1', FUTURE_DAY, '15:00', 4, 'heat'],
      ['relay', FUTURE_DAY, '17:00', 6, 'final_a'],
    ]);
    expect(page.races[0]).toMatchObject({ name: '2000 m sf-500', nameEn: '2000 m sf-500 (en)' });
    const zoe = await api.publicCaller.results.athlete({ key: 'p-p-zoe' });
    expect(zoe.races).toEqual([]);
  });

  it("writes a day's published start lists as a CSV for a French Excel: races in time order, lanes ascending, no scratched entrant", async () => {
    await publishedHeat(api.db, 'sf-heat-1', { time: '15:00' });
    await addRace(api.db, 'sf-500', { time: '09:00', round: 'final_a' });
    await addEntry(api.db, 'e-jeanne-500', 'sf-500', 'p-jeanne', { lane: 3 });
    await addRace(api.db, 'sf-draft', { startList: 'draft' });
    await addEntry(api.db, 'e-lea-draft', 'sf-draft', 'p-lea', { lane: 1 });
    api.deps.publicCache.clear();
    const file = await api.publicCaller.startLists.dayCsv({ date: FUTURE_DAY });
    expect(file.fileName).toBe(`listes-de-depart-${FUTURE_DAY}.csv`);
    expect(file.csv.split('\r\n')).toEqual([
      '\uFEFFDate;Heure;Épreuve;Tour;Couloir;Nom;Prénom;Club;Catégorie;Temps de référence',
      '14/03/2099;09:00;2000 m sf-500;Finale A;3;Martin;Jeanne;AC Paris;SF;7:05.2',
      '14/03/2099;15:00;2000 m sf-heat-1;Série;2;Durand;Léa;SN Lyon;SF;7:10.0',
      '14/03/2099;15:00;2000 m sf-heat-1;Série;4;Martin;Jeanne;AC Paris;SF;7:05.2',
      '',
    ]);
    expect((await api.publicCaller.startLists.dayCsv({ date: '2099-03-15' })).csv).toBe('\uFEFFDate;Heure;Épreuve;Tour;Couloir;Nom;Prénom;Club;Catégorie;Temps de référence\r\n');
    await expect(api.publicCaller.startLists.dayCsv({ date: '14/03/2099' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
