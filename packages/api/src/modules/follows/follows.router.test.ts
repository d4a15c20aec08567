import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addEntry, addRace, FUTURE_DAY, publishedHeat } from '@app/db/testing';
import { createTestApi, type TestApi } from '../../testing/test-api';

const origin = 'https://aviron.example';
const jeanne = 'p-p-jeanne';
const lea = 'p-p-lea';

const descriptions = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).description);

// Issue 30, item 5: « Mes suivis » reads the followed athletes' and clubs' races to come and latest results at once.
describe('followed athletes and clubs', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    await publishedHeat(api.db, 'sf-heat-1', { time: '15:00' });
    await addRace(api.db, 'sf-500', { time: '09:00', round: 'final_a' });
    await addEntry(api.db, 'e-jeanne-500', 'sf-500', 'p-jeanne', { lane: 3 });
    await addRace(api.db, 'sf-done', { date: '2000-01-01', round: 'final_a' });
    api.deps.publicCache.clear();
    await api.adminCaller.results.setRanking({
      eventId: 'sf-done',
      rows: [
        { rank: 1, time: '6:40.0', athlete: 'Léa Durand', category: 'SF', club: 'SN Lyon', participantId: 'p-lea' },
        {
          rank: 2,
          time: '6:48.2',
          athlete: 'Jeanne Martin',
          category: 'SF',
          club: 'AC Paris',
          participantId: 'p-jeanne',
        },
      ],
      resultsState: 'official',
    });
  });
  afterEach(async () => api.dispose());

  it('gives each followed athlete their races to come with the lane, and their latest results', async () => {
    const page = await api.publicCaller.follows.list({ athletes: `${jeanne},${lea}` });
    expect(page.athletes.map((a) => [a.key, a.name, a.club])).toEqual([
      [jeanne, 'Jeanne Martin', 'AC Paris'],
      [lea, 'Léa Durand', 'SN Lyon'],
    ]);
    const [first] = page.athletes;
    expect(first?.races.map((r) => [r.eventId, r.date, r.time, r.lane])).toEqual([
      ['sf-500', FUTURE_DAY, '09:00', 3],
      ['sf-heat-1', FUTURE_DAY, '15:00', 4],
    ]);
    expect(first?.results.map((r) => [r.eventId, r.rank, r.time, r.medal])).toEqual([
      ['sf-done', 2, '6:48.2', 'silver'],
    ]);
    expect(page.clubs).toEqual([]);
  });

  it("gives a followed club its athletes' races to come, by time, and its latest results", async () => {
    const page = await api.publicCaller.follows.list({ clubs: 'sn-lyon' });
    expect(page.clubs).toHaveLength(1);
    const [club] = page.clubs;
    expect(club?.name).toBe('SN Lyon');
    expect(club?.races.map((r) => [r.eventId, r.athlete, r.athleteKey, r.lane])).toEqual([
      ['sf-heat-1', 'Léa Durand', lea, 2],
    ]);
    expect(club?.results.map((r) => [r.athlete, r.rank])).toEqual([['Léa Durand', 1]]);
  });

  it('leaves out well-formed keys that lead to no one, and refuses a malformed or too long list', async () => {
    const page = await api.publicCaller.follows.list({ athletes: `p-nobody,${lea},anne--nowhere`, clubs: 'no-club' });
    expect(page.athletes.map((a) => a.key)).toEqual([lea]);
    expect(page.clubs).toEqual([]);
    await expect(api.publicCaller.follows.list({ athletes: 'a b' })).rejects.toThrow(/Liste invalide/);
    const many = Array.from({ length: 51 }, (_, i) => `p-${i}`).join(',');
    await expect(api.publicCaller.follows.list({ athletes: many })).rejects.toThrow(/50 au plus/);
  });

  it("exports the followed athletes' races as iCalendar, each with the athlete's lane first in its description", async () => {
    const file = await api.publicCaller.calendar.feed({ origin, athletes: jeanne });
    expect(file.fileName).toBe('mes-suivis.ics');
    const [early, late] = descriptions(file.ics);
    expect(descriptions(file.ics)).toHaveLength(2);
    expect(early?.split('\n')[0]).toBe('Jeanne Martin : couloir 3');
    expect(late?.split('\n')[0]).toBe('Jeanne Martin : couloir 4');
    const en = await api.publicCaller.calendar.feed({ origin, athletes: `${jeanne},${lea}`, lang: 'en' });
    expect(descriptions(en.ics).find((d) => d.includes('Léa Durand: lane 2'))).toContain('Jeanne Martin: lane 4');
  });
});
