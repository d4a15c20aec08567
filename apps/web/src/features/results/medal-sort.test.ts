import { describe, expect, it } from 'vitest';
import { nextSort, STANDARD_SORT, sortClubs } from './medal-sort';

const club = (name: string, gold: number, silver: number, bronze: number) => ({
  club: name,
  gold,
  silver,
  bronze,
  total: gold + silver + bronze,
});
const clubs = [club('SN Lyon', 1, 3, 0), club('AC Paris', 2, 0, 1), club('Aviron Marseillais', 0, 3, 2)];

describe('medal table order', () => {
  it('ranks by gold, silver then bronze by default, and by any column on demand, ties in the standard order', () => {
    expect(sortClubs(clubs, STANDARD_SORT).map((c) => c.club)).toEqual(['AC Paris', 'SN Lyon', 'Aviron Marseillais']);
    expect(sortClubs(clubs, { column: 'silver', dir: 'desc' }).map((c) => c.club)).toEqual([
      'SN Lyon',
      'Aviron Marseillais',
      'AC Paris',
    ]);
    expect(sortClubs(clubs, { column: 'club', dir: 'asc' }).map((c) => c.club)).toEqual([
      'AC Paris',
      'Aviron Marseillais',
      'SN Lyon',
    ]);
  });

  it('starts counts with the most and names from A, and reverses on a second click', () => {
    expect(nextSort(STANDARD_SORT, 'silver')).toEqual({ column: 'silver', dir: 'desc' });
    expect(nextSort({ column: 'silver', dir: 'desc' }, 'silver')).toEqual({ column: 'silver', dir: 'asc' });
    expect(nextSort(STANDARD_SORT, 'club')).toEqual({ column: 'club', dir: 'asc' });
  });
});
