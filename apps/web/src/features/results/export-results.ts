import { type Result, toCsv } from '@app/contract';

/** The CSV of the filtered rows: one line per result, the race named in the visitor's language. */
export function resultsCsv(rows: readonly Result[], header: string[], raceName: (r: Result) => string): string {
  return toCsv(
    header,
    rows.map((r) => [raceName(r), r.rank, r.athlete, r.category, r.club, r.time]),
  );
}
