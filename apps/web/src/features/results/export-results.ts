import { type Label, type Result, resultStatusLabels, resultsStateLabels, toCsv } from '@app/contract';
import { byRanking } from '../results-shared/ranking-order';

/**
 * The CSV of the filtered rows: one line per result, the race named in the visitor's language, races
 * in the server's order and each race's rows as its ranking reads. The status and the race's
 * provisional or official state come last (added by issue 11: older columns keep their place).
 */
export function resultsCsv(
  rows: readonly Result[],
  header: string[],
  raceName: (r: Result) => string,
  label: (l: Label) => string,
): string {
  const races = [...new Set(rows.map((r) => r.eventId))];
  const sorted = [...rows].sort((a, b) => races.indexOf(a.eventId) - races.indexOf(b.eventId) || byRanking(a, b));
  return toCsv(
    header,
    sorted.map((r) => [
      raceName(r),
      r.rank,
      r.athlete,
      r.category,
      r.club,
      r.time,
      r.status === 'finished' ? label(resultStatusLabels.finished) : resultStatusLabels[r.status].short,
      label(resultsStateLabels[r.event.resultsState]),
    ]),
  );
}
