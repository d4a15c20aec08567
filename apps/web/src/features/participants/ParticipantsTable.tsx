import type { ParticipantSortKey, PublicParticipant } from '@app/contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { formatDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { AthleteLink } from '../results-shared/AthleteLink';
import { useCategoryLabel } from '../championships/use-category-label';
import type { SortState } from './sort-participants';
import { useText } from '../../lib/use-text';

export interface SortColumn {
  key: ParticipantSortKey;
  label: string;
  /** Columns a phone does without (its sort select still offers them). */
  wide?: boolean;
}

const cell = 'px-2 py-2 sm:px-3';
const wideCell = 'hidden px-2 py-2 sm:px-3 md:table-cell';

/** One page of participants, each name a link to the athlete's page; the column headers sort on the server, the same column twice reverses. */
export function ParticipantsTable({
  rows,
  columns,
  sort,
  onSort,
  busy,
}: {
  rows: readonly PublicParticipant[];
  columns: SortColumn[];
  sort: SortState;
  onSort: (key: ParticipantSortKey) => void;
  busy: boolean;
}) {
  const t = useText('pages');
  const { pick, locale } = useLocalized();
  const categoryLabel = useCategoryLabel();
  return (
    <div className="mt-2 overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table
        className={`w-full text-left text-sm transition-opacity ${busy ? 'opacity-60' : ''}`}
        data-testid="participants-table"
        aria-busy={busy}
      >
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                className={c.wide ? wideCell : cell}
              >
                <button
                  type="button"
                  onClick={() => onSort(c.key)}
                  className="inline-flex items-center gap-1 font-semibold"
                >
                  {c.label}
                  {sort.key !== c.key ? (
                    <ArrowUpDown aria-hidden="true" className="h-3.5 w-3.5" />
                  ) : sort.dir === 'asc' ? (
                    <ArrowUp aria-hidden="true" className="h-3.5 w-3.5" />
                  ) : (
                    <ArrowDown aria-hidden="true" className="h-3.5 w-3.5" />
                  )}
                </button>
              </th>
            ))}
            <th scope="col" className={wideCell}>
              {t('participants.championship')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map((p) => (
            <tr key={p.id}>
              <td className={`${cell} font-mono text-slate-800`}>{p.bib ?? '—'}</td>
              <td className={`${cell} font-medium text-slate-900`}>
                <AthleteLink row={p}>
                  {p.lastName} {p.firstName}
                </AthleteLink>
              </td>
              <td className={`${cell} text-slate-800`}>{p.club}</td>
              <td className={`${cell} text-slate-800`}>{categoryLabel(p.category, p.championshipId)}</td>
              <td className={`${wideCell} text-slate-800`}>{formatDate(p.registrationDate, locale)}</td>
              <td className={`${wideCell} text-slate-800`}>{pick(p.championship.name, p.championship.nameEn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
