import type { ParticipantSortKey, SortOrder } from '@app/contract';

export interface SortState {
  key: ParticipantSortKey;
  dir: SortOrder;
}

/** Clicking the same column again toggles the direction; another column starts ascending (spec section 4). */
export const nextSort = (current: SortState, key: ParticipantSortKey): SortState =>
  current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
