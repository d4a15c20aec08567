import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { inputClass } from '../../ui/Field';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { useChampionships } from '../championships/use-championships';
import { QueryError } from '../layout/QueryError';
import { matchesSearch, nextSort, type SortKey, type SortState, sortParticipants } from './sort-participants';

export function ParticipantsPage() {
  const { t } = useTranslation('pages');
  const { pick, locale } = useLocalized();
  const trpc = useTRPCProxy();
  const query = useQuery(trpc.participants.list.queryOptions());
  const { championships } = useChampionships();
  const [search, setSearch] = useState('');
  const [championship, setChampionship] = useState('all');
  const [category, setCategory] = useState('all');
  const [sort, setSort] = useState<SortState>({ key: 'name', dir: 'asc' });

  const all = query.data ?? [];
  const categories = [...new Set(all.filter((p) => championship === 'all' || p.championshipId === championship).map((p) => p.category))].sort();
  const rows = sortParticipants(
    all.filter((p) => (championship === 'all' || p.championshipId === championship) && (category === 'all' || p.category === category) && matchesSearch(p, search)),
    sort,
  );
  const columns: { key: SortKey; label: string }[] = [
    { key: 'name', label: t('participants.name') },
    { key: 'club', label: t('participants.club') },
    { key: 'category', label: t('participants.category') },
    { key: 'registrationDate', label: t('participants.date') },
  ];

  return (
    <>
      <PageHero title={t('participants.title')} subtitle={t('participants.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="participant-counts">
          {championships.map((c) => (
            <li key={c.id} className="rounded-xl bg-slate-50 p-3 text-center ring-1 ring-slate-200">
              <p className="text-2xl font-black text-sky-800">{all.filter((p) => p.championshipId === c.id).length}</p>
              <p className="text-xs text-slate-800">{pick(c.name, c.nameEn)}</p>
            </li>
          ))}
        </ul>

        <div className="mt-6 grid gap-4 sm:grid-cols-3">
          <div className="relative">
            <label htmlFor="participants-search" className="sr-only">
              {t('participants.search')}
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3.5 h-4 w-4 text-slate-500" />
            <input id="participants-search" type="search" className={`${inputClass} pl-9`} placeholder={t('participants.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <div>
            <label htmlFor="participants-championship" className="sr-only">
              {t('participants.championship')}
            </label>
            <select
              id="participants-championship"
              className={inputClass}
              value={championship}
              onChange={(e) => {
                setChampionship(e.target.value);
                setCategory('all');
              }}
            >
              <option value="all">{t('participants.allChampionships')}</option>
              {championships.map((c) => (
                <option key={c.id} value={c.id}>
                  {pick(c.name, c.nameEn)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="participants-category" className="sr-only">
              {t('participants.category')}
            </label>
            <select id="participants-category" className={inputClass} value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="all">{t('participants.allCategories')}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        </div>

        {/* On a phone the column headers scroll out of view: the same sorting, as a select and a toggle. */}
        <div className="mt-4 flex items-end gap-2 sm:hidden">
          <div className="flex-1">
            <label htmlFor="participants-sort" className="text-sm font-medium text-slate-800">
              {t('participants.sortBy')}
            </label>
            <select id="participants-sort" className={inputClass} value={sort.key} onChange={(e) => setSort({ key: e.target.value as SortKey, dir: 'asc' })}>
              {columns.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            onClick={() => setSort(nextSort(sort, sort.key))}
            className="inline-flex items-center gap-1 rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300"
            aria-label={t('participants.sortDirLabel', { dir: sort.dir === 'asc' ? t('participants.asc') : t('participants.desc') })}
          >
            {sort.dir === 'asc' ? <ArrowUp aria-hidden="true" className="h-4 w-4" /> : <ArrowDown aria-hidden="true" className="h-4 w-4" />}
            {sort.dir === 'asc' ? t('participants.asc') : t('participants.desc')}
          </button>
        </div>
        <p className="mt-4 text-sm text-slate-700" data-testid="participants-count">
          {t('participants.count', { count: rows.length })}
        </p>
        {query.isLoading ? (
          <Skeleton count={6} className="h-10" />
        ) : query.isError && !query.data ? (
          <QueryError onRetry={() => void query.refetch()} />
        ) : (
          <div className="mt-2 overflow-x-auto rounded-xl ring-1 ring-slate-200">
            <table className="w-full min-w-[640px] text-left text-sm" data-testid="participants-table">
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  <th scope="col" className="px-3 py-2">{t('participants.bib')}</th>
                  {columns.map((c) => (
                    <th key={c.key} scope="col" aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-3 py-2">
                      <button type="button" onClick={() => setSort(nextSort(sort, c.key))} className="inline-flex items-center gap-1 font-semibold">
                        {c.label}
                        {sort.key !== c.key ? <ArrowUpDown aria-hidden="true" className="h-3.5 w-3.5" /> : sort.dir === 'asc' ? <ArrowUp aria-hidden="true" className="h-3.5 w-3.5" /> : <ArrowDown aria-hidden="true" className="h-3.5 w-3.5" />}
                      </button>
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2">{t('participants.championship')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 bg-white">
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td className="px-3 py-2 font-mono text-slate-800">{p.bib ?? '—'}</td>
                    <td className="px-3 py-2 font-medium text-slate-900">
                      {p.lastName} {p.firstName}
                    </td>
                    <td className="px-3 py-2 text-slate-800">{p.club}</td>
                    <td className="px-3 py-2 text-slate-800">{p.category}</td>
                    <td className="px-3 py-2 text-slate-800">{formatDate(p.registrationDate, locale)}</td>
                    <td className="px-3 py-2 text-slate-800">{pick(p.championship.name, p.championship.nameEn)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
