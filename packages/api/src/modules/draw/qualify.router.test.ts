import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { enter, lanesOf, race } from './draw-fixtures';

type Entrant = Awaited<ReturnType<typeof enter>>;
const row = (e: Entrant, rank: number, time: string) => ({ rank, time, athlete: `${e.name} Test`, category: 'SH', club: `Club ${e.name}`, participantId: e.participantId });

describe('draw procedures: « Qualifier »', () => {
  let api: TestApi;
  const heat1: Entrant[] = [];
  const heat2: Entrant[] = [];
  beforeEach(async () => {
    api = await createTestApi();
    heat1.length = 0;
    heat2.length = 0;
    await api.adminCaller.events.create(race('heat-1', 'heat'));
    await api.adminCaller.events.create(race('heat-2', 'heat', { time: '09:10' }));
    await api.adminCaller.events.create(race('final-a', 'final_a', { time: '15:00', progression: { from: 'heat', places: 1, times: 2 } }));
    await api.adminCaller.events.create(race('final-b', 'final_b', { time: '14:00', progression: { from: 'heat', places: 0, times: 4 } }));
    for (const name of ['Ana', 'Bob', 'Cid', 'Dan']) heat1.push(await enter(api, 'heat-1', name));
    for (const name of ['Eve', 'Fay', 'Gus', 'Hal']) heat2.push(await enter(api, 'heat-2', name));
  });
  afterEach(async () => api.dispose());

  const [a, b, c, d] = [0, 1, 2, 3];
  async function heatResults(times2: [string, string, string, string]) {
    await api.adminCaller.results.setRanking({ eventId: 'heat-1', rows: [row(heat1[a]!, 1, '6:30.0'), row(heat1[b]!, 2, '6:31.0'), row(heat1[c]!, 3, '6:40.0'), row(heat1[d]!, 4, '6:50.0')] });
    await api.adminCaller.results.setRanking({ eventId: 'heat-2', rows: heat2.map((e, i) => row(e, i + 1, times2[i]!)) });
  }

  it('fills final A with each heat winner then the fastest times, lanes from the centre by time; final B from the rest', async () => {
    // Heat 2 is slower: its second (6:35.0) is beaten by heat 1's second (6:31.0) but beats its third.
    await heatResults(['6:33.0', '6:35.0', '6:45.0', '6:55.0']);
    const final = await api.adminCaller.draw.qualify({ eventId: 'final-a' });
    expect(final).toMatchObject({ qualified: 4, notes: [] });
    // 4 lanes from the centre: 2, 3, 1, 4, by qualifying time: Ana 6:30.0, Bob 6:31.0, Eve 6:33.0, Fay 6:35.0.
    expect(await lanesOf(api, 'final-a')).toEqual([
      ['Eve', 1],
      ['Ana', 2],
      ['Bob', 3],
      ['Fay', 4],
    ]);
    const board = await api.adminCaller.draw.board({ eventId: 'final-a' });
    const finalA = board.events.find((e) => e.event.id === 'final-a');
    expect(finalA?.entries.find((e) => e.firstName === 'Ana')?.seedTime).toBe('6:30.0');
    await api.adminCaller.draw.qualify({ eventId: 'final-b' });
    expect((await lanesOf(api, 'final-b')).map(([name]) => name).sort()).toEqual(['Cid', 'Dan', 'Gus', 'Hal']);
    const fromIds = await api.db.selectFrom('entries').select(['fromEntryId', 'eventId']).where('eventId', '=', 'final-a').execute();
    expect(fromIds.map((e) => e.fromEntryId).sort()).toEqual([heat1[a]!.entryId, heat1[b]!.entryId, heat2[0]!.entryId, heat2[1]!.entryId].sort());
  });

  it('replaces the final when run again, unless its start list is locked', async () => {
    await heatResults(['6:33.0', '6:35.0', '6:45.0', '6:55.0']);
    await api.adminCaller.draw.qualify({ eventId: 'final-a' });
    await api.adminCaller.draw.qualify({ eventId: 'final-a' });
    expect(await lanesOf(api, 'final-a')).toHaveLength(4);
    await api.adminCaller.draw.startList({ eventId: 'final-a', locked: true });
    await expect(api.adminCaller.draw.qualify({ eventId: 'final-a' })).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Liste de départ verrouillée') });
    await expect(api.adminCaller.draw.qualify({ eventId: 'heat-1' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: "« 2000 m SH heat-1 » n'a pas de règle de qualification" });
  });

  it('takes every one tied at the cut when the lanes allow, else leaves them out with a note to the administrator', async () => {
    // Bob (heat 1) and Fay (heat 2) both row 6:31.0 for the last place at the time: equal tenths tie.
    await heatResults(['6:20.0', '6:31.0', '6:32.0', '6:55.0']);
    await api.adminCaller.events.update({ id: 'final-a', lanes: 5 });
    // Winners Ana and Eve, then 2 times: Bob and Fay tie at 6:31.0 for 2 places; Gus 6:32.0 next.
    await api.adminCaller.events.update({ id: 'final-a', progression: { from: 'heat', places: 1, times: 1 } });
    const tied = await api.adminCaller.draw.qualify({ eventId: 'final-a' });
    expect(tied.qualified).toBe(4);
    expect(tied.notes).toEqual(['Égalité en 6:31.0 au dernier temps qualificatif : Bob Test, Fay Test, tous qualifiés.']);
    await api.adminCaller.events.update({ id: 'final-a', lanes: 3 });
    const short = await api.adminCaller.draw.qualify({ eventId: 'final-a' });
    expect(short.qualified).toBe(2);
    expect(short.notes).toEqual(["Égalité en 6:31.0 pour 1 place(s) au temps : Bob Test, Fay Test. Couloirs insuffisants pour tous : à départager par l'administrateur."]);
    expect((await lanesOf(api, 'final-a')).map(([name]) => name).sort()).toEqual(['Ana', 'Eve']);
  });
});
