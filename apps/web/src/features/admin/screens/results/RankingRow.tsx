import { type ResultStatus, resultStatuses, resultStatusLabels } from '@app/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type ClipboardEvent, memo } from 'react';
import { type DraftRow, type RankingColumn, type RankingField, rankingColumns } from './ranking-draft';

export const columnLabels: Record<RankingField, string> = {
  rank: 'Rang',
  athlete: 'Athlète',
  category: 'Catégorie',
  club: 'Club',
  time: 'Temps',
  status: 'Statut',
};
const widths: Record<RankingColumn, string> = {
  rank: 'w-20',
  athlete: 'min-w-48',
  category: 'min-w-40',
  club: 'min-w-48',
  time: 'w-28',
};
const cell =
  'w-full rounded-md border-0 px-2 py-1.5 text-sm text-slate-900 ring-1 ring-inset focus:ring-2 focus:ring-sky-700 disabled:bg-slate-100 disabled:text-slate-500';
/** `Classé`, `DNS — Non partant`…: the short code a results sheet prints, and what it means. */
export const statusOptionLabel = (s: ResultStatus) =>
  s === 'finished' ? resultStatusLabels[s].fr : `${resultStatusLabels[s].short} — ${resultStatusLabels[s].fr}`;
/** Rank and time only mean something for a finished result. */
const onlyWhenFinished = (c: RankingColumn) => c === 'rank' || c === 'time';

interface Props {
  row: DraftRow;
  index: number;
  last: boolean;
  errors: Partial<Record<RankingField, string>> | undefined;
  onCell: (index: number, column: RankingColumn, value: string) => void;
  onStatus: (index: number, status: ResultStatus) => void;
  onPaste: (index: number, column: RankingColumn, event: ClipboardEvent<HTMLInputElement>) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/** One editable line of a race's ranking; memoised so that typing in one row leaves the others alone. */
export const RankingRow = memo(function RankingRow({
  row,
  index,
  last,
  errors,
  onCell,
  onStatus,
  onPaste,
  onMove,
  onRemove,
}: Props) {
  const line = index + 1;
  const errorId = `ranking-error-${row.key}`;
  const message = errors ? [...rankingColumns, 'status' as const].map((c) => errors[c]).find(Boolean) : undefined;
  const who = row.athlete.trim() || `ligne ${line}`;
  const finished = row.status === 'finished';
  return (
    <>
      <tr
        data-testid="ranking-row"
        aria-invalid={message ? true : undefined}
        className={message ? 'bg-rose-50' : undefined}
      >
        {rankingColumns.map((c) => (
          <td key={c} className={`px-1.5 py-1 ${widths[c]}`}>
            <input
              type="text"
              inputMode={c === 'rank' ? 'numeric' : undefined}
              aria-label={`${columnLabels[c]}, ligne ${line}`}
              aria-invalid={errors?.[c] ? true : undefined}
              aria-describedby={errors?.[c] ? errorId : undefined}
              className={`${cell} ${errors?.[c] ? 'ring-rose-600' : 'ring-slate-300'} ${onlyWhenFinished(c) ? 'font-mono' : ''}`}
              value={row[c]}
              disabled={!finished && onlyWhenFinished(c)}
              placeholder={
                !finished && onlyWhenFinished(c)
                  ? resultStatusLabels[row.status].short
                  : c === 'time'
                    ? '6:42.3'
                    : undefined
              }
              onChange={(e) => onCell(index, c, e.target.value)}
              onPaste={(e) => onPaste(index, c, e)}
            />
          </td>
        ))}
        <td className="w-44 px-1.5 py-1">
          <select
            aria-label={`${columnLabels.status}, ligne ${line}`}
            aria-invalid={errors?.status ? true : undefined}
            className={`${cell} ${errors?.status ? 'ring-rose-600' : 'ring-slate-300'} bg-white`}
            value={row.status}
            onChange={(e) => onStatus(index, e.target.value as ResultStatus)}
          >
            {resultStatuses.map((s) => (
              <option key={s} value={s}>
                {statusOptionLabel(s)}
              </option>
            ))}
          </select>
        </td>
        <td className="whitespace-nowrap px-1.5 py-1 text-right">
          <button
            type="button"
            className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100 disabled:opacity-30"
            disabled={index === 0}
            onClick={() => onMove(index, -1)}
            aria-label={`Monter ${who}`}
          >
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
          </button>
          <button
            type="button"
            className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100 disabled:opacity-30"
            disabled={last}
            onClick={() => onMove(index, 1)}
            aria-label={`Descendre ${who}`}
          >
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </button>
          <button
            type="button"
            className="rounded-md p-1.5 text-rose-700 hover:bg-rose-50"
            onClick={() => onRemove(index)}
            aria-label={`Retirer ${who}`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </td>
      </tr>
      {message && (
        <tr className="bg-rose-50">
          <td colSpan={rankingColumns.length + 2} className="px-3 pb-2 text-sm font-medium text-rose-800">
            {/* Stays in view when a phone scrolls the table sideways to the offending cell. */}
            <p id={errorId} className="sticky left-3 max-w-[calc(100vw-4rem)]" data-testid="ranking-row-error">
              Ligne {line} : {message}
            </p>
          </td>
        </tr>
      )}
    </>
  );
});
