import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from './admin-error';
import { ADMIN_PAGE_SIZE } from './first-page';
import { useAdminAction } from './use-admin-action';

/** What a screen's filters send: the selects' values and the search ('' and 'all' mean no filter). */
export type AdminFilters = Record<string, string>;
export type AdminPageInput<F extends AdminFilters> = F & { search: string | undefined; limit: number; offset: number };

/**
 * An admin list searched, filtered and paged on the server (style.md "Lists at size"): the filters'
 * state, the search asked once typing pauses, back to the first page whenever a filter changes, the
 * previous page kept on screen while the next one loads (no skeleton flash while typing), the reload
 * after an action, and the shell's props.
 */
export function useAdminPage<
  F extends AdminFilters,
  P extends { items: unknown[]; total: number },
  E,
  K extends QueryKey,
>(initialFilters: F, options: (input: AdminPageInput<F>) => UseQueryOptions<P, E, P, K>) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<F>(initialFilters);
  // The search box keeps what is typed and hands over the search once typing pauses: a keystroke
  // re-renders the box alone, not the screen and its rows. What is typed is still read for an export.
  const [settledSearch, setSettledSearch] = useState('');
  const typed = useRef('');
  // The page belongs to the filters it was chosen with: other filters start again at the first page.
  const filterKey = JSON.stringify([settledSearch, filters]);
  const [page, setPage] = useState({ key: filterKey, offset: 0 });
  const offset = page.key === filterKey ? page.offset : 0;
  const input = { ...filters, search: settledSearch || undefined, limit: ADMIN_PAGE_SIZE, offset } as AdminPageInput<F>;
  // Fresh for a few seconds only, so that the first page its route's loader fetched while the screen's
  // code loaded is not read a second time on mount; every save or delete invalidates it anyway.
  const query = useQuery({ ...options(input), staleTime: 5_000, placeholderData: keepPreviousData });
  const data = query.data;
  const total = data?.total ?? 0;

  // A delete that empties the last page goes back to the page that now is the last one.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && offset > 0 && data.total > 0)
      setPage({ key: filterKey, offset: Math.floor((data.total - 1) / ADMIN_PAGE_SIZE) * ADMIN_PAGE_SIZE });
  }, [data, query.isPlaceholderData, offset, filterKey]);

  // After a save or a delete every cached read is stale (the dashboard's counts, other screens).
  const reload = () => queryClient.invalidateQueries();
  const action = useAdminAction(reload);
  // The empty state and 'no match' describe the rows on screen: while the next answer is on its way,
  // those of the previous filters, not the filters being typed.
  const askedFiltered =
    settledSearch !== '' || Object.keys(initialFilters).some((k) => filters[k] !== initialFilters[k]);
  const shownFiltered = useRef(askedFiltered);
  if (!query.isPlaceholderData) shownFiltered.current = askedFiltered;
  const filtered = shownFiltered.current;
  const loadError = query.error ? adminErrorMessage(query.error) : null;
  return {
    data,
    items: (data?.items ?? []) as P['items'],
    total,
    filters,
    setFilter: <N extends keyof F>(name: N, value: F[N]) => setFilters((f) => ({ ...f, [name]: value })),
    /** The search box's props (SearchFilter). */
    searchBox: {
      onType: (value: string) => {
        typed.current = value;
      },
      onSettle: setSettledSearch,
    },
    /** The filters as typed (not waiting for the pause), without the window: what a CSV export asks adminList for. */
    get exportInput() {
      return { ...filters, search: typed.current.trim() || undefined };
    },
    reload,
    run: action.run,
    setError: action.setError,
    /** Filters leave nothing although the list may hold items. */
    noMatch: filtered && !!data && total === 0,
    pager: {
      total,
      limit: ADMIN_PAGE_SIZE,
      offset,
      onChange: (next: number) => setPage({ key: filterKey, offset: next }),
    },
    /** True while another page or search is on its way and the previous one is still shown. */
    updating: query.isPlaceholderData,
    shell: {
      count: total,
      loading: query.isLoading,
      error: action.error ?? loadError,
      onDismissError: action.error ? () => action.setError(null) : undefined,
      empty: filtered ? undefined : t('common.none'),
    },
  };
}
