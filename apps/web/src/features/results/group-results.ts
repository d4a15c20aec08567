import type { Result } from '@app/contract';

export interface RaceGroup {
  event: Result['event'];
  rows: Result[];
}

/**
 * The first `cap` results grouped by race, in the server's order (race then rank): a club search can
 * match thousands of rows and the page draws only what the visitor asked to see.
 */
export function groupByRace(results: readonly Result[], cap = Number.POSITIVE_INFINITY): RaceGroup[] {
  const groups = new Map<string, RaceGroup>();
  for (const r of results.slice(0, cap)) {
    const group = groups.get(r.eventId);
    if (group) group.rows.push(r);
    else groups.set(r.eventId, { event: r.event, rows: [r] });
  }
  return [...groups.values()];
}
