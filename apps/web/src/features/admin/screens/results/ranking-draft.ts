import { type Result, setRankingInput } from '@app/contract';

/** The editable cells of a ranking row, in the order of the table's columns (and of a pasted sheet). */
export const rankingColumns = ['rank', 'athlete', 'category', 'club', 'time'] as const;
export type RankingColumn = (typeof rankingColumns)[number];

/** One row as typed: every cell is text until the contract's schema reads it. */
export type DraftRow = { key: string } & Record<RankingColumn, string>;
/** The first error of each offending row, by row index, then by column. */
export type RowErrors = Record<number, Partial<Record<RankingColumn, string>>>;

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

export const emptyRow = (rank: number): DraftRow => ({ key: newKey(), rank: String(rank), athlete: '', category: '', club: '', time: '' });

export const toDraft = (results: readonly Result[]): DraftRow[] =>
  [...results].sort((a, b) => a.rank - b.rank).map((r) => ({ key: newKey(), rank: String(r.rank), athlete: r.athlete, category: r.category, club: r.club, time: r.time }));

/** What a draft would save, to tell whether it has changed since it was loaded. */
export const fingerprint = (rows: readonly DraftRow[]) => JSON.stringify(rows.map((r) => rankingColumns.map((c) => r[c].trim())));

const rankOf = (r: DraftRow) => {
  const n = Number.parseInt(r.rank, 10);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
};

/** The next free rank: one more than the highest typed. */
export const nextRank = (rows: readonly DraftRow[]) => rows.reduce((max, r) => (Number.isFinite(rankOf(r)) ? Math.max(max, rankOf(r)) : max), 0) + 1;

/** Rows in rank order; equal ranks keep their order (ties stay as typed). */
export const sortByRank = (rows: readonly DraftRow[]) => [...rows].sort((a, b) => rankOf(a) - rankOf(b));

/** Ranks 1, 2, 3… in the order the rows are shown. */
export const renumber = (rows: readonly DraftRow[]) => rows.map((r, i) => ({ ...r, rank: String(i + 1) }));

export const moveRow = (rows: readonly DraftRow[], index: number, by: -1 | 1) => {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

/**
 * A block copied from a spreadsheet (tab-separated columns, one line per row) pasted into a cell:
 * it fills the cells to the right and the rows below, adding rows when it runs past the last one.
 * Returns null for a single value, which the input takes as usual.
 */
export function pasteBlock(rows: readonly DraftRow[], index: number, column: RankingColumn, text: string): DraftRow[] | null {
  if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return null;
  const lines = text.replace(/\r/g, '').replace(/\n+$/, '').split('\n');
  const first = rankingColumns.indexOf(column);
  const next = [...rows];
  lines.forEach((line, i) => {
    const at = index + i;
    const row = { ...(next[at] ?? emptyRow(nextRank(next))) };
    line.split('\t').forEach((cell, j) => {
      const col = rankingColumns[first + j];
      if (col) row[col] = cell.trim();
    });
    next[at] = row;
  });
  return next;
}

/** The input setRanking takes, checked by the contract's schema; errors are placed on their row. */
export function validateRanking(eventId: string, rows: readonly DraftRow[]) {
  const input = { eventId, rows: rows.map((r) => ({ rank: r.rank.trim() === '' ? Number.NaN : Number(r.rank.trim()), athlete: r.athlete, category: r.category, club: r.club, time: r.time })) };
  const parsed = setRankingInput.safeParse(input);
  if (parsed.success) return { input: parsed.data, errors: {} as RowErrors, general: null };
  const errors: RowErrors = {};
  let general: string | null = null;
  for (const issue of parsed.error.issues) {
    const [root, index, column] = issue.path;
    if (root === 'rows' && typeof index === 'number' && rankingColumns.includes(column as RankingColumn)) {
      const row = errors[index] ?? {};
      row[column as RankingColumn] ??= issue.message;
      errors[index] = row;
    } else general ??= issue.message;
  }
  return { input: null, errors, general };
}
