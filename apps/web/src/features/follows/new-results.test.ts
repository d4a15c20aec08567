import type { AthleteResult, FollowsPage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { newResults } from './new-results';

const result = (id: string, athlete: string, rank: number): AthleteResult => ({
  id,
  eventId: 'e',
  event: {
    id: 'e',
    name: 'Finale',
    nameEn: 'Final',
    date: '2026-11-28',
    time: '10:00',
    championship: { id: 'c', name: 'C', nameEn: 'C' },
    resultsState: 'official',
    round: 'final_a',
  },
  rank,
  athlete,
  category: 'SF',
  club: 'AC Paris',
  time: '6:48.2',
  status: 'finished',
  participantId: null,
  medal: null,
});

const page = (athleteResults: AthleteResult[], clubResults: AthleteResult[] = []): FollowsPage => ({
  athletes: [{ key: 'p-1', name: 'Léa Martin', club: 'AC Paris', races: [], results: athleteResults }],
  clubs: [{ key: 'ac-paris', name: 'AC Paris', races: [], results: clubResults }],
});

// Issue 30, item 5: the notice names a followed athlete's new result once, never what was there on opening.
describe('new results of the followed athletes', () => {
  it('announces nothing on the first read, then each result once, by the followed name', () => {
    const first = newResults(null, page([result('r1', 'MARTIN Léa', 3)]));
    expect(first.fresh).toEqual([]);
    const second = newResults(first.seen, page([result('r2', 'MARTIN Léa', 2), result('r1', 'MARTIN Léa', 3)]));
    expect(second.fresh.map((r) => [r.id, r.name, r.result.rank])).toEqual([['r2', 'Léa Martin', 2]]);
    expect(newResults(second.seen, page([result('r2', 'MARTIN Léa', 2)])).fresh).toEqual([]);
  });

  it("announces a followed club's new result by its athlete, and a result shown twice only once", () => {
    const { seen } = newResults(null, page([]));
    const shared = result('r3', 'Léa Martin', 1);
    const { fresh } = newResults(seen, page([shared], [shared, result('r4', 'Jean Roux', 4)]));
    expect(fresh.map((r) => [r.id, r.name])).toEqual([
      ['r3', 'Léa Martin'],
      ['r4', 'Jean Roux'],
    ]);
  });
});
