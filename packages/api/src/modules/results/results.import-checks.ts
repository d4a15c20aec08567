import type { ImportNote } from '@app/contract';
import { parseRaceTime } from '@app/race-files';

/** What the checks read of a row about to be published. */
type Row = { line: number | null; status: string; rank: number | null; athlete: string; time: string | null };
type Finisher = Row & { rank: number; time: string; seconds: number };

/** Listed one by one up to this many, then counted: a file ranked upside down stays readable. */
const SHOWN = 20;

const at = (line: number | null, message: string): ImportNote => ({
  line,
  message: line === null ? message : `Ligne ${line} : ${message}`,
});
const missing = (from: number, to: number) =>
  from === to ? `la place ${from} manque` : `les places ${from} à ${to} manquent`;

/**
 * Places and times that contradict each other, each well formed on its own: a finisher faster than one
 * placed ahead (the winner first), a place given twice for different times, places skipped, or a place
 * after a tie that ignores it. They are warnings, not refusals: the file is what the race computer wrote,
 * and the administrator decides in the preview (a tie is written 1, 2, 2, 4 with equal times).
 * One pass over the finishers sorted by place.
 */
export function rankingWarnings(rows: readonly Row[]): ImportNote[] {
  const finishers: Finisher[] = [];
  for (const row of rows) {
    const seconds = row.time === null ? undefined : parseRaceTime(row.time)?.seconds;
    if (row.status === 'finished' && row.rank !== null && row.time !== null && seconds !== undefined)
      finishers.push({ ...row, rank: row.rank, time: row.time, seconds });
  }
  finishers.sort((a, b) => a.rank - b.rank);
  const winners = finishers.filter((f) => f.rank === finishers[0]?.rank);
  const slowestWinner = winners.reduce<Finisher | undefined>(
    (slowest, f) => (!slowest || f.seconds > slowest.seconds ? f : slowest),
    undefined,
  );

  const warnings: ImportNote[] = [];
  let slowestAhead: Finisher | undefined; // the slowest of those placed strictly ahead of the current group
  let group: Finisher[] = []; // finishers sharing the previous place
  for (const row of finishers) {
    const previous = group[0];
    if (previous && previous.rank !== row.rank) {
      for (const f of group) if (!slowestAhead || f.seconds > slowestAhead.seconds) slowestAhead = f;
    }
    if (slowestWinner && row.rank > slowestWinner.rank && row.seconds < slowestWinner.seconds) {
      warnings.push(
        at(
          row.line,
          `${row.athlete}, place ${row.rank} en ${row.time}, est plus rapide que le vainqueur, ${slowestWinner.athlete}, en ${slowestWinner.time} : places ou temps à vérifier`,
        ),
      );
    } else if (slowestAhead && row.seconds < slowestAhead.seconds) {
      warnings.push(
        at(
          row.line,
          `${row.athlete}, place ${row.rank} en ${row.time}, est plus rapide que ${slowestAhead.athlete}, place ${slowestAhead.rank}, en ${slowestAhead.time} : places ou temps à vérifier`,
        ),
      );
    }
    if (previous && previous.rank === row.rank) {
      if (previous.seconds !== row.seconds) {
        warnings.push(
          at(
            row.line,
            `place ${row.rank} déjà donnée à ${previous.athlete}${previous.line === null ? '' : ` (ligne ${previous.line})`} pour un autre temps`,
          ),
        );
      }
      group.push(row);
      continue;
    }
    // Standard ranking: the place after a tie of n at place p is p + n (1, 2, 2, 4).
    const expected = previous ? previous.rank + group.length : 1;
    if (row.rank > expected)
      warnings.push(
        at(row.line, `${row.athlete} est placé ${row.rank} mais ${missing(expected, row.rank - 1)} dans le fichier`),
      );
    else if (previous && row.rank < expected)
      warnings.push(
        at(
          row.line,
          `${row.athlete} est placé ${row.rank} après ${group.length} ex æquo à la place ${previous.rank} (place ${expected} attendue)`,
        ),
      );
    group = [row];
  }
  warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const hidden = warnings.length - SHOWN;
  if (hidden <= 0) return warnings;
  return [
    ...warnings.slice(0, SHOWN),
    {
      line: null,
      message: `… et ${hidden} autre${hidden > 1 ? 's' : ''} incohérence${hidden > 1 ? 's' : ''} de places ou de temps`,
    },
  ];
}
