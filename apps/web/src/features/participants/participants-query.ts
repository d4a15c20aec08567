import type { ParticipantSortKey, SortOrder } from '@app/contract';
import type { Trpc } from '../../lib/trpc';

export const PAGE_SIZE = 50;

export interface ParticipantsView {
  search: string;
  championship: string;
  category: string;
  sort: ParticipantSortKey;
  order: SortOrder;
  offset: number;
}

/** The address's filters (`/inscrits?q=…&championship=…&category=…`), absent when empty or 'all'. */
export interface ParticipantsSearch {
  q?: string;
  championship?: string;
  category?: string;
}

export const initialView: ParticipantsView = {
  search: '',
  championship: 'all',
  category: 'all',
  sort: 'name',
  order: 'asc',
  offset: 0,
};

/**
 * The server input of a view: filters left out when they are 'all' or empty, so the first view (also
 * prefetched by the route) and its refetches always ask the same URL.
 */
export function pageOptions(trpc: Trpc, view: ParticipantsView) {
  const search = view.search.trim();
  return trpc.participants.page.queryOptions({
    ...(search ? { search } : {}),
    ...(view.championship !== 'all' ? { championshipId: view.championship } : {}),
    ...(view.category !== 'all' ? { category: view.category } : {}),
    sort: view.sort,
    order: view.order,
    limit: PAGE_SIZE,
    offset: view.offset,
  });
}
