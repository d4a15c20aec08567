import type { ClubMedals } from '@app/contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MedalColumn, type MedalSort, nextSort, STANDARD_SORT, sortClubs } from './medal-sort';

const columns: { key: MedalColumn; label: string; dot?: string }[] = [
  { key: 'club', label: 'results.club' },
  { key: 'gold', label: 'medals.gold', dot: 'bg-yellow-500' },
  { key: 'silver', label: 'medals.silver', dot: 'bg-slate-400' },
  { key: 'bronze', label: 'medals.bronze', dot: 'bg-orange-700' },
  { key: 'total', label: 'medals.total' },
];

/** Medals by club, sorted by any column header (a button, its state in aria-sort). */
export function MedalTable({ clubs, caption }: { clubs: readonly ClubMedals[]; caption: string }) {
  const { t } = useTranslation('pages');
  const [sort, setSort] = useState<MedalSort>(STANDARD_SORT);
  const rows = sortClubs(clubs, sort);
  if (rows.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-800">{t('medals.none')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
      <table className="w-full text-left text-sm" data-testid="medal-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {columns.map((c) => {
              const Icon = sort.column !== c.key ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={sort.column === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                  className={`px-2 py-2 sm:px-3 ${c.key === 'club' ? '' : 'text-right'}`}
                >
                  <button type="button" onClick={() => setSort(nextSort(sort, c.key))} className="inline-flex items-center gap-1 font-semibold">
                    {c.dot && <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${c.dot}`} />}
                    {t(c.label)}
                    <Icon aria-hidden="true" className="h-3.5 w-3.5" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map((c) => (
            <tr key={c.club}>
              <th scope="row" className="px-2 py-2 font-medium text-slate-900 sm:px-3">
                {c.club}
              </th>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">{c.gold}</td>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">{c.silver}</td>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">{c.bronze}</td>
              <td className="px-2 py-2 text-right font-bold tabular-nums sm:px-3">{c.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
