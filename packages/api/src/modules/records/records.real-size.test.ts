import { resultStatusLabels } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { pdfText } from '../../testing/pdf-text';

// Issue 33, « Done when »: a championship's results file matches the data at the real size (the race-day
// set, SEED_DEMO=event: 120 races, 3,000 entrants, some 4,000 results), drawn by the service as served.
describe("a championship's results PDF at the real size", () => {
  let test: TestApi;
  let api: TestApi['publicCaller'];
  beforeAll(async () => {
    test = await createTestApi({ demo: 'event', now: new Date('2026-01-10T09:00:00.000Z') });
    api = test.publicCaller;
  }, 60_000);
  afterAll(() => test.dispose());

  it('holds every result of the championship, each athlete with their time in their own race', async () => {
    const results = await api.results.list();
    // The championship with the most results: the largest file of the set.
    const counts = new Map<string, number>();
    for (const r of results) counts.set(r.event.championship.id, (counts.get(r.event.championship.id) ?? 0) + 1);
    const [championshipId, count] = [...counts].sort((a, b) => b[1] - a[1])[0] as [string, number];
    expect(count).toBeGreaterThan(300);
    const mine = results.filter((r) => r.event.championship.id === championshipId);

    const file = await api.records.championshipResults({ championshipId, lang: 'fr' });
    const text = (await pdfText(Buffer.from(file.contentBase64, 'base64'))).replace(/\s+/g, ' ');

    // Each race's section runs from its heading to the next one's; its rows are there, in ranking order.
    const races = [...new Map(mine.map((r) => [r.eventId, r.event.name])).entries()]
      .map(([id, name]) => ({ id, name, at: text.indexOf(`${name} `) }))
      .sort((a, b) => a.at - b.at);
    for (const race of races) expect(race.at, race.name).toBeGreaterThan(-1);
    races.forEach((race, n) => {
      const end = races[n + 1]?.at ?? text.length;
      let at = race.at;
      for (const r of mine.filter((x) => x.eventId === race.id)) {
        const name = text.indexOf(r.athlete, at);
        expect(name, `${race.name}: ${r.athlete}`).toBeGreaterThan(at);
        const mark = r.status === 'finished' ? (r.time as string) : resultStatusLabels[r.status].short;
        at = text.indexOf(` ${mark}`, name + r.athlete.length);
        expect(at, `${race.name}: ${r.athlete} ${mark}`).toBeGreaterThan(name);
        expect(at, `${race.name}: ${r.athlete} in its own race`).toBeLessThan(end);
      }
    });
  }, 30_000);
});
