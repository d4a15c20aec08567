import { athleteKey, isMedalRound } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

// The race-day set (SEED_DEMO=event): 120 races, 3,000 entrants, a ranked result per entry (some 4,000).
describe('race, athlete and medal pages at real size', () => {
  let test: TestApi;
  let api: TestApi['publicCaller'];
  beforeAll(async () => {
    test = await createTestApi({ demo: 'event', now: new Date('2026-01-10T09:00:00.000Z') });
    api = test.publicCaller;
  }, 60_000);
  afterAll(() => test.dispose());

  it('walks the whole programme by the next links, each race with its full ranking', async () => {
    const [programme, results] = await Promise.all([api.events.list(), api.results.list()]);
    expect(programme).toHaveLength(120);
    const first = programme[0]?.id as string;
    const visited: string[] = [];
    let page = await api.results.race({ eventId: first });
    expect(page.previous).toBeNull();
    for (;;) {
      visited.push(page.race.id);
      expect(page.ranking.map((r) => r.id)).toEqual(results.filter((r) => r.eventId === page.race.id).map((r) => r.id));
      if (!page.next) break;
      page = await api.results.race({ eventId: page.next.id });
    }
    expect(visited).toEqual(programme.map((e) => e.id));
    expect(page.previous?.id).toBe(programme[118]?.id);
  });

  it("has a medal table whose medals are the A finals' podiums, and every entrant of every race counted", async () => {
    const [table, results] = await Promise.all([api.results.medals(), api.results.list()]);
    expect(results.length).toBeGreaterThan(3800);
    // Heats, repechages, semi-finals and B finals are ranked, never medalled (issue 29).
    const finals = results.filter((r) => isMedalRound(r.event.round));
    expect(new Set(finals.map((r) => r.eventId)).size).toBe(42);
    expect(table.races).toHaveLength(120);
    expect(table.races.reduce((sum, r) => sum + r.entrants, 0)).toBe(results.length);
    for (const [medal, rank] of [
      ['gold', 1],
      ['silver', 2],
      ['bronze', 3],
    ] as const) {
      expect(table.clubs.reduce((sum, c) => sum + c[medal], 0)).toBe(
        finals.filter((r) => r.status === 'finished' && r.rank === rank).length,
      );
    }
    const counts = table.clubs.map((c) => [c.gold, c.silver, c.bronze]);
    expect(counts).toEqual(
      [...counts].sort(
        (a, b) =>
          (b[0] as number) - (a[0] as number) ||
          (b[1] as number) - (a[1] as number) ||
          (b[2] as number) - (a[2] as number),
      ),
    );
  });

  it('leads every name of the results and of the participants list to a page holding their results', async () => {
    const [results, participants] = await Promise.all([api.results.list(), api.participants.list()]);
    for (const result of results)
      expect((await api.results.athlete({ key: athleteKey(result) })).results.map((r) => r.id)).toContain(result.id);
    const reached = new Set<string>();
    let twoRaces = 0;
    for (const participant of participants) {
      const page = await api.results.athlete({ key: athleteKey(participant) });
      expect(page.club).toBe(participant.club);
      for (const r of page.results) reached.add(r.id);
      if (new Set(page.results.map((r) => r.eventId)).size >= 2) twoRaces += 1;
    }
    expect(reached.size).toBe(results.length);
    expect(twoRaces).toBeGreaterThan(0);
  });
});
