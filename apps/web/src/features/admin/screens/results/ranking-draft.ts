import {
  type Result,
  type ResultStatus,
  type ResultsState,
  resultStatuses,
  resultStatusLabels,
  setRankingInput,
} from '@app/contract';

/** The editable text cells of a ranking row, in the order of the table's columns (and of a pasted sheet). */
export const rankingColumns = ['rank', 'athlete', 'category', 'club', 'time'] as const;
export type RankingColumn = (typeof rankingColumns)[number];
/** Where an error can sit on a row: a text cell or the status. */
export type RankingField = RankingColumn | 'status';

/** One row as typed: every cell is text until the contract's schema reads it. */
export type DraftRow = { key: string; status: ResultStatus; participantId: string | null } & Record<
  RankingColumn,
  string
>;
/** The first error of each offending row, by row index, then by field. */
export type RowErrors = Record<number, Partial<Record<RankingField, string>>>;

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

export const emptyRow = (rank: number): DraftRow => ({
  key: newKey(),
  status: 'finished',
  participantId: null,
  rank: String(rank),
  athlete: '',
  category: '',
  club: '',
  time: '',
});

/** Ranked rows first in rank order, then DNS, DNF and DSQ in the order they came. */
export const byRankThenStatus = <T extends { rank: number | null }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY));

type RowSource = Pick<Result, 'status' | 'rank' | 'athlete' | 'category' | 'club' | 'time' | 'participantId'>;
export const toDraft = (results: readonly RowSource[]): DraftRow[] =>
  byRankThenStatus(results).map((r) => ({
    key: newKey(),
    status: r.status,
    participantId: r.participantId,
    rank: r.rank === null ? '' : String(r.rank),
    athlete: r.athlete,
    category: r.category,
    club: r.club,
    time: r.time ?? '',
  }));

/** What a draft would save, to tell whether it has changed since it was loaded. */
export const fingerprint = (rows: readonly DraftRow[]) =>
  JSON.stringify(rows.map((r) => [r.status, ...rankingColumns.map((c) => r[c].trim())]));

/** A row that is not finished has neither rank nor time: changing the status clears them. */
export const withStatus = (row: DraftRow, status: ResultStatus): DraftRow =>
  status === 'finished' ? { ...row, status } : { ...row, status, rank: '', time: '' };

const rankOf = (r: DraftRow) => {
  const n = Number.parseInt(r.rank, 10);
  return r.status === 'finished' && Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
};

/** The next free rank: one more than the highest typed. */
export const nextRank = (rows: readonly DraftRow[]) =>
  rows.reduce((max, r) => (Number.isFinite(rankOf(r)) ? Math.max(max, rankOf(r)) : max), 0) + 1;

/** Rows in rank order, DNS, DNF and DSQ last; equal ranks keep their order (ties stay as typed). */
export const sortByRank = (rows: readonly DraftRow[]) => [...rows].sort((a, b) => rankOf(a) - rankOf(b));

/** Ranks 1, 2, 3… for the finished rows in the order they are shown; DNS, DNF and DSQ stay without rank. */
export const renumber = (rows: readonly DraftRow[]) => {
  let rank = 0;
  return rows.map((r) => (r.status === 'finished' ? { ...r, rank: String(++rank) } : r));
};

export const moveRow = (rows: readonly DraftRow[], index: number, by: -1 | 1) => {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

/** `DNS`, `dnf`, `DSQ` typed or pasted where a time goes: the status, not a time. */
const statusWord = (cell: string): ResultStatus | null => {
  const word = cell.trim().toLowerCase();
  return (resultStatuses as readonly string[]).includes(word) && word !== 'finished' ? (word as ResultStatus) : null;
};

/**
 * A block copied from a spreadsheet (tab-separated columns, one line per row) pasted into a cell:
 * it fills the cells to the right and the rows below, adding rows when it runs past the last one.
 * A time cell reading DNS, DNF or DSQ sets the status. Returns null for a single value, which the input takes as usual.
 */
export function pasteBlock(
  rows: readonly DraftRow[],
  index: number,
  column: RankingColumn,
  text: string,
): DraftRow[] | null {
  if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return null;
  const lines = text.replace(/\r/g, '').replace(/\n+$/, '').split('\n');
  const first = rankingColumns.indexOf(column);
  const next = [...rows];
  lines.forEach((line, i) => {
    const at = index + i;
    let row = { ...(next[at] ?? emptyRow(nextRank(next))) };
    line.split('\t').forEach((cell, j) => {
      const col = rankingColumns[first + j];
      if (col) row[col] = cell.trim();
    });
    const status = statusWord(row.time);
    if (status) row = withStatus(row, status);
    else if (row.status !== 'finished' && (row.rank.trim() || row.time.trim())) row.status = 'finished';
    next[at] = row;
  });
  return next;
}

const toInput = (r: DraftRow) =>
  r.status === 'finished'
    ? {
        status: r.status,
        rank: r.rank.trim() === '' ? Number.NaN : Number(r.rank.trim()),
        athlete: r.athlete,
        category: r.category,
        club: r.club,
        time: r.time,
        participantId: r.participantId,
      }
    : {
        status: r.status,
        rank: null,
        athlete: r.athlete,
        category: r.category,
        club: r.club,
        time: null,
        participantId: r.participantId,
      };

/** The input setRanking takes, checked by the contract's schema; errors are placed on their row. */
export function validateRanking(eventId: string, rows: readonly DraftRow[], resultsState?: ResultsState) {
  const input = { eventId, rows: rows.map(toInput), ...(resultsState ? { resultsState } : {}) };
  const parsed = setRankingInput.safeParse(input);
  if (parsed.success) return { input: parsed.data, errors: {} as RowErrors, general: null };
  const errors: RowErrors = {};
  let general: string | null = null;
  for (const issue of parsed.error.issues) {
    const [root, index, column] = issue.path;
    if (
      root === 'rows' &&
      typeof index === 'number' &&
      (rankingColumns.includes(column as RankingColumn) || column === 'status')
    ) {
      const row = errors[index] ?? {};
      row[column as RankingField] ??= issue.message;
      errors[index] = row;
    } else general ??= issue.message;
  }
  return { input: null, errors, general };
}

/** How many rows of each status, for the messages after a save or an import: `6 résultats dont 1 DNS, 1 DNF`. */
export function countsText(rows: readonly { status: ResultStatus }[]): string {
  const n = rows.length;
  const others = (['dns', 'dnf', 'dsq'] as const)
    .map((s) => [s, rows.filter((r) => r.status === s).length] as const)
    .filter(([, c]) => c > 0);
  const base = `${n} résultat${n > 1 ? 's' : ''}`;
  return others.length
    ? `${base} dont ${others.map(([s, c]) => `${c} ${resultStatusLabels[s].short}`).join(', ')}`
    : base;
}
