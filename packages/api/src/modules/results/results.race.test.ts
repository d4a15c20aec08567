import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

// A programme over two days and two championships; two races at the same time are ordered by name.
const races = [
  {
    id: 'elite-a',
    name: 'Finale A',
    nameEn: 'Final A',
    date: '2026-01-30',
    time: '09:00',
    category: 'SH',
    championshipId: 'elite',
  },
  {
    id: 'youth-b',
    name: 'Finale B',
    nameEn: 'Final B',
    date: '2026-01-30',
    time: '10:00',
    category: 'J18',
    championshipId: 'youth',
  },
  {
    id: 'elite-c',
    name: 'Finale C',
    nameEn: 'Final C',
    date: '2026-01-30',
    time: '10:00',
    category: 'SF',
    championshipId: 'elite',
  },
  {
    id: 'elite-d',
    name: 'Finale D',
    nameEn: 'Final D',
    date: '2026-01-31',
    time: '08:00',
    category: 'SF',
    championshipId: 'elite',
  },
];
const finished = (rank: number, athlete: string) => ({
  status: 'finished' as const,
  rank,
  time: `6:5${rank}.0`,
  athlete,
  category: 'SH',
  club: 'AC Paris',
});
const out = (status: 'dns' | 'dnf' | 'dsq', athlete: string) => ({ status, athlete, category: 'SH', club: 'AC Paris' });

describe('results.race', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    // Created out of order: the programme order comes from date, time and name.
    for (const race of [...races].reverse()) await api.adminCaller.events.create(race);
  });
  afterEach(async () => api.dispose());

  it('shows the race, its championship and state, and its whole ranking in the order of the results list', async () => {
    await api.adminCaller.results.setRanking({
      eventId: 'elite-c',
      rows: [
        out('dsq', 'Zoé Dsq'),
        out('dns', 'Bea Dns'),
        finished(2, 'Marie Deux'),
        out('dnf', 'Yvette Dnf'),
        finished(1, 'Léa Une'),
      ],
      resultsState: 'official',
    });
    const page = await api.publicCaller.results.race({ eventId: 'elite-c' });
    expect(page.race).toEqual({
      id: 'elite-c',
      name: 'Finale C',
      nameEn: 'Final C',
      date: '2026-01-30',
      time: '10:00',
      category: 'SF',
      championshipId: 'elite',
      championship: { id: 'elite', name: 'Championnat de France Élite', nameEn: 'French Elite Championship' },
      resultsState: 'official',
      round: 'final_a',
      // Issue 33: the moment it became official.
      officialAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(page.ranking.map((r) => [r.status, r.rank, r.athlete])).toEqual([
      ['finished', 1, 'Léa Une'],
      ['finished', 2, 'Marie Deux'],
      ['dnf', null, 'Yvette Dnf'],
      ['dns', null, 'Bea Dns'],
      ['dsq', null, 'Zoé Dsq'],
    ]);
    const list = await api.publicCaller.results.list({ eventId: 'elite-c' });
    expect(page.ranking).toEqual(list.map(({ event: _e, ...row }) => row));
  });

  it('links the previous and next races of the programme, with none before the first or after the last', async () => {
    const neighbours = async (eventId: string) => {
      const { previous, next } = await api.publicCaller.results.race({ eventId });
      return [previous?.id ?? null, next?.id ?? null];
    };
    expect(await neighbours('elite-a')).toEqual([null, 'youth-b']);
    expect(await neighbours('youth-b')).toEqual(['elite-a', 'elite-c']);
    expect(await neighbours('elite-c')).toEqual(['youth-b', 'elite-d']);
    expect(await neighbours('elite-d')).toEqual(['elite-c', null]);
    expect((await api.publicCaller.results.race({ eventId: 'elite-a' })).next).toEqual({
      id: 'youth-b',
      name: 'Finale B',
      nameEn: 'Final B',
      date: '2026-01-30',
      time: '10:00',
    });
  });

  it('gives a race without results yet its page, and skips hidden races in the links', async () => {
    expect((await api.publicCaller.results.race({ eventId: 'elite-d' })).ranking).toEqual([]);
    await api.adminCaller.events.update({ id: 'youth-b', active: false });
    expect((await api.publicCaller.results.race({ eventId: 'elite-a' })).next?.id).toBe('elite-c');
  });

  it('answers 404 in French for an unknown or hidden race', async () => {
    await expect(api.publicCaller.results.race({ eventId: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Épreuve introuvable',
    });
    await api.adminCaller.events.update({ id: 'elite-a', active: false });
    await expect(api.publicCaller.results.race({ eventId: 'elite-a' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Épreuve introuvable',
    });
  });

  it('follows an admin write at once', async () => {
    expect((await api.publicCaller.results.race({ eventId: 'elite-a' })).ranking).toEqual([]);
    await api.adminCaller.results.setRanking({ eventId: 'elite-a', rows: [finished(1, 'Léa Une')] });
    expect((await api.publicCaller.results.race({ eventId: 'elite-a' })).ranking.map((r) => r.athlete)).toEqual([
      'Léa Une',
    ]);
  });
});
