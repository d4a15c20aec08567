import { describe, expect, it } from 'vitest';
import { byRanking, winnerOf } from './ranking-order';

const row = (athlete: string, status: 'finished' | 'dns' | 'dnf' | 'dsq', rank: number | null = null) => ({
  athlete,
  status,
  rank,
});

describe('a race ranking with non-finishers', () => {
  it('lists finishers by rank, then DNF, DNS and DSQ by name', () => {
    const rows = [
      row('Zoé', 'dns'),
      row('Paul', 'finished', 2),
      row('Anna', 'dsq'),
      row('Adam', 'dns'),
      row('Tom', 'dnf'),
      row('Lina', 'finished', 1),
      row('Rose', 'finished', 10),
    ];
    expect([...rows].sort(byRanking).map((r) => r.athlete)).toEqual([
      'Lina',
      'Paul',
      'Rose',
      'Tom',
      'Adam',
      'Zoé',
      'Anna',
    ]);
  });
  it('names the finisher ranked first as the winner, none in a race without finishers', () => {
    expect(winnerOf([row('Adam', 'dns'), row('Lina', 'finished', 1)])?.athlete).toBe('Lina');
    expect(winnerOf([row('Adam', 'dns'), row('Tom', 'dnf')])).toBeUndefined();
  });
});
