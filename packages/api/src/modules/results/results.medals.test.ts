import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const races = [
  { id: 'elite-1', name: 'Finale SH', nameEn: 'Men final', date: '2026-01-30', time: '09:00', category: 'SH', championshipId: 'elite' },
  { id: 'elite-2', name: 'Finale SF', nameEn: 'Women final', date: '2026-01-30', time: '10:00', category: 'SF', championshipId: 'elite' },
  { id: 'youth-1', name: 'Finale J18', nameEn: 'J18 final', date: '2026-01-31', time: '09:00', category: 'J18', championshipId: 'youth' },
  { id: 'youth-2', name: 'Finale J16', nameEn: 'J16 final', date: '2026-01-31', time: '10:00', category: 'J16', championshipId: 'youth' },
];
const finished = (rank: number, club: string) => ({ status: 'finished' as const, rank, time: `6:5${rank}.0`, athlete: `Rameur ${club} ${rank}`, category: 'X', club });
const out = (status: 'dns' | 'dnf' | 'dsq', club: string) => ({ status, athlete: `Rameur ${club} ${status}`, category: 'X', club });

describe('results.medals', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    for (const race of races) await api.adminCaller.events.create(race);
    // A dead heat for first in elite-1: two golds, no silver, then bronze, as the ranking says.
    await api.adminCaller.results.setRanking({ eventId: 'elite-1', rows: [finished(1, 'Lyon'), finished(1, 'Nantes'), finished(3, 'Brest'), finished(4, 'Lyon'), out('dnf', 'Brest')] });
    await api.adminCaller.results.setRanking({ eventId: 'elite-2', rows: [finished(1, 'Brest'), finished(2, 'LYON'), finished(3, 'Nantes'), out('dns', 'Lyon'), out('dsq', 'Nantes')] });
    await api.adminCaller.results.setRanking({ eventId: 'youth-1', rows: [finished(1, 'Brest'), finished(2, 'Agen'), finished(3, 'Agen')] });
  });
  afterEach(async () => api.dispose());

  it('counts the medals of every club, golds first, then silvers, bronzes and name', async () => {
    const table = await api.publicCaller.results.medals();
    expect(table.clubs).toEqual([
      { club: 'Brest', gold: 2, silver: 0, bronze: 1, total: 3 },
      { club: 'Lyon', gold: 1, silver: 1, bronze: 0, total: 2 },
      { club: 'Nantes', gold: 1, silver: 0, bronze: 1, total: 2 },
      { club: 'Agen', gold: 0, silver: 1, bronze: 1, total: 2 },
    ]);
    expect(table.championships.map((c) => c.id)).toEqual(['elite', 'youth']);
  });

  it('matches the results: one medal per finisher ranked 1 to 3, none for DNS, DNF or DSQ', async () => {
    const [table, results] = [await api.publicCaller.results.medals(), await api.publicCaller.results.list()];
    for (const [medal, rank] of [['gold', 1], ['silver', 2], ['bronze', 3]] as const) {
      const won = results.filter((r) => r.status === 'finished' && r.rank === rank).length;
      expect(table.clubs.reduce((sum, c) => sum + c[medal], 0), medal).toBe(won);
    }
  });

  it('counts finishers and entrants per race in programme order, races without results left out', async () => {
    const { races: turnout } = await api.publicCaller.results.medals();
    expect(turnout.map((r) => [r.id, r.name, r.finishers, r.entrants])).toEqual([
      ['elite-1', 'Finale SH', 4, 5],
      ['elite-2', 'Finale SF', 3, 5],
      ['youth-1', 'Finale J18', 3, 3],
    ]);
  });

  it('narrows to one championship, still offering all championships with results', async () => {
    const table = await api.publicCaller.results.medals({ championshipId: 'youth' });
    expect(table.clubs).toEqual([
      { club: 'Brest', gold: 1, silver: 0, bronze: 0, total: 1 },
      { club: 'Agen', gold: 0, silver: 1, bronze: 1, total: 2 },
    ]);
    expect(table.races.map((r) => r.id)).toEqual(['youth-1']);
    expect(table.championships.map((c) => c.id)).toEqual(['elite', 'youth']);
    expect((await api.publicCaller.results.medals({ championshipId: 'para' })).clubs).toEqual([]);
  });

  it('gives medals and titles only in A finals: a heat or B final winner has no gold, the A final winner has', async () => {
    const round = { date: '2026-02-01', category: 'SH', championshipId: 'youth', raceGroup: 'youth-2000-sh' };
    await api.adminCaller.events.create({ ...round, id: 'youth-heat', name: 'Série 1', nameEn: 'Heat 1', time: '09:00', round: 'heat' });
    await api.adminCaller.events.create({ ...round, id: 'youth-final-b', name: 'Finale B', nameEn: 'B final', time: '14:00', round: 'final_b' });
    await api.adminCaller.events.create({ ...round, id: 'youth-final-a', name: 'Finale A', nameEn: 'A final', time: '15:00', round: 'final_a' });
    const row = (rank: number, club: string, athlete: string) => ({ rank, time: `6:3${rank}.0`, athlete, category: 'SH', club });
    await api.adminCaller.results.setRanking({ eventId: 'youth-heat', rows: [row(1, 'Vannes', 'Paul Série'), row(2, 'Vannes', 'Luc Série'), row(3, 'Vannes', 'Marc Série')] });
    await api.adminCaller.results.setRanking({ eventId: 'youth-final-b', rows: [row(1, 'Vannes', 'Jean Finale B')] });
    const before = await api.publicCaller.results.medals({ championshipId: 'youth' });
    expect(before.clubs.map((c) => c.club)).not.toContain('Vannes');
    await api.adminCaller.results.setRanking({ eventId: 'youth-final-a', rows: [row(1, 'Vannes', 'Paul Série')] });
    const after = await api.publicCaller.results.medals({ championshipId: 'youth' });
    expect(after.clubs.find((c) => c.club === 'Vannes')).toEqual({ club: 'Vannes', gold: 1, silver: 0, bronze: 0, total: 1 });
    // The athlete's page: the heat is ranked first without a medal, the A final is their title.
    const athlete = await api.publicCaller.results.athlete({ key: 'paul-serie--vannes' });
    expect(athlete.results.map((r) => [r.event.round, r.rank, r.medal])).toEqual([
      ['heat', 1, null],
      ['final_a', 1, 'gold'],
    ]);
  });
});
