import type { RaceResult, ResultStatus } from '@app/contract';

type Ranked = Pick<RaceResult, 'rank' | 'status' | 'athlete'>;

/** Finishers by rank, then DNF, DNS and DSQ: the server's order (results.repository), kept when rows are regrouped. */
const statusOrder: Record<ResultStatus, number> = { finished: 0, dnf: 1, dns: 2, dsq: 3 };

/** A finisher has a rank and a time; DNS, DNF and DSQ have neither. */
export const isFinisher = (
  r: Pick<RaceResult, 'rank' | 'status'>,
): r is Pick<RaceResult, 'status'> & { rank: number } => r.status === 'finished' && r.rank !== null;

/** A race's rows in the order a ranking is read: finishers by rank, the others after them by name. */
export function byRanking(a: Ranked, b: Ranked): number {
  const finished = Number(isFinisher(b)) - Number(isFinisher(a));
  if (finished) return finished;
  if (isFinisher(a) && isFinisher(b)) return a.rank - b.rank;
  return statusOrder[a.status] - statusOrder[b.status] || a.athlete.localeCompare(b.athlete, 'fr');
}

/** The race's winner: the finisher ranked first, if any (a race of DNS alone has none). */
export const winnerOf = <T extends Ranked>(rows: readonly T[]): T | undefined =>
  rows.find((r) => isFinisher(r) && r.rank === 1);
