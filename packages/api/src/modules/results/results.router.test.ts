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
      status: 'finished',
      participantId: null,
      event: {
        id: event.id,
        name: 'Finale',
        nameEn: 'Final',
        date: '2026-01-30',
        time: '15:00',
        championship: { id: 'elite', name: 'Championnat de France Élite', nameEn: 'French Elite Championship' },
        resultsState: 'provisional',
        round: 'final_a',
      },
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

describe('results lists at size', () => {
  let api: TestApi;
  const races = [
    { id: 'elite-b', name: 'Finale B', nameEn: 'Final B', date: '2026-01-30', time: '16:00', category: 'SH', championshipId: 'elite' },
    { id: 'elite-a', name: 'Finale A', nameEn: 'Final A', date: '2026-01-30', time: '09:00', category: 'SF', championshipId: 'elite' },
    { id: 'youth-1', name: 'J16', nameEn: 'U16', date: '2026-01-29', time: '10:00', category: 'J16', championshipId: 'youth' },
    { id: 'youth-empty', name: 'J18', nameEn: 'U18', date: '2026-01-29', time: '11:00', category: 'J18', championshipId: 'youth' },
  ];
  const row = (rank: number, athlete: string, club = 'AC Paris') => ({ rank, athlete, category: 'SF', club, time: `6:5${rank}.0` });

  beforeEach(async () => {
    api = await createTestApi();
    for (const race of races) await api.adminCaller.events.create(race);
    await api.adminCaller.results.setRanking({ eventId: 'elite-a', rows: [row(1, 'Éloïse Lefèvre', 'Aviron Bayonnais'), row(2, 'Jeanne Martin'), row(3, 'Zoé Roux'), row(4, 'Anna Petit')] });
    await api.adminCaller.results.setRanking({ eventId: 'elite-b', rows: [row(2, 'Paul Durand'), row(1, 'Éloïse Lefèvre', 'Aviron Bayonnais')] });
    await api.adminCaller.results.setRanking({ eventId: 'youth-1', rows: [row(1, 'Hugo Blanc', 'SN Versailles')] });
  });
  afterEach(async () => api.dispose());

  it('answers the full list without parameters, in date, time and rank order', async () => {
    const all = await api.publicCaller.results.list();
    expect(all.map((r) => `${r.eventId}:${r.rank}`)).toEqual(['youth-1:1', 'elite-a:1', 'elite-a:2', 'elite-a:3', 'elite-a:4', 'elite-b:1', 'elite-b:2']);
    expect(await api.publicCaller.results.list({})).toEqual(all);
    expect(await api.publicCaller.results.list({ championshipId: 'all', eventId: '', search: '  ' })).toEqual(all);
  });

  it('filters by race, by championship, and searches athlete or club ignoring case and accents', async () => {
    expect((await api.publicCaller.results.list({ eventId: 'elite-b' })).map((r) => r.athlete)).toEqual(['Éloïse Lefèvre', 'Paul Durand']);
    expect((await api.publicCaller.results.list({ championshipId: 'youth' })).map((r) => r.athlete)).toEqual(['Hugo Blanc']);
    expect((await api.publicCaller.results.list({ search: 'eloise' })).map((r) => r.eventId)).toEqual(['elite-a', 'elite-b']);
    expect((await api.publicCaller.results.list({ search: 'LEFEVRE' })).map((r) => r.athlete)).toEqual(['Éloïse Lefèvre', 'Éloïse Lefèvre']);
    expect((await api.publicCaller.results.list({ search: 'versailles' })).map((r) => r.athlete)).toEqual(['Hugo Blanc']);
    expect(await api.publicCaller.results.list({ search: 'eloise', championshipId: 'youth' })).toEqual([]);
    expect((await api.adminCaller.results.adminList({ search: 'bayonnais', eventId: 'elite-a' })).map((r) => r.athlete)).toEqual(['Éloïse Lefèvre']);
    await expect(api.publicCaller.results.list({ search: 'x'.repeat(101) })).rejects.toThrow(/100 caractères/);
  });

  it('gives the board: races with results in date order, their count and podium, the championships and stats', async () => {
    const board = await api.publicCaller.results.races();
    expect(board.championships).toEqual([
      { id: 'elite', name: 'Championnat de France Élite', nameEn: 'French Elite Championship' },
      { id: 'youth', name: expect.any(String), nameEn: expect.any(String) },
    ]);
    expect(board.races.map((r) => [r.id, r.count])).toEqual([
      ['youth-1', 1],
      ['elite-a', 4],
      ['elite-b', 2],
    ]);
    const eliteA = board.races[1];
    expect(eliteA).toMatchObject({ name: 'Finale A', nameEn: 'Final A', date: '2026-01-30', time: '09:00', category: 'SF', championshipId: 'elite' });
    expect(eliteA?.podium.map((r) => r.athlete)).toEqual(['Éloïse Lefèvre', 'Jeanne Martin', 'Zoé Roux']);
    expect(eliteA?.podium[0]).toEqual({ id: expect.any(String), eventId: 'elite-a', rank: 1, athlete: 'Éloïse Lefèvre', category: 'SF', club: 'Aviron Bayonnais', time: '6:51.0', status: 'finished', participantId: null });
    expect(eliteA?.resultsState).toBe('provisional');
    expect(board.stats).toEqual({ athletes: 6, clubs: 3, events: 3, results: 7 });

    const elite = await api.publicCaller.results.races({ championshipId: 'elite' });
    expect(elite.races.map((r) => r.id)).toEqual(['elite-a', 'elite-b']);
    expect(elite.stats).toEqual({ athletes: 5, clubs: 2, events: 2, results: 6 });
    expect(elite.championships.map((c) => c.id)).toEqual(['elite', 'youth']);

    await api.adminCaller.events.update({ id: 'youth-1', active: false });
    const hidden = await api.publicCaller.results.races();
    expect(hidden.races.map((r) => r.id)).toEqual(['elite-a', 'elite-b']);
    expect(hidden.championships.map((c) => c.id)).toEqual(['elite']);
  });

  it('replaces a race’s whole ranking, answering it by rank, and the public lists follow', async () => {
    await api.publicCaller.results.races();
    const answer = await api.adminCaller.results.setRanking({ eventId: 'elite-a', rows: [row(2, 'Nina Morel'), row(1, 'Léa Bernard')] });
    expect(answer.map((r) => [r.rank, r.athlete, r.event.id])).toEqual([
      [1, 'Léa Bernard', 'elite-a'],
      [2, 'Nina Morel', 'elite-a'],
    ]);
    expect(await api.publicCaller.results.list({ eventId: 'elite-a' })).toEqual(answer);
    expect((await api.publicCaller.results.races()).races.find((r) => r.id === 'elite-a')?.count).toBe(2);
    expect(await api.adminCaller.results.adminList({ eventId: 'elite-b' })).toHaveLength(2);
  });

  it('clears a race with an empty ranking', async () => {
    expect(await api.adminCaller.results.setRanking({ eventId: 'elite-b', rows: [] })).toEqual([]);
    expect(await api.adminCaller.results.adminList({ eventId: 'elite-b' })).toEqual([]);
    expect((await api.publicCaller.results.races()).races.map((r) => r.id)).toEqual(['youth-1', 'elite-a']);
  });

  it('refuses an unknown race or an invalid row and changes nothing', async () => {
    const before = await api.adminCaller.results.adminList();
    await expect(api.adminCaller.results.setRanking({ eventId: 'nope', rows: [row(1, 'X')] })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Épreuve inconnue' });
    await expect(api.adminCaller.results.setRanking({ eventId: 'elite-a', rows: [row(1, 'X'), { ...row(2, 'Y'), time: 'vite' }] })).rejects.toThrow(/Temps invalide/);
    await expect(api.adminCaller.results.setRanking({ eventId: 'elite-a', rows: [row(1, 'X'), { ...row(2, 'Y'), rank: 0 }] })).rejects.toThrow(/rank/);
    expect(await api.adminCaller.results.adminList()).toEqual(before);
    const anonymous = await api.callerFor();
    await expect(anonymous.results.setRanking({ eventId: 'elite-a', rows: [] })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await api.adminCaller.results.adminList()).toEqual(before);
  });
});
