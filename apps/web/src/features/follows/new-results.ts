import type { AthleteResult, FollowsPage } from '@app/contract';

/*
 * Which results of the followed athletes are new since the page last read them (issue 30): the page
 * remembers the result ids it has shown, and after each live refetch announces the ones it had not.
 * The first read only records: opening the page announces nothing.
 */

export interface NewResult {
  id: string;
  name: string;
  result: AthleteResult;
}

/** Every result the page shows, with whose it is (a followed athlete's name, else the club result's athlete). */
function shown(page: FollowsPage): NewResult[] {
  const rows: NewResult[] = [];
  for (const athlete of page.athletes)
    for (const result of athlete.results) rows.push({ id: result.id, name: athlete.name, result });
  for (const club of page.clubs)
    for (const result of club.results) rows.push({ id: result.id, name: result.athlete, result });
  return rows;
}

/** The results not in `seen` (each once, an athlete's own before their club's), and `seen` brought up to date. */
export function newResults(
  seen: ReadonlySet<string> | null,
  page: FollowsPage,
): { fresh: NewResult[]; seen: Set<string> } {
  const rows = shown(page);
  const next = new Set(seen ?? []);
  const fresh: NewResult[] = [];
  for (const row of rows) {
    if (next.has(row.id)) continue;
    next.add(row.id);
    if (seen) fresh.push(row);
  }
  return { fresh, seen: next };
}
