import { describe, expect, it } from 'vitest';
import { clubRanking, clubPointsTableInput, parsePointsText, type ScoredResult } from './club-ranking';

const elite = { id: 'elite', name: 'Élite', nameEn: 'Elite' };
const youth = { id: 'youth', name: 'Jeunes', nameEn: 'Youth' };
const row = (
  name: string,
  round: string,
  club: string,
  rank: number | null,
  status = 'finished',
  championship = elite,
): ScoredResult => ({ status, rank, club, event: { name, round, championship } });

// A hand-computed case: points 10, 8, 6, 5, 4, 3, 2, 1 and relays 20, 16, 12 for the Élite championship,
// 3, 2, 1 for Jeunes.
const results: ScoredResult[] = [
  row('2000 m Seniors Hommes — Finale A', 'final_a', 'Club A', 1), // A 10
  row('2000 m Seniors Hommes — Finale A', 'final_a', 'Club B', 2), // B 8 (tie for 2nd)
  row('2000 m Seniors Hommes — Finale A', 'final_a', 'club c', 2), // C 8 (tie, another spelling)
  row('2000 m Seniors Hommes — Finale A', 'final_a', 'Club A', 4), // A 5
  row('2000 m Seniors Hommes — Finale A', 'final_a', 'Club D', null, 'dnf'), // nothing
  row('2000 m Seniors Hommes — Série 1', 'heat', 'Club D', 1), // a heat scores nothing
  row('2000 m Seniors Hommes — Finale B', 'final_b', 'Club D', 1), // nor a B final
  row('Relais 4 × 500 m Relais mixte — Finale A', 'final_a', 'Club B', 1), // B 20 (relay table)
  row('Relais 4 × 500 m Relais mixte — Finale A', 'final_a', 'Club C', 2), // C 16
  row('1000 m Masters — Finale A', 'final_a', 'Club C', 1), // C 10
  row('1000 m Masters — Finale A', 'final_a', 'Club B', 3), // B 6
  row('1000 m Masters — Finale A', 'final_a', 'Club H', 5), // H 4
  row('500 m Juniors — Finale A', 'final_a', 'Club E', 1), // E 10 (dead heat)
  row('500 m Juniors — Finale A', 'final_a', 'Club F', 1), // F 10
  row('500 m Juniors — Finale A', 'final_a', 'Club H', 3), // H 6
  row('500 m Cadets — Finale A', 'final_a', 'Club A', 1, 'finished', youth), // A 3 (Jeunes table)
  row('500 m Cadets — Finale A', 'final_a', 'Club G', 4, 'finished', youth), // beyond the table: 0
];
const tables = [
  { championshipId: 'elite', points: [10, 8, 6, 5, 4, 3, 2, 1], relayPoints: [20, 16, 12] },
  { championshipId: 'youth', points: [3, 2, 1], relayPoints: [] },
];

describe('clubRanking (challenge des clubs)', () => {
  it('adds up A-final places by the table, relays by theirs, and breaks ties by firsts then seconds', () => {
    const ranking = clubRanking(results, tables, 'elite');
    expect(ranking.clubs.map((c) => [c.rank, c.club, c.points, c.firsts, c.seconds])).toEqual([
      [1, 'club c', 34, 1, 2],
      [2, 'Club B', 34, 1, 1],
      [3, 'Club A', 15, 1, 0],
      [4, 'Club E', 10, 1, 0],
      [4, 'Club F', 10, 1, 0],
      [6, 'Club H', 10, 0, 0],
    ]);
    expect(ranking.championships.map((c) => c.id)).toEqual(['elite', 'youth']);
  });

  it('adds every championship with its own table when none is chosen; a club without points is left out', () => {
    const ranking = clubRanking(results, tables, undefined);
    expect(ranking.clubs.find((c) => c.club === 'Club A')).toMatchObject({ points: 18, firsts: 2 });
    expect(ranking.clubs.some((c) => c.club === 'Club G' || c.club === 'Club D')).toBe(false);
  });

  it('uses 10, 8, 6, 5, 4, 3, 2, 1 for a championship without a table, relays included', () => {
    const ranking = clubRanking(results.slice(7, 9), [], 'elite');
    expect(ranking.clubs.map((c) => [c.club, c.points])).toEqual([
      ['Club B', 10],
      ['Club C', 8],
    ]);
    expect(ranking.tables[0]).toEqual({ championshipId: 'elite', points: [10, 8, 6, 5, 4, 3, 2, 1], relayPoints: [] });
  });

  it('refuses a table that is empty or not whole points, and reads the back-office field', () => {
    expect(clubPointsTableInput.safeParse({ championshipId: 'elite', points: [] }).success).toBe(false);
    expect(clubPointsTableInput.safeParse({ championshipId: 'elite', points: [10, -1] }).success).toBe(false);
    expect(clubPointsTableInput.safeParse({ championshipId: 'elite', points: [10, 2.5] }).success).toBe(false);
    expect(parsePointsText('10, 8 6;5')).toEqual([10, 8, 6, 5]);
    expect(parsePointsText('10, huit')).toBeNull();
  });
});

describe('erratumText', () => {
  it('dates a correction in Paris time, by lane, in French and English', async () => {
    const { erratumText } = await import('./records');
    const c = {
      correctedAt: '2026-01-30T13:32:00.000Z',
      lane: 4,
      athlete: 'Jeanne Martin',
      before: '6:27.4',
      after: '6:27.9',
    };
    expect(erratumText(c, 'fr')).toBe('corrigé le 30 janvier à 14:32 : couloir 4, 6:27.4 → 6:27.9');
    expect(erratumText({ ...c, lane: null }, 'en')).toBe(
      'corrected on 30 January at 14:32: Jeanne Martin, 6:27.4 → 6:27.9',
    );
  });

  it("takes Paris's date past midnight in summer, with the year when asked", async () => {
    const { parisMoment } = await import('./records');
    expect(parisMoment('2026-07-31T22:30:00.000Z', 'fr', true)).toBe('1 août 2026 à 00:30');
    expect(parisMoment('2026-12-31T23:15:00.000Z', 'en')).toBe('1 January at 00:15');
  });
});
