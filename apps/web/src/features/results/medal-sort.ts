import type { ClubMedals } from '@app/contract';

export type MedalColumn = 'club' | 'gold' | 'silver' | 'bronze' | 'total';
export interface MedalSort {
  column: MedalColumn;
  dir: 'asc' | 'desc';
}

/** The order of a medal table: gold, then silver, then bronze, then the club's name (the server's). */
export const STANDARD_SORT: MedalSort = { column: 'gold', dir: 'desc' };

const standard = (a: ClubMedals, b: ClubMedals) =>
  b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || a.club.localeCompare(b.club, 'fr');

/** Clubs by the chosen column; ties keep the standard order, whichever the direction. */
export function sortClubs(clubs: readonly ClubMedals[], { column, dir }: MedalSort): ClubMedals[] {
  const sign = dir === 'asc' ? 1 : -1;
  const by = (a: ClubMedals, b: ClubMedals) =>
    column === 'club' ? a.club.localeCompare(b.club, 'fr') : a[column] - b[column];
  return [...clubs].sort((a, b) => sign * by(a, b) || standard(a, b));
}

/** A click on a column: counts start with the most, names from A; the same column again reverses. */
export const nextSort = (current: MedalSort, column: MedalColumn): MedalSort =>
  current.column === column
    ? { column, dir: current.dir === 'asc' ? 'desc' : 'asc' }
    : { column, dir: column === 'club' ? 'asc' : 'desc' };
