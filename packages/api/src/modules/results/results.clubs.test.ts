import type { RaceRound } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const race = (id: string, name: string, round: RaceRound, championshipId = 'elite') => ({
  id,
  name,
  nameEn: name,
  date: '2026-01-30',
  time: '09:00',
  category: 'X',
  championshipId,
  round,
});
const finished = (rank: number, club: string) => ({
  status: 'finished' as const,
  rank,
  time: `6:5${rank}.0`,
  athlete: `Rameur ${club} ${rank}`,
  category: 'X',
  club,
});

describe('results.clubs (challenge des clubs)', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    for (const r of [
      race('sh-a', '2000 m SH — Finale A', 'final_a'),
      race('sh-b', '2000 m SH — Finale B', 'final_b'),
      race('relay-a', 'Relais 4 × 500 m Relais mixte — Finale A', 'final_a'),
      race('j18-a', '2000 m J18 — Finale A', 'final_a', 'youth'),
    ])
      await api.adminCaller.events.create(r);
    await api.adminCaller.results.setRanking({
      eventId: 'sh-a',
      rows: [finished(1, 'Lyon'), finished(2, 'Brest'), finished(2, 'Nantes'), finished(4, 'Lyon')],
    });
    await api.adminCaller.results.setRanking({ eventId: 'sh-b', rows: [finished(1, 'Agen')] });
    await api.adminCaller.results.setRanking({
      eventId: 'relay-a',
      rows: [finished(1, 'Brest'), finished(2, 'Nantes')],
    });
    await api.adminCaller.results.setRanking({ eventId: 'j18-a', rows: [finished(1, 'Agen')] });
  });
  afterEach(async () => api.dispose());

  it('ranks the clubs by the default table, then by the table the back-office sets', async () => {
    const before = await api.publicCaller.results.clubs({ championshipId: 'elite' });
    // Lyon 10 + 5, Brest 8 + 10, Nantes 8 + 8; a B final scores nothing.
    expect(before.clubs.map((c) => [c.rank, c.club, c.points])).toEqual([
      [1, 'Brest', 18],
      [2, 'Nantes', 16],
      [3, 'Lyon', 15],
    ]);
    await api.adminCaller.results.setPointsTable({
      championshipId: 'elite',
      points: [5, 3, 1, 1],
      relayPoints: [8, 6],
    });
    const after = await api.publicCaller.results.clubs({ championshipId: 'elite' });
    // Lyon 5 + 1, Brest 3 + 8, Nantes 3 + 6.
    expect(after.clubs.map((c) => [c.rank, c.club, c.points])).toEqual([
      [1, 'Brest', 11],
      [2, 'Nantes', 9],
      [3, 'Lyon', 6],
    ]);
    expect((await api.publicCaller.results.clubs()).clubs.find((c) => c.club === 'Agen')?.points).toBe(10);
    expect(await api.adminCaller.results.pointsTables()).toContainEqual({
      championshipId: 'elite',
      points: [5, 3, 1, 1],
      relayPoints: [8, 6],
    });
  });

  it('refuses an unknown championship, a bad table, and an anonymous caller', async () => {
    await expect(
      api.adminCaller.results.setPointsTable({ championshipId: 'nope', points: [1], relayPoints: [] }),
    ).rejects.toThrow('Championnat inconnu');
    await expect(
      api.adminCaller.results.setPointsTable({ championshipId: 'elite', points: [], relayPoints: [] }),
    ).rejects.toThrow('Donnez les points');
    await expect(
      api.publicCaller.results.setPointsTable({ championshipId: 'elite', points: [1], relayPoints: [] }),
    ).rejects.toThrow();
    expect((await api.adminCaller.results.pointsTables()).find((t) => t.championshipId === 'elite')?.points).toEqual([
      10, 8, 6, 5, 4, 3, 2, 1,
    ]);
  });
});
