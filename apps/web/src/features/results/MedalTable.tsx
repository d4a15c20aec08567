import type { ClubMedals } from '@app/contract';
import { ArrowDown, ArrowUp, ArrowUpDown, Medal as MedalIcon } from 'lucide-react';
import { useState } from 'react';
import { type MedalColumn, type MedalSort, nextSort, STANDARD_SORT, sortClubs } from './medal-sort';
import { useText } from '../../lib/use-text';

// The medal columns wear the ranking's medal icon and colour; a phone shows the place (1, 2, 3)
// instead of the word, which stays there for screen readers, and the sort arrow of the sorted column
// only: so the five columns fit a 390 px phone, Total included.
const columns: { key: MedalColumn; label: string; medal?: { place: number; colour: string } }[] = [
  { key: 'club', label: 'results.club' },
  { key: 'gold', label: 'medals.gold', medal: { place: 1, colour: 'text-yellow-600' } },
  { key: 'silver', label: 'medals.silver', medal: { place: 2, colour: 'text-slate-500' } },
  { key: 'bronze', label: 'medals.bronze', medal: { place: 3, colour: 'text-orange-700' } },
  { key: 'total', label: 'medals.total' },
];

/** Medals by club, sorted by any column header (a button, its state in aria-sort). */
export function MedalTable({ clubs, caption }: { clubs: readonly ClubMedals[]; caption: string }) {
  const t = useText('pages');
  const [sort, setSort] = useState<MedalSort>(STANDARD_SORT);
  const rows = sortClubs(clubs, sort);
  if (rows.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-800">
        {t('medals.none')}
      </p>
    );
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
                  className={`px-1.5 py-2 sm:px-3 ${c.key === 'club' ? '' : 'text-right'}`}
                >
                  <button
                    type="button"
                    onClick={() => setSort(nextSort(sort, c.key))}
                    className="inline-flex items-center gap-0.5 font-semibold sm:gap-1"
                  >
                    {c.medal ? (
                      <>
                        <MedalIcon aria-hidden="true" className={`h-4 w-4 ${c.medal.colour}`} />
                        <span aria-hidden="true" className={`sm:hidden ${c.medal.colour}`}>
                          {c.medal.place}
                        </span>
                        <span className="sr-only sm:not-sr-only">{t(c.label)}</span>
                      </>
                    ) : (
                      t(c.label)
                    )}
                    <Icon
                      aria-hidden="true"
                      className={`h-3.5 w-3.5 shrink-0 ${sort.column === c.key ? '' : 'hidden sm:inline'}`}
                    />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map((c) => (
            <tr key={c.club}>
              <th scope="row" className="px-1.5 py-2 font-medium text-slate-900 sm:px-3">
                {c.club}
              </th>
              <td className="px-1.5 py-2 text-right tabular-nums sm:px-3">{c.gold}</td>
              <td className="px-1.5 py-2 text-right tabular-nums sm:px-3">{c.silver}</td>
              <td className="px-1.5 py-2 text-right tabular-nums sm:px-3">{c.bronze}</td>
              <td className="px-1.5 py-2 text-right font-bold tabular-nums sm:px-3">{c.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
