import type { ResultsQuery } from '@app/contract';
import type { Trpc } from '../../lib/trpc';

/** Below this many characters a search would match half the field: the page keeps its race list. */
export const MIN_SEARCH = 2;

/*
 * One input object per read, always the same for the same view: the Live refetch then asks the very
 * same URL, which the browser revalidates with If-None-Match and the server answers 304.
 */
export const boardOptions = (trpc: Trpc) => trpc.results.races.queryOptions({});

export const listOptions = (trpc: Trpc, query: { eventId?: string | undefined; search?: string | undefined }) => {
  const input: Partial<ResultsQuery> = {};
  if (query.eventId) input.eventId = query.eventId;
  if (query.search) input.search = query.search;
  return trpc.results.list.queryOptions(input);
};

/** What the filters ask the server for; undefined when the page shows its race list. */
export function activeSearch(search: string): string | undefined {
  const trimmed = search.trim();
  return trimmed.length >= MIN_SEARCH ? trimmed : undefined;
}
