import type { PublicParticipant } from '@app/contract';

export type SortKey = 'name' | 'club' | 'category' | 'registrationDate';
export interface SortState {
  key: SortKey;
  dir: 'asc' | 'desc';
}

const value = (p: PublicParticipant, key: SortKey) =>
  key === 'name' ? `${p.lastName} ${p.firstName}` : key === 'club' ? p.club : key === 'category' ? p.category : p.registrationDate;

export function sortParticipants(list: PublicParticipant[], sort: SortState): PublicParticipant[] {
  const factor = sort.dir === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => factor * value(a, sort.key).localeCompare(value(b, sort.key), 'fr', { sensitivity: 'base' }));
}

/** Clicking the same column again toggles the direction; another column starts ascending. */
export const nextSort = (current: SortState, key: SortKey): SortState =>
  current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };

/** Case-insensitive match on first name, last name, club or bib (spec section 5). */
export function matchesSearch(p: PublicParticipant, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [p.firstName, p.lastName, p.club, p.bib ?? ''].some((v) => v.toLowerCase().includes(needle));
}
