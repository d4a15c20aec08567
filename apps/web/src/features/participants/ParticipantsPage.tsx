import type { ParticipantSortKey } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useEarlyValue } from '../../lib/use-early-value';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { inputClass } from '../../ui/Field';
import { EmptyState } from '../../ui/EmptyState';
import { FilterSelect } from '../../ui/FilterSelect';
import { FilterSubmit, NoScriptNotice } from '../../ui/NoScript';
import { PageHero } from '../../ui/PageHero';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { useCategoryLabel } from '../championships/use-category-label';
import { useChampionships } from '../championships/use-championships';
import { QueryError } from '../layout/QueryError';
import { ParticipantCounts } from './ParticipantCounts';
import { ParticipantsTable, type SortColumn } from './ParticipantsTable';
import {
  initialView,
  PAGE_SIZE,
  type ParticipantsSearch,
  pageOptions,
  participantsSearch,
  viewOf,
} from './participants-query';
import { nextSort, type SortState } from './sort-participants';
import { useText } from '../../lib/use-text';

/**
 * 3,000 athletes: the server filters, sorts and counts; the page shows 50 rows at a time and keeps
 * the previous page on screen while the next one loads. The search and filters start from the address
 * and are written back to it once settled (a reload, a shared link or the other language keeps them).
 */
export function ParticipantsPage({
  filters,
  onFilters,
}: {
  filters: ParticipantsSearch;
  onFilters: (next: ParticipantsSearch) => void;
}) {
  const t = useText('pages');
  const { pick } = useLocalized();
  const trpc = useTRPCProxy();
  const { championships } = useChampionships();
  const categoryLabel = useCategoryLabel();
  const [start] = useState(() => viewOf(filters));
  const [search, setSearch] = useState(start.search);
  const searchBox = useRef<HTMLInputElement>(null);
  useEarlyValue(searchBox, search, setSearch);
  const settledSearch = useDebouncedValue(search, 250);
  const [championship, setChampionship] = useState(start.championship);
  const [category, setCategory] = useState(start.category);
  const [sort, setSort] = useState<SortState>({ key: initialView.sort, dir: initialView.order });
  // The page offset belongs to one set of filters: any change of them starts again at the first page.
  const filtersKey = JSON.stringify([settledSearch.trim(), championship, category, sort]);
  const filtered = settledSearch.trim() !== '' || championship !== 'all' || category !== 'all';
  const [paging, setPaging] = useState({ key: filtersKey, offset: 0 });
  const offset = paging.key === filtersKey ? paging.offset : 0;

  // The settled choices written to the address (the route leaves it alone when they already are there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a settled change, not on each new callback
  useEffect(() => {
    onFilters(participantsSearch({ q: settledSearch, championship, category }));
  }, [settledSearch, championship, category]);

  const query = useQuery({
    ...pageOptions(trpc, { search: settledSearch, championship, category, sort: sort.key, order: sort.dir, offset }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const columns: SortColumn[] = [
    { key: 'bib', label: t('participants.bib') },
    { key: 'name', label: t('participants.name') },
    { key: 'club', label: t('participants.club') },
    { key: 'category', label: t('participants.category') },
    { key: 'registrationDate', label: t('participants.date'), wide: true },
  ];
  const onSort = (key: ParticipantSortKey) => setSort(nextSort(sort, key));

  return (
    <>
      <PageHero title={t('participants.title')} subtitle={t('participants.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <ParticipantCounts counts={data?.counts} />

        {/* Without JavaScript, the form's search and filters work; sorting and paging run in the browser. */}
        <NoScriptNotice className="mt-6 block">{t('participants.noScript')}</NoScriptNotice>
        {/* The search and filters are the address's `q`, `championship` and `category`: without JavaScript
            the form asks for them (the boot script sends it for a phone that types before its scripts). */}
        <form
          method="get"
          action="/inscrits"
          role="search"
          onSubmit={(e) => e.preventDefault()}
          className="mt-6 grid gap-4 sm:grid-cols-3"
        >
          <div className="relative">
            <label htmlFor="participants-search" className="sr-only">
              {t('participants.search')}
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3.5 h-4 w-4 text-slate-500" />
            <input
              ref={searchBox}
              id="participants-search"
              name="q"
              data-submit-when-typed=""
              type="search"
              className={`${inputClass} pl-9`}
              placeholder={t('participants.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <FilterSelect
            id="participants-championship"
            name="championship"
            label={t('participants.championship')}
            hideLabel
            value={championship}
            allLabel={t('participants.allChampionships')}
            options={championships.map((c) => ({ value: c.id, label: pick(c.name, c.nameEn) }))}
            onChange={(value) => {
              // Spec section 4: choosing a championship resets the category filter.
              setChampionship(value);
              setCategory('all');
            }}
          />
          <FilterSelect
            id="participants-category"
            name="category"
            label={t('participants.category')}
            hideLabel
            value={category}
            allLabel={t('participants.allCategories')}
            options={(data?.categories ?? []).map((c) => ({
              value: c,
              label: categoryLabel(c, championship === 'all' ? undefined : championship),
            }))}
            onChange={setCategory}
          />
          <FilterSubmit className="sm:col-span-3 sm:justify-self-start" />
        </form>

        {/* On a phone the column headers scroll out of view: the same sorting, as a select and a toggle. */}
        <div className="mt-4 flex items-end gap-2 sm:hidden noscript:hidden">
          <FilterSelect
            className="flex-1"
            id="participants-sort"
            label={t('participants.sortBy')}
            value={sort.key}
            options={columns.map((c) => ({ value: c.key, label: c.label }))}
            onChange={(value) => setSort({ key: value as ParticipantSortKey, dir: 'asc' })}
          />
          <button
            type="button"
            onClick={() => setSort(nextSort(sort, sort.key))}
            className="inline-flex items-center gap-1 rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300"
            aria-label={t('participants.sortDirLabel', {
              dir: sort.dir === 'asc' ? t('participants.asc') : t('participants.desc'),
            })}
          >
            {sort.dir === 'asc' ? (
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            ) : (
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            )}
            {sort.dir === 'asc' ? t('participants.asc') : t('participants.desc')}
          </button>
        </div>
        <p
          id="participants-count"
          className="mt-4 scroll-mt-24 text-sm text-slate-700"
          data-testid="participants-count"
          aria-live="polite"
        >
          {data ? t('participants.count', { count: data.total }) : '\u00a0'}
        </p>
        {query.isLoading ? (
          <Skeleton count={6} className="h-10" />
        ) : query.isError && !data ? (
          <QueryError onRetry={() => void query.refetch()} />
        ) : data && data.total === 0 ? (
          <EmptyState>{filtered ? t('participants.noMatch') : t('participants.none')}</EmptyState>
        ) : (
          data && (
            <>
              <ParticipantsTable
                rows={data.items}
                columns={columns}
                sort={sort}
                onSort={onSort}
                busy={query.isPlaceholderData}
              />
              <Pager
                total={data.total}
                limit={PAGE_SIZE}
                offset={offset}
                onChange={(next) => {
                  setPaging({ key: filtersKey, offset: next });
                  document.getElementById('participants-count')?.scrollIntoView({ block: 'start' });
                }}
                labels={{
                  range: (from, to, total) => t('participants.range', { from, to, total }),
                  previous: t('participants.previous'),
                  next: t('participants.next'),
                  nav: t('participants.pages'),
                  page: (n) => t('participants.page', { n }),
                }}
              />
            </>
          )
        )}
      </div>
    </>
  );
}
