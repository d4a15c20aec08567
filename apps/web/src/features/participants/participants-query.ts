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

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined;

/**
 * The filters as the address holds them: the route's check of `?q=…&championship=…&category=…` and the
 * page's settled choices go through it alike. Checked by hand rather than with zod (route definitions load
 * on every page; see programme.tsx); anything malformed or over the API's limits is dropped.
 */
export function participantsSearch(raw: Record<string, unknown>): ParticipantsSearch {
  const q = text(raw.q, 100);
  const championship = text(raw.championship, 64);
  const category = text(raw.category, 64);
  return {
    ...(q ? { q } : {}),
    ...(championship && championship !== 'all' ? { championship } : {}),
    ...(category && category !== 'all' ? { category } : {}),
  };
}

export const sameFilters = (a: ParticipantsSearch, b: ParticipantsSearch) =>
  a.q === b.q && a.championship === b.championship && a.category === b.category;

/** The first view of the list for the address's filters. */
export const viewOf = (filters: ParticipantsSearch): ParticipantsView => ({
  ...initialView,
  search: filters.q ?? '',
  championship: filters.championship ?? initialView.championship,
  category: filters.category ?? initialView.category,
});

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
